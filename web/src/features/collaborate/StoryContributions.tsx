import type { Story } from '@shop/contracts';
import { useId } from 'react';
import './collaborate.css';

/**
 * On the story view of a collaborative story: what the parent and the child wrote: every
 * part each of them added, not only the first.
 */
export function StoryContributions({
  story,
}: {
  story: Pick<
    Story,
    'isCollaborative' | 'parentContributions' | 'childContributions' | 'childName'
  >;
}) {
  const id = useId();
  if (!story.isCollaborative) return null;
  const groups = [
    { key: 'parent', title: "Parent's Contribution", parts: story.parentContributions },
    { key: 'child', title: `${story.childName}'s Contribution`, parts: story.childContributions },
  ].filter((g) => g.parts.length > 0);
  if (!groups.length) return null;
  return (
    <section className="ct-contributions" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ct-section-title">
        Written Together
      </h2>
      <div className="ct-contributions__grid">
        {groups.map((g) => (
          <div key={g.key} className={`ct-card ct-part--${g.key}`}>
            <h3 className="ct-contributions__title">{g.title}</h3>
            {g.parts.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}
