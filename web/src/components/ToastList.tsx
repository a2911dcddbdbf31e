import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY, toastDismissed, toastRemoved } from './toastSlice';

/**
 * The toasts (Radix): one at a time, auto-close after 5000 ms, swipe right past 50 px to
 * dismiss, F8 focuses the viewport; the viewport is 420 px wide at most on medium screens up.
 * Loaded with the first toast (ToastProvider).
 */
export default function ToastList() {
  const toasts = useAppSelector((s) => s.toast.toasts);
  const dispatch = useAppDispatch();
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    for (const toast of toasts) {
      if (!toast.open && !pending.has(toast.id)) {
        pending.set(
          toast.id,
          setTimeout(() => {
            pending.delete(toast.id);
            dispatch(toastRemoved(toast.id));
          }, TOAST_REMOVE_DELAY),
        );
      }
    }
  }, [toasts, dispatch]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notification"
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dispatch(toastDismissed(t.id));
          }}
          className={`toast toast--${t.variant}`}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <div className="toast__body">
            <Toast.Title className="toast__title">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="toast__description">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close className="toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}
