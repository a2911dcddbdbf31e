import { createInterface } from 'node:readline';
import { hashPassword } from '../password';

/**
 * `npm run admin:password` — asks for the operator's password (or reads it from stdin when piped)
 * and prints the line to put in .env. The password itself is never stored.
 */
async function readPassword(): Promise<string> {
  const rl = createInterface({
    input: process.stdin,
    output: process.stderr,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) process.stderr.write('Operator password (at least 12 characters): ');
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function main(): Promise<void> {
  const password = process.argv[2] ?? (await readPassword());
  const hash = await hashPassword(password);
  // Single-quoted: docker compose would read the $ signs in the hash as variables.
  console.log(`ADMIN_PASSWORD_HASH='${hash}'`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
