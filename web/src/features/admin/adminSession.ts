/**
 * The browser's `isAdminLoggedIn` hint. It only steers redirects: the server's session cookie is
 * what grants access. The admin shell clears it when a call answers 401.
 */
export const ADMIN_FLAG_KEY = 'isAdminLoggedIn';

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
