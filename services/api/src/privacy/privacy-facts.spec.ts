import { loadConfig } from '@shop/config';
import { privacyPolicy } from '@shop/content';
import { dataNoticeItems } from '@shop/contracts';
import { privacyFacts } from './privacy-facts';

const policyText = (env: Parameters<typeof loadConfig>[0]) => {
  const doc = privacyPolicy(privacyFacts(loadConfig(env)));
  return doc.sections
    .flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.after ?? [])])
    .join('\n');
};

describe('the privacy facts come from the configuration', () => {
  it('quotes the default retention periods and no outside writer by default', () => {
    const facts = privacyFacts(loadConfig({}));
    expect(facts).toEqual({
      retention: {
        checkEveryMinutes: 60,
        unorderedStoryDays: 180,
        orderedStoryDays: 30,
        contactMessageDays: 365,
        orderYears: 7,
      },
      processors: { storyWriter: null, illustrator: null, payments: null, printing: null },
    });
    const text = policyText({});
    expect(text).toContain('180 days after your last visit');
    expect(text).toContain('365 days after you sent them');
    expect(text).toContain('deleted 7 years after the order was placed');
    expect(text).toContain('30 days after its last order is delivered or cancelled');
    expect(text).toContain('every hour');
  });

  it('changing one setting changes the page and the notice', () => {
    const text = policyText({ RETENTION_UNORDERED_STORY_DAYS: '45' });
    expect(text).toContain('45 days after your last visit');
    expect(text).not.toContain('180 days');
    const notice = dataNoticeItems(
      privacyFacts(loadConfig({ RETENTION_UNORDERED_STORY_DAYS: '45' })),
    ).join('\n');
    expect(notice).toContain('deleted 45 days after your last visit');
  });

  it('names the configured services', () => {
    const facts = privacyFacts(
      loadConfig({
        STORY_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-test',
        ILLUSTRATION_PROVIDER: 'openai',
        IMAGES_BASE_URL: 'https://images.example.net/v1',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        PRINT_PROVIDER: 'lulu',
        LULU_CLIENT_KEY: 'key',
        LULU_CLIENT_SECRET: 'secret',
        LULU_CONTACT_EMAIL: 'print@shop.example',
      }),
    );
    expect(facts.processors).toEqual({
      storyWriter: 'OpenAI',
      illustrator: 'images.example.net',
      payments: 'Stripe',
      printing: 'Lulu',
    });
    const notice = dataNoticeItems(facts).join('\n');
    expect(notice).toContain('OpenAI writes the story');
    expect(notice).toContain('images.example.net draws its pictures');
    expect(notice).toContain('Stripe takes the payment and Lulu prints and ships it');
  });
});
