import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from './app/App';
import { AppRoutes } from './app/routes';

/**
 * The home page's first paint as HTML, written into the build (web/prerender.ts) so the page
 * shows before its JavaScript has run; main.tsx then hydrates it. The same tree as App at "/".
 */
export function renderHome(): string {
  return renderToString(
    <StrictMode>
      <AppFrame>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StrictMode>,
  );
}
