import { characterSheet } from '../builtin/scene';
import { BACK_COVER_PAGE, COVER_PAGE, type IllustrationRequest } from '../types';

/** One style for the whole book, word for word on every page, so the pictures match. */
export const BOOK_STYLE =
  "Soft, warm children's picture-book illustration: flat vector shapes with gentle gradients, rounded friendly forms, " +
  'thick dark-brown outlines, bright but gentle colours, simple uncluttered background, square composition. ' +
  'No text, letters, numbers or logos anywhere in the picture.';

/**
 * The prompt: the book's fixed style and character sheet (identical on every page), then this
 * page's scene. Only the scene part changes from page to page.
 */
export function illustrationPrompt(req: IllustrationRequest): string {
  const sheet = characterSheet(req);
  const scene = req.scene;
  let shot: string;
  if (req.pageNumber === COVER_PAGE) {
    shot = `Book cover picture for "${req.title}": ${req.childName} and ${req.petName ?? `the ${req.animal}`} side by side, smiling at the viewer${scene ? `, in ${scene.setting}` : ''}, on a sunny afternoon.`;
  } else if (req.pageNumber === BACK_COVER_PAGE) {
    shot = `Back cover picture: ${req.petName ?? `the ${req.animal}`} curled up asleep under a starry night sky, calm and cosy.`;
  } else if (scene) {
    shot =
      `Page ${req.pageNumber + 1}. Setting: ${scene.setting}. Time of day: ${scene.timeOfDay}. Weather: ${scene.weather}. ` +
      `Characters: ${scene.characters.join(', ') || `${req.childName} and the ${req.animal}`}. What happens: ${scene.action}. Mood: ${scene.mood}.`;
  } else {
    shot = `Page ${req.pageNumber + 1}: ${req.childName} and the ${req.animal} on an adventure. ${(req.pageText ?? '').slice(0, 600)}`;
  }
  return [
    `Style: ${BOOK_STYLE}`,
    `Main characters, drawn exactly like this on every page: ${sheet.animal}. ${sheet.child}.`,
    `Colours: ${sheet.palette}.`,
    shot,
  ].join('\n');
}
