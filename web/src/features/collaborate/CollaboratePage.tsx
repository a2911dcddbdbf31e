import {
  ageGroup,
  animalLabel,
  BOOK,
  COLLABORATION_TEXTS,
  type CollaborativeStory,
  type ContributionView,
  formatUsd,
  splitParagraphs,
  type StoryPart,
} from '@shop/contracts';
import { useEffect, useId, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useToast } from '../../components/Toaster';
import { DataNotice } from '../legal';
import { AddYourPart } from './AddYourPart';
import {
  COLLABORATIVE_POLL_MS,
  type CollaborativeKey,
  useGetCollaborativeStoryQuery,
  useGetContributionsQuery,
  useGetPromptsQuery,
} from './collaborateApi';
import { copyText } from '../../components/clipboard';
import { ShareLinkControl } from './ShareLinkControl';
import './collaborate.css';

/** Nothing more will change once the story is complete and woven (or weaving failed for good). */
function isSettled(story: CollaborativeStory | undefined): boolean {
  return (
    !!story &&
    story.collaborationStatus === 'complete' &&
    (story.generationStatus === 'ready' || story.generationStatus === 'failed')
  );
}

/** `/collaborate/{storyId}/{token}`: both writers' page. Refreshes every 5 seconds. */
export function CollaboratePage() {
  const { storyId = '', token = '' } = useParams();
  return <CollaborativeStoryView collab={{ storyId, token }} />;
}

function CollaborativeStoryView({ collab }: { collab: CollaborativeKey }) {
  const story = useGetCollaborativeStoryQuery(collab, { pollingInterval: COLLABORATIVE_POLL_MS });
  const settled = isSettled(story.data);
  const pollingInterval = settled ? 0 : COLLABORATIVE_POLL_MS;
  const prompts = useGetPromptsQuery(collab, { pollingInterval });
  const contributions = useGetContributionsQuery(collab, { pollingInterval });
  const toast = useToast();
  const titleId = useId();
  // Polling stops once the story is settled: read the parts one last time, so the other
  // writer's final part (seen first through the story) is counted and listed too.
  const { refetch: refetchPrompts } = prompts;
  const { refetch: refetchContributions } = contributions;
  const seenOpen = useRef(false);
  const loaded = !!story.data;
  useEffect(() => {
    if (!loaded) return;
    if (!settled) {
      seenOpen.current = true;
      return;
    }
    if (!seenOpen.current) return;
    seenOpen.current = false;
    void refetchPrompts();
    void refetchContributions();
  }, [loaded, settled, refetchPrompts, refetchContributions]);

  useEffect(() => {
    if (story.data?.title) document.title = `${story.data.title} | Create Together`;
  }, [story.data?.title]);

  if (story.isError || prompts.isError || contributions.isError) {
    return (
      <main className="ct-page">
        <section className="ct-card ct-not-found" role="alert">
          <h1>{COLLABORATION_TEXTS.notFoundTitle}</h1>
          <p>{COLLABORATION_TEXTS.notFoundText}</p>
          <Link className="ct-button" to="/create-collaborative">
            Start a new story together
          </Link>
        </section>
      </main>
    );
  }
  if (!story.data || !prompts.data || !contributions.data) {
    return (
      <main className="ct-page">
        <p className="ct-loading" role="status">
          Loading your story...
        </p>
      </main>
    );
  }

  const s = story.data;
  const done = prompts.data.filter((p) => p.completed).length;
  const total = prompts.data.length;
  const complete = s.collaborationStatus === 'complete';

  async function onShare() {
    if (await copyText(window.location.href)) toast({ title: COLLABORATION_TEXTS.linkCopied });
    else
      toast({
        title: 'Copy failed',
        description: 'Copy the address from the address bar.',
        variant: 'destructive',
      });
  }

  return (
    <main className="ct-page" aria-labelledby={titleId}>
      <header className="ct-card ct-header">
        <p className="ct-eyebrow">Create Together</p>
        <h1 id={titleId} className="ct-header__title">
          {s.title}
        </h1>
        <dl className="ct-header__meta">
          <div>
            <dt>Child</dt>
            <dd>{s.childName}</dd>
          </div>
          <div>
            <dt>Animal</dt>
            <dd>{animalLabel(s.animal)}</dd>
          </div>
          <div>
            <dt>Age range</dt>
            <dd>{ageGroup(s.ageRange)?.label ?? s.ageRange}</dd>
          </div>
        </dl>
        <div className="ct-progress">
          <div
            className="ct-progress__bar"
            role="progressbar"
            aria-label="Story progress"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
          >
            <div
              className="ct-progress__fill"
              style={{ width: `${total ? (done / total) * 100 : 0}%` }}
            />
          </div>
          <p className="ct-progress__text">
            {done} of {total} parts completed
          </p>
        </div>
        <div className="ct-header__actions">
          <button type="button" className="ct-button ct-button--secondary" onClick={onShare}>
            Share Story Link
          </button>
          {s.viewerIsCreator ? <ShareLinkControl collab={collab} /> : null}
        </div>
      </header>

      {complete ? null : <DataNotice className="ct-notice" />}

      {complete ? <CompleteStoryCard story={s} collab={collab} /> : null}

      <div className={complete ? 'ct-layout ct-layout--single' : 'ct-layout'}>
        <StorySoFar contributions={contributions.data} childName={s.childName} />
        {complete ? null : (
          <AddYourPart
            collab={collab}
            prompts={prompts.data}
            childName={s.childName}
            animal={s.animal}
          />
        )}
      </div>
    </main>
  );
}

