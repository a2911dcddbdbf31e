import { isFlatScene, isPageScene, type FlatScene, type PageScene } from '@shop/contracts';
import { characterSheet, sceneFor } from '../builtin/scene';
import { BACK_COVER_PAGE, COVER_PAGE, type IllustrationRequest } from '../types';

/** One style for the whole book, word for word on every page, so the pictures match. */
const BOOK_STYLE =
  "Soft, warm children's picture-book illustration: flat vector shapes with gentle gradients, rounded friendly forms, " +
  'thick dark-brown outlines, bright but gentle colours, simple uncluttered background, square composition. ' +
  'No text, letters, numbers or logos anywhere in the picture.';

const words = (s: string) => s.replace(/-/g, ' ');

/** The page's scene in plain words: place, light, weather, season, who, doing what, with what. */
function sceneWords(req: IllustrationRequest, scene: FlatScene): string {
  const who = [
    ...(scene.child ? [req.childName] : []),
    ...(scene.companion ? [req.petName ?? `the ${req.animal}`] : []),
    ...scene.cast.map((c) => `a ${words(c)}`),
  ];
  const place =
    req.scene && !isFlatScene(req.scene) && !isPageScene(req.scene)
      ? req.scene.setting
      : `a ${words(scene.setting)}`;
  if (req.scene && isPageScene(req.scene)) return pageWords(req, req.scene, place);
  return [
    `Setting: ${place}, ${scene.season}, ${scene.timeOfDay}, ${scene.weather} weather.`,
    `In the picture: ${who.join(', ') || 'nobody'}.`,
    scene.child ? `${req.childName}'s pose: ${scene.pose}.` : '',
    scene.keyObject
      ? `The ${words(scene.keyObject)} is large and clearly visible near ${req.childName}.`
      : '',
    scene.action ? `What happens: ${scene.action}` : '',
    `Mood: ${scene.mood}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

const CAMERA_WORDS = {
  wide: 'a wide shot: small figures in the whole place',
  medium: 'a medium shot: the figures full length',
  close: 'a close-up: faces and hands, cropped at the waist',
} as const;
const EYE_WORDS = {
  level: 'at eye level',
  low: 'from low down, looking up',
  high: 'from above, looking down',
} as const;

/** A page scene in plain words: the camera, who does what toward whom, the object in its state. */
function pageWords(req: IllustrationRequest, scene: PageScene, place: string): string {
  const name = (who: string) =>
    who === 'child'
      ? req.childName
      : who === 'companion'
        ? (req.petName ?? `the ${req.animal}`)
        : who === 'object' && scene.object
          ? `the ${words(scene.object.prop)}`
          : `the ${words(scene.figures.find((f) => f.who === who)?.kind ?? who)}`;
  const acts = scene.figures.map(
    (f) =>
      `${name(f.who)} ${words(f.pose)}s${f.toward ? ` toward ${name(f.toward)}` : ''}${f.mood ? `, ${f.mood}` : ''}`,
  );
  const obj = scene.object;
  return [
    `Setting: ${place}, ${scene.season}, ${scene.timeOfDay}, ${scene.weather} weather.`,
    `Camera: ${CAMERA_WORDS[scene.framing]}, ${EYE_WORDS[scene.viewpoint]}.`,
    `In the picture: ${acts.join('; ') || 'nobody'}.`,
    obj
      ? `The ${words(obj.prop)} is ${obj.state}${obj.holder && obj.state !== 'lost' ? `, held by ${name(obj.holder)}` : ''}; draw it exactly so.`
      : '',
    scene.action ? `What happens: ${scene.action}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The prompt: the book's fixed style and character descriptions (the same words on every page),
 * then this page's scene. Only the scene part changes from page to page.
 */
export function illustrationPrompt(req: IllustrationRequest): string {
  const sheet = characterSheet(req);
  const scene = sceneFor(req);
  let shot: string;
  if (req.pageNumber === COVER_PAGE) {
    shot = `Book cover picture for "${req.title}": ${req.childName} and ${req.petName ?? `the ${req.animal}`} side by side in the middle of the picture, whole bodies visible, smiling at the viewer, in a ${words(scene.setting)} on a sunny afternoon. Keep the top third and the bottom fifth calm (sky and grass) for the title and the name.`;
  } else if (req.pageNumber === BACK_COVER_PAGE) {
    shot = `Back cover picture: ${req.petName ?? `the ${req.animal}`} sitting sleepily under a starry night sky, calm and cosy.`;
  } else {
    shot = `Page ${req.pageNumber + 1}. ${sceneWords(req, scene)}`;
  }
  const notes = req.child?.notes?.trim()
    ? ` (the family's notes about ${req.childName}: ${req.child.notes.trim().slice(0, 300)})`
    : '';
  return [
    `Style: ${BOOK_STYLE}`,
    `Main characters, drawn exactly like this on every page: ${sheet.child}${notes}. ${sheet.animal}.`,
    shot,
  ].join('\n');
}
