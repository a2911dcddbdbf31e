import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './load-config';
import { envSchema } from './schema';

/** KEY=VALUE lines of .env.example, in order; comments and blank lines skipped. */
function readEnvExample(): [string, string][] {
  const text = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`.env.example: not a KEY=VALUE line: ${line}`);
      return [match[1]!, match[2]!];
    });
}

describe('.env.example', () => {
  const entries = readEnvExample();
  const keys = entries.map(([key]) => key);

  it('lists exactly the variables of the config schema', () => {
    expect([...keys].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('lists each variable once', () => {
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it("gives each variable the schema's default", () => {
    expect(loadConfig(Object.fromEntries(entries))).toEqual(loadConfig({}));
  });

  it('puts a comment line above each variable', () => {
    const lines = readFileSync(join(__dirname, '../../../.env.example'), 'utf8').split(/\r?\n/);
    const uncommented = lines.filter(
      (line, i) => /^[A-Z]/.test(line) && !lines[i - 1]?.startsWith('#'),
    );
    expect(uncommented).toEqual([]);
  });
});
