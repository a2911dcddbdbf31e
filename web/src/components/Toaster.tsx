import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { toastAdded } from './toastSlice';

/** `const toast = useToast(); toast({ title, description, variant })` */
export function useToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (toast: { title: string; description?: string; variant?: 'default' | 'destructive' }) =>
      dispatch(toastAdded(toast)),
    [dispatch],
  );
}

// The toast UI (Radix Toast) is fetched with the first toast, not with the page.
const ToastList = lazy(() => import('./ToastList'));

/** Shows the store's toasts; loads the toast UI when the first one is added, then keeps it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const hasToast = useAppSelector((s) => s.toast.toasts.length > 0);
  const [loaded, setLoaded] = useState(false);
  if (hasToast && !loaded) setLoaded(true);
  return (
    <>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      ) : null}
    </>
  );
}
