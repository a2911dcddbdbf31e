import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAdminSessionQuery } from './adminApi';
import { ADMIN_UNAUTHORIZED_EVENT, isAdminFlagSet } from './adminSession';

export const ADMIN_LOGIN_PATH = '/admin-login';

/**
 * Admin pages: without the `isAdminLoggedIn` flag go straight to /admin-login (spec §2). With
 * it, the server still decides: the session check (and any admin call) answering 401 clears
 * the flag and comes back here.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const flagged = isAdminFlagSet();
  useAdminSessionQuery(undefined, { skip: !flagged });

  useEffect(() => {
    const onUnauthorized = () => navigate(ADMIN_LOGIN_PATH, { replace: true });
    window.addEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(ADMIN_UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);

  if (!flagged) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  return <>{children}</>;
}
