import {
  BOOK,
  collaboratePath,
  formatUsd,
  notForSaleReason,
  type Story,
  STORY_SALE_TEXTS,
} from '@shop/contracts';
import { Link } from 'react-router-dom';

export const BUY_LABEL = `Buy Custom Storybook - ${formatUsd(BOOK.priceCents)}`;

/** The story's share link: the server gives it to its creator; a link holder has its token. */
function sharePathFor(story: Story, token?: string | null): string | null {
  if (story.sharePath) return story.sharePath;
  return story.isCollaborative && token ? collaboratePath(story.id, token) : null;
}

/**
 * The buy button, only for a finished story. A story written together that is not complete gets
 * "Finish writing together first", leading back to the shared page, with the reason.
 */
export function BuyBookButton({
  story,
  token,
  className = 'btn btn--primary btn--block',
}: {
  story: Story;
  token?: string | null;
  className?: string;
}) {
  const reason = notForSaleReason(story);
  if (reason === STORY_SALE_TEXTS.unfinishedTogether) {
    const path = sharePathFor(story, token);
    return (
      <div className="story-buy story-buy--unfinished">
        <p className="story-buy__reason">{reason}</p>
        {path ? (
          <Link className={className} to={path}>
            {STORY_SALE_TEXTS.finishFirst}
          </Link>
        ) : (
          <p className={className} aria-disabled="true">
            {STORY_SALE_TEXTS.finishFirst}
          </p>
        )}
      </div>
    );
  }
  if (reason) return null;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return (
    <Link className={className} to={`/checkout/${story.id}${query}`}>
      {BUY_LABEL}
    </Link>
  );
}

/** "Continue writing together" with the share link, while a story written together is open. */
export function ContinueTogether({ story, token }: { story: Story; token?: string | null }) {
  const path = sharePathFor(story, token);
  if (!story.isCollaborative || story.collaborationStatus === 'complete' || !path) return null;
  const href = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;
  return (
    <section className="story-continue" aria-label={STORY_SALE_TEXTS.continueTogether}>
      <Link className="btn btn--ghost" to={path}>
        {STORY_SALE_TEXTS.continueTogether}
      </Link>
      <p className="story-continue__link">
        Your share link: <a href={href}>{href}</a>
      </p>
    </section>
  );
}
