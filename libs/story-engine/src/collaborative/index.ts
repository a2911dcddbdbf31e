export {
  collaborativeTitle,
  planCollaborativePrompts,
  type CollaborativeCast,
  type PlannedPrompt,
} from './prompts';
export {
  weaveCollaborativeStory,
  type WeaveContribution,
  type WeaveRequest,
  type WovenPage,
  type WovenStory,
} from './weave';
export {
  parseSkeleton,
  skeletonFor,
  TOGETHER_DIR,
  TOGETHER_PROMPTS,
  type Skeleton,
  type SkeletonPrompt,
} from './skeleton';
