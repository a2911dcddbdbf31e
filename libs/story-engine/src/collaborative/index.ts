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
export { skeletonFor } from './skeleton';
