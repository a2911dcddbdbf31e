/**
 * The operator password of the Playwright run, and its scrypt hash for the served app's
 * ADMIN_PASSWORD_HASH (playwright.config.ts passes it to scripts/serve.sh). Only the browser
 * tests use these: the shop itself has no built-in default password. The hash was printed by
 * `npm run admin:password`; a test in e2e/admin.spec.ts checks the two still match.
 */
export const E2E_ADMIN_PASSWORD = 'e2e operator passphrase, not for production';
export const E2E_ADMIN_PASSWORD_HASH =
  'scrypt$32768$8$1$tPkxZRFvCHs7-qKqba1GVw$BcKVhQ3A2WrSRZdDhd3Nd_qkbS5E1WhsrrD1YlY_y50uaQPGWQj45J0NXTh18Vjv24R2vBSKVsAqC26AEBkT2w';

/** Extra settings of the served app for the admin journey (shared Redis limits per IP). */
export const E2E_ADMIN_ENV = {
  ADMIN_PASSWORD_HASH: E2E_ADMIN_PASSWORD_HASH,
  ADMIN_LOGIN_ATTEMPTS: '100',
  CONTACT_RATE_LIMIT_PER_IP: '1000',
} as const;
