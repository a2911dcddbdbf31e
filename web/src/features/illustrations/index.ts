/**
 * A story's pictures: the reader's view (on the home page, so kept apart from the admin's
 * manager in the bundle: this index only re-exports) and the operator's manager and bulk runs.
 */
export { BulkIllustrationPanel } from './BulkIllustrationPanel';
export { IllustrationManager } from './IllustrationManager';
export { picturesByParagraph, StoryPicture, useStoryPictures } from './StoryPictures';
export { picturesApi, useStoryPicturesQuery } from './picturesApi';
