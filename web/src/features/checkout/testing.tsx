import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components/Toaster';

/** Renders `element` at `route` (matched by `path`) with the store, toasts and a home page stub. */
export function renderRoute(
  element: ReactElement,
  { route, path }: { route: string; path: string },
) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/admin" element={<p>admin page</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

export const STORY = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Mia and the Brave Fox',
  animal: 'fox',
  childName: 'Mia',
  theme: 'kindness',
  generationStatus: 'ready',
  isCollaborative: false,
  collaborationStatus: 'not_started',
};

/** A mutation hook's trigger whose `.unwrap()` resolves through `impl`. */
export function mutation(impl: jest.Mock) {
  return (arg: unknown) => ({ unwrap: () => impl(arg) });
}
