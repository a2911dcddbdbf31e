/**
 * Stories: the shared story pieces every story feature builds on (the stories API, the child
 * profile fields, the story text and the buy button) and the home page's craft form and lists.
 */
export { BUY_LABEL, BuyBookButton, ContinueTogether } from './BuyBookButton';
export { ChildProfileFields } from './ChildProfileFields';
export { CraftStoryForm } from './CraftStoryForm';
export { DeleteStoryDialog } from './DeleteStoryDialog';
export { PreviousStories } from './PreviousStories';
export { StoryPanel, StoryText } from './StoryPanel';
export { StoryVersions } from './StoryVersions';
export {
  isFinal,
  storiesApi,
  useGenerateStoryMutation,
  useGetStoryQuery,
  useListStoriesQuery,
  useRegenerateStoryMutation,
} from './storiesApi';
