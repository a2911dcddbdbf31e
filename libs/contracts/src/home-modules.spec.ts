import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The contracts modules the home page's first load imports. They hold constants, texts and
 * helpers only: a zod schema in any of them brings zod's core (~15 KB gzip) into the home route,
 * whose budget is 150 KB (bench/web-bundle.bench.ts). Schemas go in modules of their own.
 */
const HOME_MODULES = [
  'constants',
  'options',
  'messages',
  'stories',
  'newsletter-texts',
  'errors',
  'read-aloud',
  'order-tabs',
  // The notice above the story form's button.
  'privacy-texts',
  // Previous Stories' delete and download controls.
  'family-data-texts',
  // Loaded with the story form's optional fields, on the form's first touch.
  'child-profile',
];

describe('contracts modules the home page loads', () => {
  it.each(HOME_MODULES)('%s.ts imports no zod', (name) => {
    const source = readFileSync(join(__dirname, `${name}.ts`), 'utf8');
    expect(source).not.toMatch(/from ['"]zod/);
  });
});
