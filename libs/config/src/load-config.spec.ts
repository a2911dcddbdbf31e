import { ConfigError, loadConfig } from './load-config';
import { DEV_COOKIE_SECRET, shopIdentity } from './schema';

/** The problems loadConfig reports for this environment (fails the test if it doesn't throw). */
function problems(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error('expected loadConfig to throw');
}

const OWN_SECRET = 'a-production-secret-that-is-long-enough-0123456789';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '0.0.0.0',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      TRUST_PROXY: false,
      COOKIE_SECRET: DEV_COOKIE_SECRET,
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/storybook',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'shop',
      STORY_PROVIDER: 'builtin',
      STORY_FALLBACK_TO_BUILTIN: true,
    });
  });

  it('parses numbers and booleans from strings', () => {
    const config = loadConfig({ PORT: '8080', TRUST_PROXY: 'yes', STORY_FALLBACK_TO_BUILTIN: '0' });
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.STORY_FALLBACK_TO_BUILTIN).toBe(false);
  });

  it('trusts a number of proxies or a list of proxy addresses, never every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(problems({ TRUST_PROXY: '10.0.0.0/33' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be false, a number of proxies/),
    ]);
    expect(problems({ TRUST_PROXY: '99' })).toHaveLength(1);
  });

  it('names the variable that has a bad value', () => {
    expect(problems({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT: /)]);
    expect(problems({ TRUST_PROXY: 'maybe' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: must be false, a number of proxies/),
    ]);
    expect(problems({ DATABASE_URL: 'mysql://localhost/shop' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: must be a URL starting with postgres:/),
    ]);
    expect(problems({ REDIS_PREFIX: 'has space' })).toEqual([
      expect.stringMatching(/^REDIS_PREFIX: /),
    ]);
    expect(problems({ PORT: '70000' })).toEqual(['PORT: must be a port number']);
  });

  it('names every bad variable at once, in the error message too', () => {
    let message = '';
    try {
      loadConfig({ PORT: '-1', LOG_LEVEL: 'loud', COOKIE_SECRET: 'short' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    for (const name of ['PORT', 'LOG_LEVEL', 'COOKIE_SECRET'])
      expect(message).toContain(`${name}: `);
    expect(message).toContain('COOKIE_SECRET: must be at least 32 characters');
  });

  it('refuses the dev cookie secret in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      'COOKIE_SECRET: must be set to a secret of your own in production',
    ]);
    expect(problems({ NODE_ENV: 'production', COOKIE_SECRET: DEV_COOKIE_SECRET })).toEqual([
      'COOKIE_SECRET: must be set to a secret of your own in production',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECRET: OWN_SECRET }).COOKIE_SECRET).toBe(
      OWN_SECRET,
    );
  });

  it('counts empty strings as unset', () => {
    const config = loadConfig({ PORT: '', TRUST_PROXY: '', DATABASE_URL: '', COOKIE_SECRET: '' });
    expect(config).toEqual(loadConfig({}));
    expect(problems({ NODE_ENV: 'production', COOKIE_SECRET: '' })).toEqual([
      'COOKIE_SECRET: must be set to a secret of your own in production',
    ]);
  });

  it('requires an API key only for api.openai.com', () => {
    expect(problems({ STORY_PROVIDER: 'openai' })).toEqual([
      expect.stringMatching(/^OPENAI_API_KEY: /),
    ]);
    expect(loadConfig({ STORY_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-test' }).OPENAI_API_KEY).toBe(
      'sk-test',
    );
    expect(
      loadConfig({ STORY_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' })
        .STORY_PROVIDER,
    ).toBe('openai');
  });

  it('prints by hand by default; Lulu needs its keys and a contact e-mail', () => {
    expect(loadConfig({})).toMatchObject({
      PRINT_PROVIDER: 'manual',
      LULU_API_URL: 'https://api.sandbox.lulu.com',
      LULU_POD_PACKAGE_ID: '0850X0850.FC.PRE.CW.080CW444.MXX',
      LULU_SHIPPING_LEVEL: 'MAIL',
    });
    expect(problems({ PRINT_PROVIDER: 'lulu' })).toEqual([
      'LULU_CLIENT_KEY: is required when PRINT_PROVIDER=lulu',
      'LULU_CLIENT_SECRET: is required when PRINT_PROVIDER=lulu',
      'LULU_CONTACT_EMAIL: is required when PRINT_PROVIDER=lulu',
    ]);
    expect(problems({ LULU_SHIPPING_LEVEL: 'PIGEON', LULU_CONTACT_EMAIL: 'ops' })).toEqual([
      expect.stringMatching(/^LULU_SHIPPING_LEVEL: /),
      'LULU_CONTACT_EMAIL: must be an e-mail address',
    ]);
  });

  it('computes sales tax from the table by default; Stripe Tax needs the secret key', () => {
    expect(loadConfig({}).TAX_PROVIDER).toBe('table');
    expect(problems({ TAX_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY: is required when TAX_PROVIDER=stripe',
    ]);
    expect(
      loadConfig({ TAX_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }).TAX_PROVIDER,
    ).toBe('stripe');
    expect(problems({ TAX_PROVIDER: 'avalara' })).toEqual([
      expect.stringMatching(/^TAX_PROVIDER: /),
    ]);
  });

  it('names the shop as today by default; SHOP_* set its name, contact address and links', () => {
    expect(shopIdentity(loadConfig({}))).toEqual({
      name: 'Storybook Shop',
      contactEmail: null,
      socialLinks: [
        { label: 'Instagram', url: 'https://www.instagram.com/' },
        { label: 'Facebook', url: 'https://www.facebook.com/' },
        { label: 'Pinterest', url: 'https://www.pinterest.com/' },
      ],
    });
    const config = loadConfig({
      SHOP_NAME: '  Little Tales  ',
      SHOP_CONTACT_EMAIL: 'hello@littletales.example',
      SHOP_SOCIAL_LINKS:
        '[{"label":"Our blog","url":"https://blog.littletales.example/"},"https://www.tiktok.com/@littletales"]',
    });
    expect(shopIdentity(config)).toEqual({
      name: 'Little Tales',
      contactEmail: 'hello@littletales.example',
      socialLinks: [
        { label: 'Our blog', url: 'https://blog.littletales.example/' },
        { label: 'TikTok', url: 'https://www.tiktok.com/@littletales' },
      ],
    });
    expect(loadConfig({ SHOP_SOCIAL_LINKS: 'none' }).SHOP_SOCIAL_LINKS).toEqual([]);
    expect(
      problems({
        SHOP_NAME: 'Tab\there',
        SHOP_CONTACT_EMAIL: 'hello',
        SHOP_SOCIAL_LINKS: 'https://www.instagram.com/x, javascript:alert(1)',
      }),
    ).toEqual([
      'SHOP_NAME: must not contain control characters',
      'SHOP_CONTACT_EMAIL: must be an e-mail address',
      'SHOP_SOCIAL_LINKS: "javascript:alert(1)" must start with https://',
    ]);
    expect(problems({ SHOP_SOCIAL_LINKS: '[1' })).toEqual(['SHOP_SOCIAL_LINKS: is not valid JSON']);
  });

  it('ignores variables it does not know', () => {
    expect(loadConfig({ PATH: '/usr/bin', SOMETHING_ELSE: 'x' })).toEqual(loadConfig({}));
  });
});
