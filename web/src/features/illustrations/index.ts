export { IllustrationManager } from './IllustrationManager';
export { BulkIllustrationPanel } from './BulkIllustrationPanel';
export { StoryPictures } from './StoryPictures';
export { illustrationsApi, useStoryIllustrationsQuery } from './illustrationsApi';
export { picturesApi, useStoryPicturesQuery } from './picturesApi';
