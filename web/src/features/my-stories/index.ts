export { MyStoriesLinkForm } from './MyStoriesLinkForm';
export { MyStoriesPage } from './MyStoriesPage';
