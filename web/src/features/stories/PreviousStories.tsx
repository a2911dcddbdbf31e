import {
  FAMILY_DATA_TEXTS,
  STORIES_EXPORT_PATH,
  STORY_SALE_TEXTS,
  type StoryDeletion,
  type StorySummary,
  themeLabel,
} from '@shop/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { AnimalPicture } from '../../components/AnimalPicture';
import { DeleteStoryDialog } from './DeleteStoryDialog';
import { relativeTime } from './relativeTime';

const titleOf = (s: Pick<StorySummary, 'title' | 'childName'>) =>
  s.title || `A story for ${s.childName}`;

/**
 * Shown only when there are previous stories; clicking one selects it. An open story written
 * together keeps its way back: "Continue writing together" with its share link. Each story can
 * be deleted (after a confirmation), and every story downloaded as one zip file.
 */
export function PreviousStories({
  stories,
  selectedId,
  onSelect,
  onDeleted,
}: {
  stories: readonly StorySummary[] | undefined;
  selectedId?: string;
  onSelect: (id: string) => void;
  /** A story is gone (or kept only for its order). */
  onDeleted?: (id: string, result: StoryDeletion) => void;
}) {
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  if (!stories?.length && !deleting) return null;
  return (
    <section className="previous-stories" aria-labelledby="previous-stories-title">
      <div className="previous-stories__head">
        <h2 id="previous-stories-title" ref={heading} tabIndex={-1}>
          Previous Stories
        </h2>
        <a
          className="previous-stories__download"
          href={STORIES_EXPORT_PATH}
          download
          title={FAMILY_DATA_TEXTS.downloadHint}
        >
          {FAMILY_DATA_TEXTS.download}
        </a>
      </div>
      <DeleteStoryDialog
        story={deleting}
        onClose={(result) => {
          const gone = deleting;
          setDeleting(null);
          if (gone && result) onDeleted?.(gone.id, result);
        }}
        fallbackFocus={() => heading.current}
      />
      <ul>
        {(stories ?? []).map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={`previous-story${s.id === selectedId ? ' previous-story--selected' : ''}`}
              aria-pressed={s.id === selectedId}
              onClick={() => onSelect(s.id)}
            >
              <AnimalPicture animal={s.animal} size={40} alt="" />
              <span className="previous-story__text">
                <span className="previous-story__title">{titleOf(s)}</span>
                <span className="previous-story__meta">
                  {themeLabel(s.theme)} · {relativeTime(s.createdAt)}
                </span>
              </span>
            </button>
            {s.isCollaborative && s.collaborationStatus !== 'complete' && s.sharePath ? (
              <Link className="previous-story__continue" to={s.sharePath}>
                {STORY_SALE_TEXTS.continueTogether}
              </Link>
            ) : null}
            <button
              type="button"
              className="previous-story__delete"
              aria-label={`${FAMILY_DATA_TEXTS.deleteButton} “${titleOf(s)}”`}
              onClick={() => setDeleting({ id: s.id, title: titleOf(s) })}
            >
              {FAMILY_DATA_TEXTS.deleteButton}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
