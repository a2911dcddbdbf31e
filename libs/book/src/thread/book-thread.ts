import { parentPort } from 'node:worker_threads';
import { type BookTask, runBookTask } from '../tasks';

/** A book-layout thread: builds one file at a time and hands its bytes back without copying. */
parentPort!.on('message', ({ id, task }: { id: number; task: BookTask }) => {
  runBookTask(task).then(
    (result) => {
      // Transfer only a buffer the PDF owns whole (a pooled slice would take its neighbours along).
      const own =
        result.pdf.byteOffset === 0 && result.pdf.byteLength === result.pdf.buffer.byteLength
          ? result.pdf
          : new Uint8Array(result.pdf);
      parentPort!.postMessage({ id, ok: true, result: { ...result, pdf: own } }, [
        own.buffer as ArrayBuffer,
      ]);
    },
    (err: unknown) =>
      parentPort!.postMessage({
        id,
        ok: false,
        message: err instanceof Error ? err.message : String(err),
        name: err instanceof Error ? err.name : 'Error',
      }),
  );
});
