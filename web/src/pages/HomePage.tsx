import * as Tabs from '@radix-ui/react-tabs';
import {
  BOOK,
  formatUsd,
  type GenerateStoryRequest,
  STORY_PANEL_TEXTS,
  STORY_POLL_INTERVAL_MS,
} from '@shop/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../api/errors';
import { useToast } from '../components/Toaster';
import { DataNotice } from '../features/legal';
import { MyStoriesLinkForm } from '../features/my-stories';
import {
  CraftStoryForm,
  isFinal,
  PreviousStories,
  StoryPanel,
  StoryVersions,
  useGenerateStoryMutation,
  useGetStoryQuery,
  useListStoriesQuery,
  useRegenerateStoryMutation,
} from '../features/stories';

// Radix mounts a tab's content only while it is shown: the Create Together feature (the form
// and its schema) loads when a parent opens that tab, not with the home page.
const CreateTogetherForm = lazy(async () => ({
  default: (await import('../features/collaborate')).CreateTogetherForm,
}));

/** Home: story creation. Generation is a job: the panel polls until it is done. */
export function HomePage() {
  const toast = useToast();
  const [currentId, setCurrentId] = useState<string>();
  const [generate, generation] = useGenerateStoryMutation();
  const [regenerate, regeneration] = useRegenerateStoryMutation();
  const { data: stories } = useListStoriesQuery();
  const { data: story } = useGetStoryQuery(currentId ?? skipToken);
  const writing = !!story && !isFinal(story);
  // A second subscription to the same cache entry polls only while the job runs.
  useGetStoryQuery(currentId ?? skipToken, {
    pollingInterval: writing ? STORY_POLL_INTERVAL_MS : 0,
  });

  // Tell the parent once when a job ends in failure (an "Error Creating Story" toast).
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (story?.generationStatus !== 'failed') return;
    const key = `${story.id}@${story.updatedAt}`;
    if (reported.current === key) return;
    reported.current = key;
    console.error('Error generating story', story.generationError);
    toast({
      title: 'Error Creating Story',
      description: story.generationError ?? 'Please try again.',
      variant: 'destructive',
    });
  }, [story, toast]);

  async function onSubmit(values: GenerateStoryRequest) {
    try {
      const created = await generate(values).unwrap();
      setCurrentId(created.id);
    } catch (err) {
      console.error('Error generating story', err);
      toast({
        title: 'Error Creating Story',
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  // After another version is written, the reader is taken to its top (on a phone the panel is
  // far below the button that asked for it).
  const panel = useRef<HTMLDivElement>(null);
  const awaitingVersion = useRef(false);
  useEffect(() => {
    if (!awaitingVersion.current || !story || !isFinal(story)) return;
    awaitingVersion.current = false;
    panel.current?.scrollIntoView({ block: 'start' });
  }, [story]);

  async function onAnotherVersion() {
    if (!currentId) return;
    if (!window.confirm(STORY_PANEL_TEXTS.confirmAnotherVersion)) return;
    try {
      await regenerate(currentId).unwrap();
      awaitingVersion.current = true;
    } catch (err) {
      toast({
        title: 'Error Creating Story',
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  const busy = generation.isLoading || writing;
  return (
    <main className="home">
      <section className="hero">
        <h1>Bedtime stories starring your child</h1>
        <p>
          Pick a favorite animal and a theme, and we&apos;ll write an original story with your child
          as the hero. Love it? Order it as a {BOOK.pages}-page hardcover book for{' '}
          {formatUsd(BOOK.priceCents)}.
        </p>
      </section>

      <div className="home__grid">
        <div className="card home__form">
          <Tabs.Root defaultValue="craft">
            <Tabs.List className="mode-tabs" aria-label="How to create your story">
              <Tabs.Trigger value="craft" className="mode-tabs__tab">
                Craft Your Story
              </Tabs.Trigger>
              <Tabs.Trigger value="together" className="mode-tabs__tab">
                Create Together
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="craft">
              <CraftStoryForm busy={busy} onSubmit={onSubmit} notice={<DataNotice />} />
              <PreviousStories
                stories={stories}
                selectedId={currentId}
                onSelect={setCurrentId}
                onDeleted={(id) => {
                  if (id === currentId) setCurrentId(undefined);
                }}
              />
              <MyStoriesLinkForm />
            </Tabs.Content>
            <Tabs.Content value="together">
              {/* The new story shows in the story panel at once (it is ready: its parts so far). */}
              <Suspense fallback={<p className="mode-tabs__loading">Loading...</p>}>
                <DataNotice />
                <CreateTogetherForm onCreated={(created) => setCurrentId(created.story.id)} />
              </Suspense>
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <div className="card home__panel" ref={panel}>
          <StoryPanel
            story={story}
            loading={busy}
            onAnotherVersion={story?.isCollaborative ? undefined : onAnotherVersion}
            anotherVersionBusy={regeneration.isLoading || writing}
            versions={
              story && !story.isCollaborative ? (
                <StoryVersions
                  story={story}
                  onRestored={() => panel.current?.scrollIntoView({ block: 'start' })}
                />
              ) : null
            }
          />
        </div>
      </div>

      <section className="features" aria-label="Why families love it">
        <article className="feature">
          <h2>Write it together</h2>
          <p>
            Share a link and let your child add their own ideas, part by part, from their own
            device.
          </p>
          <Link to="/create-collaborative">Start a story together</Link>
        </article>
        <article className="feature">
          <h2>Stories that help children grow</h2>
          <p>
            Kindness, courage, counting or colors: every theme is woven gently into the adventure.
          </p>
          <Link to="/blog/benefits-personalized-stories-child-development">
            Why personalized stories help
          </Link>
        </article>
        <article className="feature">
          <h2>A keepsake hardcover</h2>
          <p>
            {BOOK.format}, printed and shipped within {BOOK.deliveryBusinessDays} business days for{' '}
            {formatUsd(BOOK.priceCents)}.
          </p>
          <Link to="/">Create your story</Link>
        </article>
      </section>
    </main>
  );
}
