/** Texts of the blog pages. */
export const BLOG_TEXTS = {
  heading: 'Storybook Shop Blog',
  intro:
    'Ideas for parents and carers: reading together, bedtime routines, big feelings, and how stories help children grow.',
  searchPlaceholder: 'Search articles...',
  allCategories: 'All Categories',
  readMore: 'Read More',
  noResultsTitle: 'No articles found',
  noResultsHint: "Try adjusting your search or category selection to find what you're looking for.",
  resetFilters: 'Reset Filters',
  backToBlog: 'Back to Blog',
  share: 'Share',
  linkCopied: 'Link copied to clipboard!',
  tagsHeading: 'Tags',
  ctaHeading: 'Create a Story Your Child Will Love',
  ctaText:
    'Make your child the hero of a story with their favorite animal, written for their age in a minute, and read it together tonight.',
  ctaButton: 'Create Your Story Now',
} as const;
