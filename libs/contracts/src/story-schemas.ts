import * as zm from 'zod/mini';
import { PRONOUNS } from './child-profile';
import { childLookSchema } from './child-profile-schemas';
import { COLLABORATION_STATUSES, GENERATION_STATUSES } from './stories';

/** A story as the API returns it. */
export const storySchema = zm.object({
  id: zm.uuid(),
  childName: zm.string(),
  animal: zm.string(),
  theme: zm.string(),
  ageRange: zm.string(),
  title: zm.string(),
  content: zm.string(),
  wordCount: zm.int(),
  requestedWordCount: zm.int(),
  /** How the story refers to the child after the first mention on each page. */
  pronoun: zm.enum(PRONOUNS),
  /** The child's look as the parent chose it; `{}` when nothing was chosen. */
  childLook: childLookSchema,
  /** The parent's message for the book's first page; null when none was written. */
  dedication: zm.optional(zm.nullable(zm.string())),
  isCollaborative: zm.boolean(),
  collaborationStatus: zm.enum(COLLABORATION_STATUSES),
  parentContributions: zm.array(zm.string()),
  childContributions: zm.array(zm.string()),
  generationStatus: zm.enum(GENERATION_STATUSES),
  /** 0-100 while the job runs. */
  progress: zm.int().check(zm.gte(0), zm.lte(100)),
  generationError: zm.nullable(zm.string()),
  /** The paragraph each book page starts at (pictures go there); absent without a page plan. */
  pageStarts: zm.optional(zm.nullable(zm.array(zm.int()))),
  /**
   * The story's pictures so far (cover, pages, back cover): drawn after the text is ready, so
   * poll the pictures until `complete`. Absent on answers that don't report pictures.
   */
  illustrations: zm.optional(
    zm.object({
      /** Pages of the full set that hold a picture. */
      ready: zm.int().check(zm.gte(0)),
      /** Pages of the full set (cover, story pages, back cover). */
      total: zm.int().check(zm.gte(0)),
      complete: zm.boolean(),
      /** More are being drawn (the story's picture jobs are queued or running). */
      drawing: zm.boolean(),
    }),
  ),
  createdAt: zm.string(),
  updatedAt: zm.string(),
  /** Ordered (a paid order or a test order): its writing can no longer change. */
  ordered: zm.optional(zm.boolean()),
  /**
   * `/collaborate/{id}/{token}` of a story written together, only for its creator and the
   * link's holder; absent otherwise.
   */
  sharePath: zm.optional(zm.nullable(zm.string())),
});
export type Story = zm.infer<typeof storySchema>;
export type StoryIllustrationsSummary = NonNullable<Story['illustrations']>;

/** One row of `GET /api/stories` (the caller's own stories, newest first). */
export const storySummarySchema = zm.pick(storySchema, {
  id: true,
  title: true,
  theme: true,
  animal: true,
  childName: true,
  isCollaborative: true,
  collaborationStatus: true,
  generationStatus: true,
  createdAt: true,
  sharePath: true,
});
export type StorySummary = zm.infer<typeof storySummarySchema>;

export const storyIdParamSchema = zm.object({
  id: zm.uuid({ error: 'Story not found' }),
});
