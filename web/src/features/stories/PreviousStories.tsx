import { STORY_SALE_TEXTS, type StorySummary, themeLabel } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { AnimalPicture } from '../../components/AnimalPicture';
import { relativeTime } from './relativeTime';

/**
 * Shown only when there are previous stories; clicking one selects it. An open story written
 * together keeps its way back: "Continue writing together" with its share link.
 */
export function PreviousStories({
  stories,
  selectedId,
  onSelect,
}: {
  stories: readonly StorySummary[] | undefined;
  selectedId?: string;
  onSelect: (id: string) => void;
}) {
  if (!stories?.length) return null;
  return (
    <section className="previous-stories" aria-labelledby="previous-stories-title">
      <h2 id="previous-stories-title">Previous Stories</h2>
      <ul>
        {stories.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className={`previous-story${s.id === selectedId ? ' previous-story--selected' : ''}`}
              aria-pressed={s.id === selectedId}
              onClick={() => onSelect(s.id)}
            >
              <AnimalPicture animal={s.animal} size={40} alt="" />
              <span className="previous-story__text">
                <span className="previous-story__title">
                  {s.title || `A story for ${s.childName}`}
                </span>
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
          </li>
        ))}
      </ul>
    </section>
  );
}
