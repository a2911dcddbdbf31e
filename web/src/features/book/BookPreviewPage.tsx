import { ArrowLeft } from 'lucide-react';
import { BOOK_PREVIEW_POLL_INTERVAL_MS, BOOK_TEXTS, STORY_FROZEN_TEXTS } from '@shop/contracts';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useViewableStory } from '../collaborate';
import { BookPages } from './BookPages';
import { useGetBookPreviewQuery, useRetryBookPreviewMutation } from './bookApi';
import { BuyBookButton } from '../stories';
import { DedicationField } from './DedicationField';
import { StoryTextEditor } from './StoryTextEditor';
import './book.css';

/**
 * `/stories/{id}/book`: the real 24-page interior at screen resolution, for the family to page
 * through before ordering, and (for the story's creator, until it is paid for) its corrections.
 */
export function BookPreviewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? undefined;
  const story = useViewableStory(id);
  const args = { storyId: id, token };
  const ready = story.data?.generationStatus === 'ready';
  const preview = useGetBookPreviewQuery(args, { skip: !ready });
  // A second subscription polls only while the preview is being built.
  useGetBookPreviewQuery(args, {
    skip: !ready,
    pollingInterval: preview.data?.status === 'building' ? BOOK_PREVIEW_POLL_INTERVAL_MS : 0,
  });
  const [retry, retryState] = useRetryBookPreviewMutation();
  const back = token ? `/stories/${id}?token=${encodeURIComponent(token)}` : `/stories/${id}`;

  if (story.isError) {
    return (
      <main className="page page--narrow">
        <h1>Story Not Found</h1>
        <p>We couldn&apos;t find this story. It might have been deleted or the URL is incorrect.</p>
      </main>
    );
  }
  const data = preview.data;
  return (
    <main className="page page--narrow book-preview-page">
      <p>
        <Link to={back} className="book-back-link">
          <ArrowLeft aria-hidden="true" size={16} />
          Back to the story
        </Link>
      </p>
      <h1>
        {BOOK_TEXTS.previewTitle}
        {story.data?.title ? `: ${story.data.title}` : ''}
      </h1>
      {!story.data || !ready || preview.isLoading || data?.status === 'building' ? (
        <p role="status" aria-busy="true">
          {BOOK_TEXTS.building}
        </p>
      ) : preview.isError || data?.status === 'failed' ? (
        <div role="alert">
          <p>{data?.message ?? BOOK_TEXTS.failed}</p>
          <button
            type="button"
            className="book-button"
            disabled={retryState.isLoading}
            onClick={() => void retry(args)}
          >
            {BOOK_TEXTS.tryAgain}
          </button>
        </div>
      ) : data?.url ? (
        <BookPages url={data.url} pageCount={data.pageCount ?? 24} />
      ) : null}
      {story.data && data ? (
        <DedicationField story={story.data} editable={data.editable === true} />
      ) : null}
      {story.data && data?.editable ? <StoryTextEditor story={story.data} /> : null}
      {story.data?.ordered ? (
        <p className="book-preview-page__note">{STORY_FROZEN_TEXTS.reason}</p>
      ) : null}
      {story.data ? (
        <div className="book-preview-page__order">
          <BuyBookButton
            story={story.data}
            token={token}
            className="book-button book-button--primary"
          />
        </div>
      ) : null}
    </main>
  );
}
