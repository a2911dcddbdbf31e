import { ANIMALS, PRONOUNS, THEME_VALUES } from '@shop/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { sceneProblems } from '../library/audit';
import { countWords } from '../text';
import { planCollaborativePrompts } from './prompts';
import {
  parseSkeleton,
  skeletonFileSchema,
  skeletonFor,
  tell,
  TOGETHER_DIR,
  TOGETHER_PROMPTS,
  togetherSlots,
} from './skeleton';

const files = readdirSync(TOGETHER_DIR).filter((f) => f.endsWith('.yaml'));

describe('the Create Together skeletons', () => {
  it('has exactly one skeleton for each story theme', () => {
    expect(files.sort()).toEqual(THEME_VALUES.map((t) => `${t}.yaml`).sort());
  });

  it.each(THEME_VALUES.map((t) => [t]))('%s matches the schema and reads cleanly', (theme) => {
    const raw: unknown = parse(readFileSync(join(TOGETHER_DIR, `${theme}.yaml`), 'utf8'));
    const parsed = skeletonFileSchema.safeParse(raw);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    const s = skeletonFor(theme);
    expect(s.prompts).toHaveLength(TOGETHER_PROMPTS);
    // parent and child take turns, the parent first (the form asks them in that order)
    expect(s.prompts.map((p) => p.who)).toEqual(
      Array.from({ length: TOGETHER_PROMPTS }, (_, i) => (i % 2 ? 'child' : 'parent')),
    );
    expect(s.prompts[0]!.type).toBe('start');
    expect(s.prompts.at(-1)!.type).toBe('end');
    // each prompt says how much to write
    for (const p of s.prompts) expect(p.ask).toMatch(/sentences/);
    // the opening and closing are short pages; the family writes the rest
    for (const page of [s.opening, s.closing]) {
      expect(countWords(page.text)).toBeGreaterThanOrEqual(50);
      expect(countWords(page.text)).toBeLessThanOrEqual(130);
    }
  });

  it.each(THEME_VALUES.map((t) => [t]))(
    '%s tells with every pronoun and animal, its companion posed as its kind can be',
    (theme) => {
      const s = skeletonFor(theme);
      for (const animal of ANIMALS) {
        for (const pronoun of PRONOUNS) {
          const ctx = togetherSlots(theme, { childName: 'Mia', animal, pronoun, seed: 5 });
          for (const t of [s.title, s.opening.text, s.closing.text, ...s.prompts.map((p) => p.ask)])
            expect(tell(t, ctx)).not.toMatch(/[{}"']/);
          const prompts = planCollaborativePrompts({ childName: 'Mia', animal, theme, pronoun }, 5);
          expect(prompts.map((p) => p.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
        }
        const scenes = [s.opening.scene, ...s.prompts.map((p) => p.scene), s.closing.scene];
        expect(scenes.flatMap((sc) => sceneProblems(sc, animal))).toEqual([]);
      }
    },
  );

  it.each(THEME_VALUES.map((t) => [t]))(
    '%s never draws the same picture on two pages in a row',
    (theme) => {
      const s = skeletonFor(theme);
      const scenes = [s.opening.scene, ...s.prompts.map((p) => p.scene), s.closing.scene];
      const look = (sc: (typeof scenes)[number]) =>
        JSON.stringify([sc.setting, sc.framing, sc.figures.map((f) => [f.who, f.pose])]);
      const same = scenes
        .slice(1)
        .flatMap((sc, i) => (look(sc) === look(scenes[i]!) ? [i + 2] : []));
      expect(same).toEqual([]);
    },
  );

  it('refuses a skeleton that breaks the format, naming the place', () => {
    const source = readFileSync(join(TOGETHER_DIR, 'kindness.yaml'), 'utf8');
    const file = join(TOGETHER_DIR, 'kindness.yaml');
    expect(() => parseSkeleton(source.replace('{child} and the', '{kid} and the'), file)).toThrow(
      /title: \{kid\}: unknown slot/,
    );
    expect(() => parseSkeleton(source.replace('setting: park', 'setting: moon'), file)).toThrow(
      /"moon" is not a setting/,
    );
    expect(() => parseSkeleton(source, join(TOGETHER_DIR, 'courage.yaml'))).toThrow(
      /the file must be kindness.yaml/,
    );
    const twice = source.replace('lead: Not long after…', 'lead: And then…');
    expect(twice).not.toBe(source);
    expect(() => parseSkeleton(twice, file)).toThrow(/a lead is used twice/);
  });
});
