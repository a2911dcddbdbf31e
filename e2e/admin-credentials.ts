/**
 * The operator password of the Playwright run. playwright.config.ts hashes it into the served
 * app's ADMIN_PASSWORD_HASH (never a built-in default: this exists only for the browser tests).
 */
export const E2E_ADMIN_PASSWORD =
  process.env.E2E_ADMIN_PASSWORD ?? 'e2e operator passphrase, not for production';
