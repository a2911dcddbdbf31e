import type { Illustration, Story } from '@shop/contracts';

/** A ready regular story of two paragraphs, as `GET /api/stories/{id}` answers it. */
export const READY_STORY: Story = {
  id: '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11',
  childName: 'Mia',
  animal: 'owl',
  theme: 'courage',
  ageRange: 'preschool',
  title: 'Mia and the Path in the Dark',
  content: 'First paragraph.\n\nSecond paragraph.',
  wordCount: 1200,
  requestedWordCount: 1200,
  pronoun: 'they',
  childLook: {},
  isCollaborative: false,
  collaborationStatus: 'not_started',
  parentContributions: [],
  childContributions: [],
  generationStatus: 'ready',
  progress: 100,
  generationError: null,
  createdAt: '2026-11-21T06:00:00.000Z',
  updatedAt: '2026-11-21T06:00:00.000Z',
};

/** READY_STORY written together, its link still open for contributions. */
export const OPEN_TOGETHER_SHARE = `/collaborate/${READY_STORY.id}/tok-123`;
export const OPEN_TOGETHER: Story = {
  ...READY_STORY,
  isCollaborative: true,
  collaborationStatus: 'in_progress',
  sharePath: OPEN_TOGETHER_SHARE,
};

/** The book's pictures by their names (the animal drawing beside the title is not one). */
export const BOOK_PICTURE = /^(Book cover|Back cover|Illustration for page)/;

/** A print-ready picture of READY_STORY for a page (null: not placed). */
export const bookPicture = (id: string, pageNumber: number | null): Illustration => ({
  id,
  storyId: READY_STORY.id,
  imageUrl: `/api/files/illustrations/${id}.png`,
  previewUrl: `/api/files/illustrations/${id}.webp`,
  printReady: true,
  source: 'operator',
  pageNumber,
  pageContent: null,
  sequenceOrder: 0,
  createdAt: '2026-11-21T06:00:00.000Z',
});

/** A ready regular story as the checkout and book pages read it. */
export const STORY = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Mia and the Brave Fox',
  animal: 'fox',
  childName: 'Mia',
  theme: 'kindness',
  generationStatus: 'ready',
  isCollaborative: false,
  collaborationStatus: 'not_started',
};
