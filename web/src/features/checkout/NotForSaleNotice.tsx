import { notForSaleReason, type Story } from '@shop/contracts';
import { BuyBookButton } from '../stories';

/**
 * Before the form, when the story can't be ordered yet (still being written, written together
 * but unfinished, or failed): the reason, and for a story written together the way back to it.
 */
export function NotForSaleNotice({ story, token }: { story: Story; token?: string }) {
  const reason = notForSaleReason(story);
  if (!reason) return null;
  return (
    <div className="checkout-notice checkout-notice--warning" role="alert">
      {story.isCollaborative && story.collaborationStatus !== 'complete' ? (
        <BuyBookButton
          story={story}
          token={token}
          className="checkout-button checkout-button--primary"
        />
      ) : (
        <p>{reason}</p>
      )}
    </div>
  );
}
