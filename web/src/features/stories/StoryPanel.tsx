import {
  ILLUSTRATION_PAGES,
  type Story,
  splitParagraphs,
  typographic,
  STORY_FROZEN_TEXTS,
  STORY_PANEL_TEXTS,
} from '@shop/contracts';
import { Fragment, type ReactNode } from 'react';
import { AnimalPicture } from '../../components/AnimalPicture';
import { picturesByParagraph, StoryPicture, useStoryPictures } from '../illustrations';
import { ReadAloud } from '../read-aloud';
import { BuyBookButton } from './BuyBookButton';
import './stories.css';

/**
 * Title, animal, paragraphs split on blank lines, and the buy button (only for a finished
 * story); with the story's cover, page and back-cover pictures when it has them.
 * `token`: the collaborative link's, when the reader holds it rather than owning the story.
 */
export function StoryText({
  story,
  headingLevel = 2,
  token,
}: {
  story: Story;
  headingLevel?: 1 | 2;
  token?: string;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // Pictures are drawn after the text: they appear one by one while the set is being drawn.
  const pictures = useStoryPictures(story.id, token, story.illustrations);
  // Shown (and read aloud) with book typography: curly quotes and apostrophes, real dashes.
  const content = typographic(story.content);
  const paragraphs = splitParagraphs(content);
  const pagePictures = picturesByParagraph(pictures, paragraphs.length, story.pageStarts);
  const cover = pictures.get(ILLUSTRATION_PAGES.cover);
  const backCover = pictures.get(ILLUSTRATION_PAGES.backCover);
  return (
    <article className="story">
      {cover ? <StoryPicture picture={cover} /> : null}
      <div className="story__header">
        <AnimalPicture animal={story.animal} size={96} animated />
        <Heading className="story__title">{typographic(story.title)}</Heading>
      </div>
      <ReadAloud title={typographic(story.title)} content={content} />
      <div className="story__text">
        {paragraphs.map((p, i) => (
          <Fragment key={i}>
            {pagePictures.get(i)?.map((picture) => (
              <StoryPicture key={picture.id} picture={picture} />
            ))}
            <p>{p}</p>
          </Fragment>
        ))}
      </div>
      {backCover ? <StoryPicture picture={backCover} /> : null}
      <BuyBookButton story={story} token={token} />
    </article>
  );
}

interface StoryPanelProps {
  story?: Story;
  loading: boolean;
  onAnotherVersion?: () => void;
  anotherVersionBusy?: boolean;
  /** Shown under "Write another version": the story's earlier versions. */
  versions?: ReactNode;
}

/**
 * The home page's story panel: empty, loading (with the job's progress) or the story. One status
 * line, kept across the states, tells a screen reader "Creating your story...", then the title:
 * never the whole story.
 */
export function StoryPanel({
  story,
  loading,
  onAnotherVersion,
  anotherVersionBusy = false,
  versions,
}: StoryPanelProps) {
  const ready = !loading && story?.generationStatus === 'ready';
  const state = loading ? 'loading' : ready ? 'story' : 'empty';
  return (
    <section className={`story-panel story-panel--${state}`} aria-busy={loading || undefined}>
      <p role="status" className={loading ? 'story-panel__status' : 'visually-hidden'}>
        {loading ? STORY_PANEL_TEXTS.creating : ready ? STORY_PANEL_TEXTS.ready(story.title) : ''}
      </p>
      {loading ? (
        <>
          <AnimalPicture animal={story?.animal ?? 'sleepy'} size={120} animated />
          <div
            className="progress"
            role="progressbar"
            aria-label="Story progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={story?.progress ?? 0}
          >
            <div
              className="progress__bar"
              style={{ width: `${Math.max(5, story?.progress ?? 0)}%` }}
            />
          </div>
        </>
      ) : !ready || !story ? (
        <>
          <AnimalPicture animal="sleepy" size={160} />
          <h2>Ready for a bedtime adventure?</h2>
          <p>Fill in the form and we&apos;ll write a story starring your child.</p>
        </>
      ) : (
        <>
          <StoryText story={story} />
          {onAnotherVersion && (
            <>
              <button
                type="button"
                className="btn btn--ghost btn--block"
                onClick={story.ordered ? undefined : onAnotherVersion}
                disabled={anotherVersionBusy || !!story.ordered}
                aria-describedby={story.ordered ? 'story-frozen-reason' : undefined}
              >
                Write another version
              </button>
              {story.ordered ? (
                <p id="story-frozen-reason" className="story-panel__note">
                  {STORY_FROZEN_TEXTS.reason}
                </p>
              ) : null}
              {versions}
            </>
          )}
        </>
      )}
    </section>
  );
}
