/**
 * pdf.js, loaded only when a preview is opened (its own chunk: never in the home route's bundle).
 * The parsing runs in pdf.js's own web worker.
 */
export interface LoadedPdf {
  numPages: number;
  /**
   * Draws page n (1-based) into the canvas at the given CSS width, with at least two device
   * pixels per CSS pixel (three on screens that have them): pictures and type stay sharp.
   */
  renderPage(n: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void>;
  /** The words printed on page n, in reading order (page numbers left out). */
  pageText(n: number): Promise<string>;
  destroy(): Promise<void>;
}

/** Device pixels per CSS pixel the page is drawn with, at least. */
const MIN_PIXEL_RATIO = 2;

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
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, MIN_PIXEL_RATIO), 3);
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
    async pageText(n) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const words = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((str) => str.trim() && !/^\d+$/.test(str.trim()));
      return words.join(' ').replace(/\s+/g, ' ').trim();
    },
    destroy: () => doc.destroy(),
  };
}
