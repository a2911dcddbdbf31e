import {
  brandValue,
  DEFAULT_SHOP,
  parseSocialLinks,
  shopIdentitySchema,
  socialLabel,
  withShopName,
} from './shop';

describe('the shop identity', () => {
  it('reads social links as comma-separated URLs or a JSON list', () => {
    expect(parseSocialLinks('https://instagram.com/tales , https://www.youtube.com/@t')).toEqual([
      { label: 'Instagram', url: 'https://instagram.com/tales' },
      { label: 'YouTube', url: 'https://www.youtube.com/@t' },
    ]);
    expect(
      parseSocialLinks('["https://bsky.app/profile/t", {"url":"https://shop.example/"}]'),
    ).toEqual([
      { label: 'Bluesky', url: 'https://bsky.app/profile/t' },
      { label: 'shop.example', url: 'https://shop.example/' },
    ]);
    expect(parseSocialLinks('none')).toEqual([]);
    expect(() => parseSocialLinks('instagram')).toThrow('"instagram" is not a URL');
    expect(() => parseSocialLinks('["ftp://x.example/"]')).toThrow('must start with https://');
    expect(() => parseSocialLinks('[{"label":"x"}]')).toThrow('each entry must be a URL');
    expect(socialLabel('https://de.pinterest.com/tales/')).toBe('Pinterest');
  });

  it('renames the shop in texts written with the default name, and only there', () => {
    expect(withShopName('About Storybook Shop', 'Little Tales')).toBe('About Little Tales');
    expect(withShopName('Buy Custom Storybook', 'Little Tales')).toBe('Buy Custom Storybook');
    expect(withShopName('About Storybook Shop', DEFAULT_SHOP.name)).toBe('About Storybook Shop');
    expect(
      brandValue({ title: 'Blog | Storybook Shop', tags: ['Storybook Shop'], n: 1 }, 'Tales'),
    ).toEqual({ title: 'Blog | Tales', tags: ['Tales'], n: 1 });
  });

  it('describes the default shop with its own schema', () => {
    expect(shopIdentitySchema.parse(DEFAULT_SHOP)).toEqual(DEFAULT_SHOP);
    expect(
      shopIdentitySchema.safeParse({
        ...DEFAULT_SHOP,
        socialLinks: [{ label: 'x', url: 'javascript:1' }],
      }).success,
    ).toBe(false);
  });
});
