import { COLLABORATE_PATH, MY_STORIES_PATH } from '@shop/contracts';

/** What the operator sees in place of a link's secret part (hiding it twice changes nothing). */
export const HIDDEN_LINK_SECRET = '…';

/**
 * A link's secret: the shop's tokens are base64url, here also written percent-encoded. Anything
 * else ends it, so a comma or a bracket after a link in a sentence stays.
 */
const SECRET = '(?:[\\w-]|%[0-9A-Fa-f]{2})+';

/**
 * The links whose secret lets whoever opens them act as the family: the "my stories" link
 * (its fragment signs a browser in to the family's stories) and a story's co-writing link (its
 * token writes into the story as parent or child). Each pattern keeps the link up to its secret
 * (group 1) so it still says where it leads.
 *
 * Not secret from the operator, so shown as they are: the order status link (the admin opens it
 * from every order), the newsletter's unsubscribe link (the operator's subscriber export carries
 * it; it only lets one leave the newsletter), tracking links and the shop's own pages.
 */
const SECRET_LINKS: readonly RegExp[] = [
  new RegExp(`(${MY_STORIES_PATH}#)${SECRET}`, 'g'),
  new RegExp(`(${COLLABORATE_PATH}/[^/?#\\s"'<>]+/)${SECRET}`, 'g'),
];

/**
 * The text (or HTML) of a message as the operator may read it: every secret link's secret
 * replaced by HIDDEN_LINK_SECRET, the rest as written. Only what the admin shows passes through
 * here; the stored message, and so the mail the family gets, keeps the working link.
 */
export function hideSecretLinks(text: string): string {
  return SECRET_LINKS.reduce((out, link) => out.replace(link, `$1${HIDDEN_LINK_SECRET}`), text);
}
