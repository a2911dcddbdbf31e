import type { Config } from '@shop/config';
import type { PrivacyFacts } from '@shop/contracts';

/** The name a visitor knows an OpenAI-compatible service by: OpenAI, or the host it runs on. */
function serviceName(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  return host === 'api.openai.com' ? 'OpenAI' : host;
}

/**
 * What the configuration makes the shop do with families' data. The same settings that the
 * retention job, the story and picture providers, checkout and printing read, so the privacy
 * page can never promise something else.
 */
export function privacyFacts(config: Config): PrivacyFacts {
  const paymentsOn = !!config.STRIPE_SECRET_KEY && !!config.STRIPE_PUBLISHABLE_KEY;
  return {
    retention: {
      checkEveryMinutes: Math.max(1, Math.round(config.RETENTION_INTERVAL_MS / 60_000)),
      unorderedStoryDays: config.RETENTION_UNORDERED_STORY_DAYS,
      orderedStoryDays: config.RETENTION_ORDERED_STORY_DAYS,
      contactMessageDays: config.RETENTION_CONTACT_MESSAGE_DAYS,
      orderYears: config.RETENTION_ORDER_YEARS,
    },
    processors: {
      storyWriter: config.STORY_PROVIDER === 'openai' ? serviceName(config.OPENAI_BASE_URL) : null,
      illustrator:
        config.ILLUSTRATION_PROVIDER === 'openai' ? serviceName(config.IMAGES_BASE_URL) : null,
      payments: paymentsOn ? 'Stripe' : null,
      printing: config.PRINT_PROVIDER === 'lulu' ? 'Lulu' : null,
    },
  };
}
