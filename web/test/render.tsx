/** The one render for component tests: the app's real store, toasts and router around a page. */
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, matchPath, Route, Routes } from 'react-router-dom';
import { makeStore } from '../src/app/store';
import { ToastProvider } from '../src/components/Toaster';

/**
 * Stand-ins for the pages a component may send the visitor to: a test asserts where it went
 * by their words. Any other address shows "elsewhere".
 */
const STAND_INS: Record<string, ReactNode> = {
  '/': <p>home page</p>,
  '/admin': <p>admin page</p>,
  '/admin/emails': <p>e-mails page</p>,
  '*': <p>elsewhere</p>,
};

export interface RenderOptions {
  /** The address the test starts at (a path, or a path with router state). */
  route?: string | { pathname: string; state: unknown };
  /** The route pattern `element` is mounted at. */
  path?: string;
  /** More or other stand-in pages by address (e.g. the sign-in page of the admin). */
  standIns?: Record<string, ReactNode>;
}

/**
 * Renders `element` at `route` (matched by `path`) inside the app's store, router and toasts.
 * Stand-ins whose address `path` itself covers are left out, so the element is what shows there.
 */
export function renderWithApp(
  element: ReactElement,
  { route = '/', path = '/', standIns = {} }: RenderOptions = {},
) {
  const store = makeStore();
  const others = Object.entries({ ...STAND_INS, ...standIns }).filter(
    ([address]) => address === '*' || !matchPath(path, address),
  );
  const utils = render(
    <Provider store={store}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            {others.map(([address, page]) => (
              <Route key={address} path={address} element={page} />
            ))}
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
  return { store, ...utils };
}
