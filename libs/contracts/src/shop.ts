import { z } from 'zod';

/** A link to the shop's page on a social network, as the footer shows it. */
export interface SocialLink {
  /** "Instagram", or the site's host name for a network the shop does not know. */
  label: string;
  url: string;
}

/** Who the shop is: its name, public contact address and social links (SHOP_* settings). */
export interface ShopIdentity {
  name: string;
  /** Where families may write; null: the contact form only. */
  contactEmail: string | null;
  socialLinks: SocialLink[];
}

/** The name every text of the shop is written with; a configured name replaces it. */
export const DEFAULT_SHOP_NAME = 'Storybook Shop';

/** SHOP_SOCIAL_LINKS's default: the networks' home pages, until the operator names their own. */
export const DEFAULT_SOCIAL_LINKS =
  'https://www.instagram.com/,https://www.facebook.com/,https://www.pinterest.com/';

const NETWORKS: Record<string, string> = {
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'pinterest.com': 'Pinterest',
  'tiktok.com': 'TikTok',
  'youtube.com': 'YouTube',
  'x.com': 'X',
  'twitter.com': 'X',
  'linkedin.com': 'LinkedIn',
  'threads.net': 'Threads',
  'bsky.app': 'Bluesky',
  'mastodon.social': 'Mastodon',
};

/** The label of a social link: the network's name, else its host without "www.". */
export function socialLabel(url: string): string {
  const host = new URL(url).hostname.replace(/^www\./, '');
  const known = Object.keys(NETWORKS).find((d) => host === d || host.endsWith(`.${d}`));
  return known ? NETWORKS[known]! : host;
}

function httpsUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`"${value}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`"${value}" must start with https://`);
  }
  return url.href;
}

/**
 * SHOP_SOCIAL_LINKS: URLs separated by commas, or a JSON list of URLs or of {label, url}.
 * "none" or "[]": no links. Throws with a message naming the bad entry.
 */
export function parseSocialLinks(value: string): SocialLink[] {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'none') return [];
  if (text.startsWith('[')) {
    let list: unknown;
    try {
      list = JSON.parse(text);
    } catch {
      throw new Error('is not valid JSON');
    }
    if (!Array.isArray(list)) throw new Error('must be a JSON list');
    return list.map((entry: unknown) => {
      if (typeof entry === 'string') {
        const url = httpsUrl(entry);
        return { label: socialLabel(url), url };
      }
      const item = entry as { label?: unknown; url?: unknown } | null;
      if (!item || typeof item.url !== 'string') {
        throw new Error('each entry must be a URL or {"label": "...", "url": "https://..."}');
      }
      const url = httpsUrl(item.url);
      const label = typeof item.label === 'string' && item.label.trim() ? item.label.trim() : '';
      return { label: label || socialLabel(url), url };
    });
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const url = httpsUrl(part);
      return { label: socialLabel(url), url };
    });
}

/** The element of each page the server writes the identity into, as JSON. */
export const SHOP_IDENTITY_ELEMENT_ID = 'shop-identity';

/** The shop as it is when nothing is configured. */
export const DEFAULT_SHOP: ShopIdentity = {
  name: DEFAULT_SHOP_NAME,
  contactEmail: null,
  socialLinks: parseSocialLinks(DEFAULT_SOCIAL_LINKS),
};

/** `GET /api/shop`, and the identity the server writes into each page. */
export const shopIdentitySchema: z.ZodType<ShopIdentity> = z.object({
  name: z.string().min(1).max(80),
  contactEmail: z.email().nullable(),
  socialLinks: z.array(
    z.object({ label: z.string().min(1).max(80), url: z.url({ protocol: /^https?$/ }) }),
  ),
});

/**
 * A text written with the default name, as the configured shop says it: "About Storybook Shop"
 * → "About Little Tales". The product's texts name the shop through DEFAULT_SHOP_NAME only.
 */
export function withShopName(text: string, name: string): string {
  return name === DEFAULT_SHOP_NAME ? text : text.split(DEFAULT_SHOP_NAME).join(name);
}

/** The same for every string in a value (titles, descriptions, structured data). */
export function brandValue<T>(value: T, name: string): T {
  if (name === DEFAULT_SHOP_NAME) return value;
  if (typeof value === 'string') return withShopName(value, name) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => brandValue(v, name)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, brandValue(v, name)])) as T;
  }
  return value;
}