function StorySoFar({
  contributions,
  childName,
}: {
  contributions: readonly ContributionView[];
  childName: string;
}) {
  const id = useId();
  return (
    <section className="ct-card ct-so-far" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ct-section-title">
        Story So Far
      </h2>
      {contributions.length === 0 ? (
        <p className="ct-muted">No parts yet: be the first to write!</p>
      ) : (
        <ol className="ct-so-far__list" aria-live="polite">
          {contributions.map((c) => (
            <li key={c.id} className={`ct-part ct-part--${c.contributorType}`}>
              <span className="ct-part__author">
                {c.contributorType === 'parent' ? 'Parent' : `Child (${childName})`}
              </span>
              {splitParagraphs(c.content).map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const AUTHOR_LABEL: Record<StoryPart['author'], string> = {
  parent: "Parent's words",
  child: "Child's words",
  narrator: 'Narration',
};

function CompleteStoryCard({
  story,
  collab,
}: {
  story: CollaborativeStory;
  collab: CollaborativeKey;
}) {
  const id = useId();
  const query = `?token=${encodeURIComponent(collab.token)}`;
  const weaving = story.generationStatus === 'queued' || story.generationStatus === 'generating';
  return (
    <section className="ct-card ct-complete" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ct-section-title">
        Complete Story
      </h2>
      {weaving ? (
        <p className="ct-loading" role="status">
          Putting your story together...
        </p>
      ) : null}
      {story.parts ? (
        <>
          <ul className="ct-legend" aria-label="Who wrote what">
            {(['parent', 'child', 'narrator'] as const).map((a) => (
              <li key={a} className={`ct-legend__item ct-part--${a}`}>
                {AUTHOR_LABEL[a]}
              </li>
            ))}
          </ul>
          <div className="ct-complete__text">
            {story.parts.map((part, i) => (
              <p
                key={i}
                className={`ct-woven ct-part--${part.author}`}
                title={AUTHOR_LABEL[part.author]}
              >
                {part.text}
              </p>
            ))}
          </div>
        </>
      ) : (
        <div className="ct-complete__text">
          {splitParagraphs(story.content).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      <div className="ct-form__actions">
        <Link className="ct-button" to={`/checkout/${story.id}${query}`}>
          Buy Custom Storybook - {formatUsd(BOOK.priceCents)}
        </Link>
        <Link className="ct-button ct-button--secondary" to={`/stories/${story.id}${query}`}>
          View as Regular Story
        </Link>
      </div>
    </section>
  );
}
