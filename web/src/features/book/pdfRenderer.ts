/**
 * pdf.js, loaded only when a preview is opened (its own chunk: never in the home route's bundle).
 * The parsing runs in pdf.js's own web worker.
 */
export interface LoadedPdf {
  numPages: number;
  /** Draws page n (1-based) into the canvas at the given CSS width. */
  renderPage(n: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  destroy(): Promise<void>;
}

export async function loadPdf(url: string): Promise<LoadedPdf> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ url, withCredentials: true }).promise;
  let current: { cancel(): void } | null = null;
  return {
    numPages: doc.numPages,
    async renderPage(n, canvas, cssWidth) {
      current?.cancel();
      const page = await doc.getPage(n);
      const base = page.getViewport({ scale: 1 });
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      const viewport = page.getViewport({ scale: (cssWidth / base.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${cssWidth}px`;
      canvas.style.height = `${(cssWidth * base.height) / base.width}px`;
      const task = page.render({ canvas, viewport });
      current = task;
      try {
        await task.promise;
      } catch (err) {
        // A newer page was asked for meanwhile.
        if ((err as { name?: string }).name !== 'RenderingCancelledException') throw err;
      }
    },
    destroy: () => doc.destroy(),
  };
}
