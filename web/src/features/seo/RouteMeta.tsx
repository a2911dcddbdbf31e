import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { applyPageMeta } from './applyPageMeta';

/** Keeps the head's title and search/preview tags in step with the route. Renders nothing. */
export function RouteMeta() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageMeta(pathname);
  }, [pathname]);
  return null;
}
