import * as zm from 'zod/mini';
import { MESSAGES } from './messages';

/** The page the e-mailed link opens; the token rides in the fragment, so no server log sees it. */
export const MY_STORIES_PATH = '/my-stories';

/** How long an e-mailed link works, in minutes. */
export const MY_STORIES_LINK_MINUTES = 30;

/** The link in the e-mail for a token. */
export function myStoriesLinkPath(token: string): string {
  return `${MY_STORIES_PATH}#${token}`;
}

/** Texts of "My stories on any device": the form, its answers, the page the link opens. */
export const MY_STORIES_TEXTS = {
  heading: 'Get my stories on another device',
  intro:
    'We’ll e-mail you a link. Open it on your other phone or computer and your stories appear there. Open a link here too, and both share one list.',
  emailLabel: 'Your e-mail address',
  emailHint: 'The one you used at checkout, or for an earlier link.',
  submit: 'Send me a link',
  sending: 'Sending…',
  /** The same answer whether or not the address is known: it never tells who has stories here. */
  sent: `If we know this address, a link is on its way. It works once, for ${MY_STORIES_LINK_MINUTES} minutes. Check your inbox (and the spam folder).`,
  error: 'We couldn’t send the link just now. Please try again later.',
  tooMany: 'Too many requests for a link. Please wait a little and try again.',
  unavailable: 'Links are briefly unavailable. Please try again in a minute.',
  pageTitle: 'Your stories on this device',
  claiming: 'Bringing your stories to this device…',
  claimed: (n: number) =>
    n === 1
      ? '1 story is now in Previous Stories on this device.'
      : `${n} stories are now in Previous Stories on this device.`,
  claimedNone:
    'The link worked, but there are no stories yet. From now on, a story you make here or on your other device shows on both.',
  seeStories: 'See my stories',
  invalidLink: `This link has expired or was already used. Ask for a new one: links work once, for ${MY_STORIES_LINK_MINUTES} minutes.`,
  noToken: 'This page opens from the link in our e-mail. Ask for a link on the home page.',
  askAgain: 'Ask for a new link',
  /** In the parent's download, beside the addresses kept with their browser. */
  exportNote:
    'E-mail addresses you proved in this browser by opening a link we sent you. We keep them only to bring your stories to the browsers you open such a link in; they go with this browser’s last story.',
} as const;

const email = zm.pipe(
  zm.string({ error: MESSAGES.contact.email }).check(zm.trim(), zm.toLowerCase()),
  zm.email({ error: MESSAGES.contact.email }).check(zm.maxLength(254, MESSAGES.contact.email)),
);

/** `POST /api/my-stories/link`: where to send the link. */
export const myStoriesLinkRequestSchema = zm.object({ email });
export type MyStoriesLinkRequest = zm.input<typeof myStoriesLinkRequestSchema>;

export const myStoriesLinkSentSchema = zm.object({
  sent: zm.literal(true),
  message: zm.string(),
});
export type MyStoriesLinkSent = zm.infer<typeof myStoriesLinkSentSchema>;

/** A link's token: 256 random bits, base64url (43 characters). */
export const myStoriesClaimSchema = zm.object({
  token: zm
    .string({ error: MY_STORIES_TEXTS.invalidLink })
    .check(zm.regex(/^[A-Za-z0-9_-]{43}$/, MY_STORIES_TEXTS.invalidLink)),
});
export type MyStoriesClaim = zm.input<typeof myStoriesClaimSchema>;

/** `POST /api/my-stories/claim`: how many stories this browser gained, and has now. */
export const myStoriesClaimedSchema = zm.object({
  attached: zm.number(),
  total: zm.number(),
  message: zm.string(),
});
export type MyStoriesClaimed = zm.infer<typeof myStoriesClaimedSchema>;
