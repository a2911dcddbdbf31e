/**
 * What the shop does with families' data, as configured: how long each kind of data is kept and
 * which outside services receive some of it. The API builds these facts from its configuration
 * (`GET /api/privacy`); the privacy page and the notices before a child writes quote them.
 * Texts and helpers only (no zod): the home page's story form shows the notice.
 */

export interface PrivacyFacts {
  retention: {
    /** How often the shop deletes what is due, in minutes. */
    checkEveryMinutes: number;
    /** A story without an order is deleted this many days after its last visit. */
    unorderedStoryDays: number;
    /**
     * A story its parent deleted while it had an order goes, with the child's details, this many
     * days after its last order was delivered or cancelled.
     */
    orderedStoryDays: number;
    /** Contact messages are deleted this many days after they were sent. */
    contactMessageDays: number;
    /** Orders (buyer's name, address, e-mails) are deleted this many years after they were placed. */
    orderYears: number;
  };
  /** The outside services that receive data, by name; null: nobody outside the shop does it. */
  processors: {
    /** Writes the story text (null: the shop's own story engine, on its own servers). */
    storyWriter: string | null;
    /** Draws the pictures (null: the shop's own illustrator, on its own servers). */
    illustrator: string | null;
    /** Takes card payments (null: card payments are switched off). */
    payments: string | null;
    /** Prints and ships books (null: the shop sends the book files to its printer itself). */
    printing: string | null;
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "180 days", "1 day", "7 years". */
export const retentionDays = (n: number) => plural(n, 'day');
export const retentionYears = (n: number) => plural(n, 'year');

/** "every hour", "every day", "every 15 minutes", "every 6 hours". */
export function everyText(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'every day' : `every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}

/** When a story its parent deleted while it was ordered finally goes. */
export function orderedStoryEnd(days: number): string {
  return days === 0
    ? 'as soon as its last order is delivered or cancelled'
    : `${retentionDays(days)} after its last order is delivered or cancelled`;
}

/** Who writes and draws a story, in a sentence fragment. */
export function storyProcessorsText({ processors: p }: PrivacyFacts): string {
  const writer = p.storyWriter
    ? `${p.storyWriter} writes the story from these details`
    : 'our own story engine writes the story on our servers';
  const artist = p.illustrator
    ? `${p.illustrator} draws its pictures`
    : 'our own illustrator draws its pictures on our servers';
  return `${writer}; ${artist}`;
}

/** The short notice shown before a child writes (story form and Create Together pages). */
export function dataNoticeItems(facts: PrivacyFacts): string[] {
  const { retention: r, processors: p } = facts;
  const paidBy = p.payments ? `${p.payments} takes the payment` : 'no card payment is taken';
  const printedBy = p.printing
    ? `${p.printing} prints and ships it`
    : 'we send the book file to our printer';
  return [
    'What we keep: your child’s first name, pronoun, the animal, theme and age range, the look you choose (never a photo), the words you and your child write, and the story and pictures made from them. No surname, school or address is needed: please leave them out.',
    `Who processes it: ${storyProcessorsText(facts)}. If you order a book, ${paidBy} and ${printedBy}.`,
    `How long: a story you never order is deleted ${retentionDays(r.unorderedStoryDays)} after your last visit to it. An ordered story is kept for its order; if you delete it, it goes with your child’s details ${orderedStoryEnd(r.orderedStoryDays)}.`,
    'How to delete it: press Delete on the story or in Previous Stories, at any time. “Download my stories” gives you your own copy first.',
  ];
}

export const DATA_NOTICE_TITLE = 'Before you write: your child’s information';
