import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Keeps the head's title and search/preview tags in step with the route. Renders nothing. The
 * server writes the first page's tags into index.html, so the page metadata (every page's and
 * article's) is fetched after the first paint.
 */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void import('./applyPageMeta').then(({ applyPageMeta }) => {
      if (current) applyPageMeta(pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
  return null;
}
