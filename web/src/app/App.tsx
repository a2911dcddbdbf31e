import * as Tooltip from '@radix-ui/react-tooltip';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { readShopIdentity, ShopProvider } from '../components/shop';
import { ToastProvider } from '../components/Toaster';
import { AppRoutes } from './routes';
import { makeStore } from './store';

/**
 * What every page sits in: the shop's identity (written into the page by the server), the store, tooltips (open after 700 ms, 300 ms when moving between
 * them) and toasts. The outer error boundary catches what fails outside a page (each page has
 * its own inside the layout). The prerendered home page (prerender.tsx) uses the same frame.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  const [shop] = useState(() => readShopIdentity());
  return (
    <ErrorBoundary>
      <ShopProvider shop={shop}>
        <Provider store={store}>
          <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
            <ToastProvider>{children}</ToastProvider>
          </Tooltip.Provider>
        </Provider>
      </ShopProvider>
    </ErrorBoundary>
  );
}

/**
 * The browser's router: a new page opens at its top (or at its #anchor), and Back / Forward
 * return to where the reader was.
 */
function makeRouter() {
  return createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <ScrollRestoration />
          <AppRoutes />
        </>
      ),
    },
  ]);
}

export function App() {
  const [router] = useState(makeRouter);
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
