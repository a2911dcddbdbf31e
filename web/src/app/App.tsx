import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ToastProvider } from '../components/Toaster';
import { AppRoutes } from './routes';
import { makeStore } from './store';

/**
 * Tooltips open after 700 ms (300 ms when moving between them). The outer error boundary catches
 * what fails outside a page (each page has its own inside the layout).
 */
export function App() {
  const [store] = useState(makeStore);
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <ToastProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </ToastProvider>
        </Tooltip.Provider>
      </Provider>
    </ErrorBoundary>
  );
}
