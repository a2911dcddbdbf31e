/** The printed book: its preview and text editor, the dedication, and the story PDF. */
export { BookPreviewPage } from './BookPreviewPage';
export { DedicationField } from './DedicationField';
export { PreviewBookLink } from './PreviewBookLink';
export { StoryPdfPage } from './StoryPdfPage';
export { storyPdfPath } from './storyPdf';
