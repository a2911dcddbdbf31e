import { FAMILY_DATA_TEXTS, STORY_POLL_INTERVAL_MS } from '@shop/contracts';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PreviewBookLink } from '../features/book';
import { StoryContributions, useViewableStory } from '../features/collaborate';
import { ContinueTogether, DeleteStoryDialog, isFinal, StoryText } from '../features/stories';

/**
 * `/stories/{id}`: its creator's, or a holder of its collaborative link's. While a story written
 * together is open, both get its share link back ("Continue writing together").
 */
export function StoryViewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data: story, isLoading, isError } = useViewableStory(id);
  // A second subscription to the same cache entry polls only while the story is being written.
  useViewableStory(id, { pollingInterval: story && !isFinal(story) ? STORY_POLL_INTERVAL_MS : 0 });

  if (isLoading) {
    return (
      <main className="page page--narrow" aria-busy="true">
        <p role="status">Loading your story…</p>
      </main>
    );
  }
  if (isError || !story) {
    return (
      <main className="page page--narrow story-missing">
        <h1>Story Not Found</h1>
        <p>We couldn&apos;t find this story. It might have been deleted or the URL is incorrect.</p>
      </main>
    );
  }
  if (story.generationStatus !== 'ready') {
    return (
      <main className="page page--narrow" aria-busy="true">
        <p role="status">
          {story.generationStatus === 'failed' ? story.generationError : 'Creating your story...'}
        </p>
      </main>
    );
  }
  return (
    <main className="page page--narrow story-view">
      <ContinueTogether story={story} token={params.get('token')} />
      <StoryText story={story} headingLevel={1} token={params.get('token') ?? undefined} />
      <PreviewBookLink storyId={story.id} token={params.get('token')} />
      <StoryContributions story={story} />
      {params.get('token') ? null : <DeleteThisStory id={story.id} title={story.title} />}
    </main>
  );
}

/** The creator's Delete (a link holder has none): after it, back to the home page's list. */
function DeleteThisStory({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <section className="story-view__delete" aria-label="Delete this story">
      <DeleteStoryDialog
        story={open ? { id, title } : null}
        onOpen={() => setOpen(true)}
        onClose={(result) => {
          setOpen(false);
          if (result) void navigate('/');
        }}
        trigger={
          <button type="button" className="btn btn--ghost">
            {FAMILY_DATA_TEXTS.deleteButton} story
          </button>
        }
      />
    </section>
  );
}
