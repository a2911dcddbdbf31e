import { BOOK_PREVIEW_POLL_INTERVAL_MS, type BookFileStatus } from '@shop/contracts';

/** The API's print PDF of a story (the file itself once built; 202 while it is built). */
export const storyPdfApiUrl = (storyId: string, retry = false) =>
  `/api/stories/${encodeURIComponent(storyId)}/pdf${retry ? '?retry=1' : ''}`;

/** The web page that waits for the PDF and then opens it. */
export const storyPdfPath = (storyId: string) => `/stories/${encodeURIComponent(storyId)}/pdf`;

export type PdfState =
  | { state: 'building' }
  | { state: 'ready' }
  | { state: 'failed'; message?: string }
  | { state: 'signed-out' }
  | { state: 'not-found' }
  | { state: 'unavailable' };

/**
 * Asks where the PDF stands. HEAD, so a built PDF is not downloaded twice (here, then by the
 * tab that shows it); a failed build is asked again with GET for the reason.
 */
export async function checkStoryPdf(
  storyId: string,
  { retry = false, fetchFn = fetch }: { retry?: boolean; fetchFn?: typeof fetch } = {},
): Promise<PdfState> {
  let res: Response;
  try {
    res = await fetchFn(storyPdfApiUrl(storyId, retry), {
      method: retry ? 'GET' : 'HEAD',
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  } catch {
    return { state: 'unavailable' };
  }
  if (res.status === 200 && !retry) return { state: 'ready' };
  if (res.status === 200) return { state: 'building' };
  if (res.status === 202) return { state: 'building' };
  if (res.status === 401) return { state: 'signed-out' };
  if (res.status === 404) return { state: 'not-found' };
  if (res.status === 500) {
    if (retry) return { state: 'failed' };
    try {
      const detail = await fetchFn(storyPdfApiUrl(storyId), {
        credentials: 'include',
        headers: { accept: 'application/json' },
      });
      const body = (await detail.json()) as BookFileStatus;
      if (body.status === 'failed') return { state: 'failed', message: body.message };
    } catch {
      // no reason to show: the plain sentence will do
    }
    return { state: 'failed' };
  }
  return { state: 'unavailable' };
}

export const STORY_PDF_POLL_MS = BOOK_PREVIEW_POLL_INTERVAL_MS;
