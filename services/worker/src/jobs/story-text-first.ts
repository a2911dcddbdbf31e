import type { Worker } from 'bullmq';

/**
 * How long the story worker must have had no job in hand before pictures are drawn again: stories
 * posted in a burst arrive a few at a time, and a picture taken between two of them would still be
 * drawn while the next ones wait for the processor.
 */
const PICTURES_AFTER_QUIET_MS = 1_000;

/**
 * In a process that writes story text and draws pictures, the text comes first: the picture
 * worker takes no new job while the story worker has jobs in hand, and takes them again once it
 * has had none for `quietMs` (pictures already being drawn finish). A burst of stories is never
 * slowed by its own pictures; processes that serve only one of the two queues are not affected.
 */
export function storyTextFirst(
  story: Worker,
  pictures: Worker,
  onError: (err: unknown) => void,
  quietMs = PICTURES_AFTER_QUIET_MS,
): void {
  let inHand = 0;
  let quiet: NodeJS.Timeout | undefined;
  // pause() and resume() take turns, so a resume never overtakes the pause before it.
  let turn: Promise<void> = Promise.resolve();
  const settle = () => {
    turn = turn
      .then(async () => {
        if (inHand > 0 && !pictures.isPaused()) await pictures.pause(true);
        else if (inHand === 0 && pictures.isPaused()) pictures.resume();
      })
      .catch(onError);
  };
  story.on('active', () => {
    inHand += 1;
    clearTimeout(quiet);
    quiet = undefined;
    settle();
  });
  const finished = () => {
    inHand = Math.max(0, inHand - 1);
    if (inHand > 0 || quiet) return;
    quiet = setTimeout(() => {
      quiet = undefined;
      settle();
    }, quietMs);
    quiet.unref();
  };
  story.on('completed', finished);
  story.on('failed', finished);
}
