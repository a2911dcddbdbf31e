import { move, transferableSymbol, valueSymbol } from 'piscina';
import { type BookTask, type BookTaskResult, runBookTask } from '../tasks';

/**
 * A thread's answer. A layout error comes back as data: a thrown one would reach the caller as a
 * plain Error, without the name that tells a story too long for the book from other failures.
 */
export type BookThreadAnswer = BookTaskResult | { failed: { name: string; message: string } };

/** A book-layout thread: builds one file and hands its bytes back without copying. */
export default async function layOutBook(task: BookTask): Promise<BookThreadAnswer> {
  let result: BookTaskResult;
  try {
    result = await runBookTask(task);
  } catch (err) {
    return {
      failed: {
        name: err instanceof Error ? err.name : 'Error',
        message: err instanceof Error ? err.message : String(err),
      },
    };
  }
  // Transfer only a buffer the PDF owns whole (a pooled slice would take its neighbours along).
  const own =
    result.pdf.byteOffset === 0 && result.pdf.byteLength === result.pdf.buffer.byteLength
      ? result.pdf
      : new Uint8Array(result.pdf);
  const answer = { ...result, pdf: own };
  // piscina sends what `move` marks with its transfer list; the caller gets `answer`.
  return move({
    [transferableSymbol]: own.buffer,
    [valueSymbol]: answer,
  }) as unknown as BookThreadAnswer;
}
