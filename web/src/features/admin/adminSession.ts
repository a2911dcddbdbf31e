/**
 * The browser's `isAdminLoggedIn` flag (spec §4 "Admin session"). It only steers redirects: the
 * server's session cookie is what grants access (DESIGN change 2). Any 401 from an admin call
 * clears it and sends the operator to /admin-login.
 */
export const ADMIN_FLAG_KEY = 'isAdminLoggedIn';
export const ADMIN_UNAUTHORIZED_EVENT = 'storybook:admin-unauthorized';

export function isAdminFlagSet(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function setAdminFlag(): void {
  try {
    window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  } catch {
    // Storage unavailable (private mode): the session cookie still works.
  }
}

export function clearAdminFlag(): void {
  try {
    window.localStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // nothing to clear
  }
}

/** An admin call answered 401: forget the flag and tell the admin pages to go to sign-in. */
export function signalAdminUnauthorized(): void {
  clearAdminFlag();
  window.dispatchEvent(new Event(ADMIN_UNAUTHORIZED_EVENT));
}
