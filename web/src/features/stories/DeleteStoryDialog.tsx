import { deletionSummary, FAMILY_DATA_TEXTS, type StoryDeletion } from '@shop/contracts';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toaster';
import { useDeleteStoryMutation } from './storiesApi';

export interface DeleteStoryDialogProps {
  /** The story to delete; null: the dialog is closed. */
  story: { id: string; title: string } | null;
  onClose: (result: StoryDeletion | undefined) => void;
  /** Its own button (the story page); a list opens the dialog itself. */
  trigger?: ReactNode;
  onOpen?: () => void;
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * "Delete this story?", then what was deleted and what is kept (and why) from the server's
 * answer. Closing after a deletion hands the result to `onClose`.
 */
export function DeleteStoryDialog({
  story,
  onClose,
  trigger,
  onOpen,
  fallbackFocus,
}: DeleteStoryDialogProps) {
  const [remove, deletion] = useDeleteStoryMutation();
  const toast = useToast();
  const result = deletion.data;
  const summary = result ? deletionSummary(result) : null;

  async function onConfirm() {
    if (!story) return;
    try {
      await remove(story.id).unwrap();
    } catch (err) {
      toast({
        title: FAMILY_DATA_TEXTS.deleteErrorTitle,
        description: errorMessage(err),
        variant: 'destructive',
      });
    }
  }

  return (
    <ConfirmDialog
      open={!!story}
      onOpenChange={(open) => {
        if (open) {
          onOpen?.();
          return;
        }
        onClose(result);
        deletion.reset();
      }}
      trigger={trigger}
      title={
        summary
          ? summary.kept
            ? FAMILY_DATA_TEXTS.keptTitle
            : FAMILY_DATA_TEXTS.deletedTitle
          : FAMILY_DATA_TEXTS.deleteConfirmTitle
      }
      description={
        <>
          {story ? <p className="delete-dialog__story">“{story.title}”</p> : null}
          <p>{FAMILY_DATA_TEXTS.deleteConfirmText}</p>
        </>
      }
      outcome={
        summary ? (
          <>
            {summary.deleted.length ? (
              <>
                <p>Deleted:</p>
                <ul aria-label="Deleted">
                  {summary.deleted.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {summary.kept ? <p>{summary.kept}</p> : null}
          </>
        ) : undefined
      }
      confirmLabel={FAMILY_DATA_TEXTS.deleteConfirm}
      cancelLabel={FAMILY_DATA_TEXTS.deleteCancel}
      onConfirm={() => void onConfirm()}
      busy={deletion.isLoading}
      destructive
      fallbackFocus={fallbackFocus}
    />
  );
}
