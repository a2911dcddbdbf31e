import { loadConfigOrExit } from '@shop/config';
import { migrate, type MigrationDirection } from '../migrate';

/** `npm run migrate` (up) / `npm run migrate:revert` (down one). Its own step, never inside a service. */
async function main(): Promise<void> {
  const arg = process.argv[2] ?? 'up';
  if (!['up', 'down', 'down-all'].includes(arg)) {
    console.error(`Unknown direction "${arg}": use up, down or down-all`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const names = await migrate(config.DATABASE_URL, arg as MigrationDirection);
  const verb = arg === 'up' ? 'Applied' : 'Reverted';
  console.log(
    names.length
      ? `${verb} ${names.length} migration(s): ${names.join(', ')}`
      : 'Database is up to date.',
  );
}

main().catch((err: unknown) => {
  console.error('Migration failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
