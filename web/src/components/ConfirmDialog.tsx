import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger?: ReactNode;
  title: string;
  /** What happens if the visitor confirms. */
  description: ReactNode;
  /** Replaces the question and its buttons (e.g. the outcome once done), with a Close button. */
  outcome?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  /** The confirm button is red: the action can't be undone. */
  destructive?: boolean;
  /** Where focus goes on close when the trigger is gone (the thing it acted on was deleted). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * A modal question before an action that can't be undone. Radix Dialog: focus moves in and
 * stays in while it is open, Escape and Cancel close it, and focus returns to the trigger (or to
 * `fallbackFocus` when the trigger was removed). Full width on a phone.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  outcome,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  destructive = false,
  fallbackFocus,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // What had focus before the dialog opened: without a Trigger, Radix gives focus back to nothing.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="confirm-dialog__overlay" />
        <Dialog.Content
          className="confirm-dialog"
          // The safe choice has focus first.
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            cancelRef.current?.focus();
          }}
          onCloseAutoFocus={(e) => {
            // Radix gives focus back to its Trigger; without one, to what opened the dialog. If
            // that is gone (the thing it acted on was deleted), to `fallbackFocus`.
            if (trigger) return;
            e.preventDefault();
            const back = opener.current?.isConnected ? opener.current : fallbackFocus?.();
            back?.focus();
          }}
        >
          <Dialog.Title className="confirm-dialog__title">{title}</Dialog.Title>
          {outcome ? (
            <>
              <div className="confirm-dialog__body" role="status">
                {outcome}
              </div>
              <div className="confirm-dialog__actions">
                <Dialog.Close asChild>
                  <button type="button" className="btn btn--primary" ref={cancelRef}>
                    Close
                  </button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description asChild>
                <div className="confirm-dialog__body">{description}</div>
              </Dialog.Description>
              <div className="confirm-dialog__actions">
                <Dialog.Close asChild>
                  <button type="button" className="btn btn--ghost" ref={cancelRef} disabled={busy}>
                    {cancelLabel}
                  </button>
                </Dialog.Close>
                <button
                  type="button"
                  className={destructive ? 'btn btn--danger' : 'btn btn--primary'}
                  onClick={onConfirm}
                  disabled={busy}
                  aria-busy={busy}
                >
                  {confirmLabel}
                </button>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
