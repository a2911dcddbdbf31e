import { type Story, STORY_PANEL_TEXTS } from '@shop/contracts';
import { errorMessage } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { relativeTime } from './relativeTime';
import { useListStoryVersionsQuery, useRestoreStoryVersionMutation } from './storiesApi';

const T = STORY_PANEL_TEXTS;

/**
 * "Earlier versions" under the story: each one "Write another version" kept, with a way back to
 * it (asked first), until the story is ordered (the ordered version is the one printed).
 */
export function StoryVersions({ story, onRestored }: { story: Story; onRestored: () => void }) {
  const { data: versions } = useListStoryVersionsQuery(story.id, { skip: !!story.ordered });
  const [restore, restoring] = useRestoreStoryVersionMutation();
  const toast = useToast();
  if (story.ordered || !versions?.length) return null;

  async function goBack(revision: number) {
    if (!window.confirm(T.confirmGoBack)) return;
    try {
      await restore({ id: story.id, revision }).unwrap();
      toast({ title: T.wentBack });
      onRestored();
    } catch (err) {
      toast({ title: T.noSuchVersion, description: errorMessage(err), variant: 'destructive' });
    }
  }

  return (
    <section className="story-versions" aria-labelledby="story-versions-heading">
      <h3 id="story-versions-heading">{T.versionsHeading}</h3>
      <ul>
        {versions.map((v) => (
          <li key={v.revision} className="story-versions__item">
            <p className="story-versions__title">{v.title}</p>
            <p className="story-versions__meta">
              {T.words(v.wordCount)} · {relativeTime(v.writtenAt)}
            </p>
            <p className="story-versions__opening">{v.opening}</p>
            <button
              type="button"
              className="btn btn--ghost"
              disabled={restoring.isLoading}
              onClick={() => void goBack(v.revision)}
              aria-label={`${T.goBack}: ${v.title}`}
            >
              {T.goBack}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
