import type { Worker } from 'bullmq';

/**
 * In a process that writes story text and draws pictures, the text comes first: the picture
 * worker takes no new job while the story worker has jobs in hand, and takes them again once it
 * has none (pictures already being drawn finish). A burst of stories is never slowed by its own
 * pictures; processes that serve only one of the two queues are not affected.
 */
export function storyTextFirst(
  story: Worker,
  pictures: Worker,
  onError: (err: unknown) => void,
): void {
  let inHand = 0;
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
    settle();
  });
  const finished = () => {
    inHand = Math.max(0, inHand - 1);
    settle();
  };
  story.on('completed', finished);
  story.on('failed', finished);
}
