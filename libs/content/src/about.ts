import { BOOK } from '@shop/contracts';
import { SITE } from './site';

export interface Feature {
  title: string;
  text: string;
}

/** The About page: mission, story features, custom-book features, and the call to action. */
export const ABOUT = {
  title: `About ${SITE.name}`,
  intro:
    'We make stories in which your child is the hero: their name, their favorite animal, and a theme that matters to your family right now.',
  mission: {
    heading: 'Our Mission',
    paragraphs: [
      'Children fall in love with reading when stories feel like they belong to them. A story with their own name in it, about an animal they adore, facing something they are facing too (a first day at school, a new sibling, learning to share), turns reading time into something they ask for.',
      `${SITE.name} helps parents and carers of children aged ${SITE.ages} create those stories in a few minutes, read them together at bedtime, and keep the best ones as a printed book. Every story is written for one child, with language and length suited to their age.`,
    ],
  },
  storyFeatures: {
    heading: 'Stories Made for Your Child',
    items: [
      {
        title: 'Your child is the hero',
        text: 'Enter your child’s first name and choose from 14 animal companions, from a curious fox to a gentle dragon.',
      },
      {
        title: 'Themes that help them grow',
        text: 'Pick a social and emotional theme such as kindness or courage, a learning theme such as numbers or nature, or a problem-solving theme such as never giving up.',
      },
      {
        title: 'Just right for their age',
        text: 'Five age ranges, from toddlers (simple words and repetition) to middle schoolers (richer vocabulary and more complex plots).',
      },
      {
        title: 'The length you have time for',
        text: 'Choose between 1,000 and 2,000 words. About 1,000 words takes 5–7 minutes to read aloud.',
      },
      {
        title: 'Write it together',
        text: 'In Create Together mode, you and your child each write parts of the story through a shared link, and we weave them into one tale.',
      },
      {
        title: 'Private to you',
        text: 'Your stories are tied to your browser and never listed publicly. Only you, anyone you share a Create Together link with, and our team when preparing your book can open them.',
      },
    ] satisfies Feature[],
  },
  bookFeatures: {
    heading: 'A Book to Keep',
    intro: `Turn any story into a printed book for ${SITE.bookPrice} (plus sales tax where applicable).`,
    items: [
      {
        title: 'Premium hardcover',
        text: `A sturdy ${BOOK.pages}-page hardcover made to survive many bedtimes.`,
      },
      {
        title: 'Full color illustrations',
        text: 'Every page is printed in full color, with illustrations of your child’s story and animal companion.',
      },
      {
        title: 'Personal touches',
        text: 'Tell us a little about your child when you order, and add notes for the illustrator if you like.',
      },
      {
        title: 'Printed to order',
        text: `Each book is printed just for you and delivered in ${SITE.deliveryBusinessDays} business days.`,
      },
    ] satisfies Feature[],
  },
  cta: {
    heading: 'Ready to create a story?',
    text: 'It takes a minute to start, and your child can hear their story tonight.',
    button: 'Create Your Story Now',
  },
} as const;
