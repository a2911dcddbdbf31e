import { z } from 'zod';
import { DEV_COOKIE_SECRET, envSchema, type Config } from './schema';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment once. Empty strings count as unset. */
export function loadConfig(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env,
): Config {
  const known = Object.keys(envSchema.shape);
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`));
  }
  const config = result.data;
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && config.COOKIE_SECRET === DEV_COOKIE_SECRET) {
    problems.push('COOKIE_SECRET: must be set to a secret of your own in production');
  }
  if (
    config.STORY_PROVIDER === 'openai' &&
    !config.OPENAI_API_KEY &&
    config.OPENAI_BASE_URL.includes('api.openai.com')
  ) {
    problems.push('OPENAI_API_KEY: is required when STORY_PROVIDER=openai uses api.openai.com');
  }
  if (config.PRINT_PROVIDER === 'lulu') {
    for (const key of ['LULU_CLIENT_KEY', 'LULU_CLIENT_SECRET', 'LULU_CONTACT_EMAIL'] as const)
      if (!config[key]) problems.push(`${key}: is required when PRINT_PROVIDER=lulu`);
  }
  if (config.TAX_PROVIDER === 'stripe' && !config.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: is required when TAX_PROVIDER=stripe');
  }
  if (config.STORAGE_DRIVER === 's3') {
    if (!config.S3_BUCKET) problems.push('S3_BUCKET: is required when STORAGE_DRIVER=s3');
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
      problems.push(
        'S3_SECRET_ACCESS_KEY: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
      );
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** For process entry points: load, or print what is wrong and exit. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof z.ZodError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

export const CONFIG = Symbol('CONFIG');
