import { BOOK_TEXTS } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { checkStoryPdf, type PdfState, STORY_PDF_POLL_MS, storyPdfApiUrl } from './storyPdf';

const T = BOOK_TEXTS.pdfPage;
const openInThisTab = (url: string) => window.location.replace(url);

/**
 * `/stories/{id}/pdf`, opened by the admin's "Open Story PDF": says the PDF is being built while
 * it is, then opens it in this tab. A failed build, a signed-out admin or an unknown story get a
 * sentence and a way on, never the API's JSON.
 */
export function StoryPdfPage({ open = openInThisTab }: { open?: (url: string) => void }) {
  const { id = '' } = useParams();
  const [pdf, setPdf] = useState<PdfState>({ state: 'building' });
  const [attempt, setAttempt] = useState<{ n: number; retry: boolean }>({ n: 0, retry: false });

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (retry: boolean) => {
      const next = await checkStoryPdf(id, { retry });
      if (!live) return;
      setPdf(next);
      if (next.state === 'ready') open(storyPdfApiUrl(id));
      else if (next.state === 'building')
        timer = setTimeout(() => void check(false), STORY_PDF_POLL_MS);
    };
    void check(attempt.retry);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, attempt, open]);

  const tryAgain = (retry: boolean) => {
    setPdf({ state: 'building' });
    setAttempt((a) => ({ n: a.n + 1, retry }));
  };

  return (
    <main className="page page--narrow story-pdf-page">
      <h1>{T.title}</h1>
      {pdf.state === 'building' ? (
        <p role="status" aria-busy="true">
          {T.building}
        </p>
      ) : pdf.state === 'ready' ? (
        <p role="status">{T.opening}</p>
      ) : pdf.state === 'signed-out' ? (
        <p role="alert">
          {T.signIn}{' '}
          <Link to="/admin-login" className="btn btn--primary">
            {T.signInLink}
          </Link>
        </p>
      ) : pdf.state === 'not-found' ? (
        <p role="alert">{T.notFound}</p>
      ) : (
        <div role="alert">
          <p>
            {pdf.state === 'failed' ? `${T.failed} ${pdf.message ?? ''}`.trim() : T.unavailable}
          </p>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => tryAgain(pdf.state === 'failed')}
          >
            {T.tryAgain}
          </button>
        </div>
      )}
    </main>
  );
}
