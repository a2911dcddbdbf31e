import * as Tooltip from '@radix-ui/react-tooltip';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/Toaster';
import { AppRoutes } from './routes';
import { makeStore } from './store';

/** Spec §9: tooltip delay 700 ms, skip delay 300 ms. */
export function App() {
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </Tooltip.Provider>
    </Provider>
  );
}
