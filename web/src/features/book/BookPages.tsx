import { ChevronLeft, ChevronRight } from 'lucide-react';
import { BOOK_TEXTS } from '@shop/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type LoadedPdf, loadPdf } from './pdfRenderer';

const MAX_WIDTH = 560;

/**
 * Pages through a PDF one page at a time: previous / next, arrow keys, swipes. On a phone the
 * page's words also show under it in reading size (a page drawn 360 px wide sets them small).
 */
export function BookPages({ url, pageCount }: { url: string; pageCount: number }) {
  const [pdf, setPdf] = useState<LoadedPdf | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);
  const [text, setText] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const touchX = useRef<number | null>(null);
  const total = pdf?.numPages ?? pageCount;

  useEffect(() => {
    let alive = true;
    let loaded: LoadedPdf | null = null;
    loadPdf(url).then(
      (doc) => {
        loaded = doc;
        if (alive) setPdf(doc);
        else void doc.destroy();
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
      void loaded?.destroy();
    };
  }, [url]);

  useEffect(() => {
    const measure = () => setWidth(Math.min(MAX_WIDTH, frame.current?.clientWidth || MAX_WIDTH));
    const observer = new ResizeObserver(measure);
    if (frame.current) observer.observe(frame.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    pdf.renderPage(page, canvas.current, width || MAX_WIDTH).catch(() => setFailed(true));
  }, [pdf, page, width]);

  useEffect(() => {
    if (!pdf) return;
    let alive = true;
    pdf.pageText(page).then(
      (t) => alive && setText(t),
      () => alive && setText(''),
    );
    return () => {
      alive = false;
    };
  }, [pdf, page]);

  const go = (delta: number) => setPage((p) => Math.min(total, Math.max(1, p + delta)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
  };

  if (failed) return <p role="alert">{BOOK_TEXTS.failed}</p>;
  return (
    <section className="book-pages" aria-label={BOOK_TEXTS.previewTitle}>
      <div
        ref={frame}
        className="book-pages__frame"
        tabIndex={0}
        onKeyDown={onKey}
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          go(end < start ? 1 : -1);
        }}
      >
        {pdf ? null : <p role="status">{BOOK_TEXTS.building}</p>}
        <canvas
          ref={canvas}
          className="book-pages__canvas"
          role="img"
          aria-label={BOOK_TEXTS.pageOf(page, total)}
        />
      </div>
      {/* The page's words as text: large enough to read on a phone, and for screen readers. */}
      {text ? (
        <p className="book-pages__text" data-testid="page-text">
          {text}
        </p>
      ) : null}
      <nav className="book-pages__nav" aria-label="Book pages">
        <button type="button" onClick={() => go(-1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" size={18} />
          {BOOK_TEXTS.previous}
        </button>
        <span aria-live="polite" data-testid="page-indicator">
          {BOOK_TEXTS.pageOf(page, total)}
        </span>
        <button type="button" onClick={() => go(1)} disabled={!pdf || page >= total}>
          {BOOK_TEXTS.next}
          <ChevronRight aria-hidden="true" size={18} />
        </button>
      </nav>
    </section>
  );
}
