export { CollaboratePage, CollaborativeStoryView } from './CollaboratePage';
export { CreateCollaborativePage } from './CreateCollaborativePage';
export { CreateTogetherForm, type CreateTogetherFormProps } from './CreateTogetherForm';
export { StoryContributions } from './StoryContributions';
export { collaborateApi } from './collaborateApi';
export { useViewableStory } from './useViewableStory';
