import { ADMIN_HOME, ADMIN_LOGIN_PATH } from '@shop/content';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { onUnauthorized } from '../../api/unauthorized';
import { useAdminSessionQuery } from './adminApi';
import { clearAdminFlag, isAdminFlagSet } from './adminSession';

/** What the sign-in page reads to come back to the admin screen the operator was on. */
interface ReturnState {
  from?: string;
}

/** The admin address to open after signing in: where the operator was, else the admin's home. */
export function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  if (typeof from === 'string' && (from === ADMIN_HOME || from.startsWith(`${ADMIN_HOME}/`)))
    return from;
  return ADMIN_HOME;
}

/**
 * The admin screens: without the `isAdminLoggedIn` hint go straight to sign-in. With it, the
 * server still decides: the session check, or any call, answering 401 clears the hint and goes
 * to sign-in, which comes back here afterwards.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here: ReturnState = { from: `${pathname}${search}` };
  const flagged = isAdminFlagSet();
  useAdminSessionQuery(undefined, { skip: !flagged });

  const from = here.from;
  useEffect(
    () =>
      onUnauthorized(() => {
        clearAdminFlag();
        navigate(ADMIN_LOGIN_PATH, { replace: true, state: { from } satisfies ReturnState });
      }),
    [navigate, from],
  );

  if (!flagged) return <Navigate to={ADMIN_LOGIN_PATH} replace state={here} />;
  return <>{children}</>;
}
