import { z } from 'zod';
import { MESSAGES } from './messages';

export const adminLoginSchema = z.object({
  password: z.string({ error: MESSAGES.admin.password }).min(1, MESSAGES.admin.password).max(200),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

export const adminSessionSchema = z.object({
  authenticated: z.literal(true),
  /** When the session ends if left idle (ISO time). */
  idleExpiresAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** Texts of the operator's password sign-in. */
export const ADMIN_TEXTS = {
  invalidPassword: 'Invalid password',
  loginFailed: 'Failed to log in',
  signInRequired: 'Please sign in to the admin area.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  notConfigured:
    'Admin sign-in is not set up yet: run `npm run admin:password` and put the printed line in .env.',
} as const;
