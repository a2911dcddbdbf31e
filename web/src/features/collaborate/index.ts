/**
 * Writing a story together: the shared story page, creating one (the page and the home
 * page's tab), the parents' and children's parts, and reading a story by id or share link.
 */
export { CollaboratePage } from './CollaboratePage';
export { CreateCollaborativePage } from './CreateCollaborativePage';
export { CreateTogetherForm } from './CreateTogetherForm';
export { StoryContributions } from './StoryContributions';
export { useViewableStory } from './useViewableStory';
