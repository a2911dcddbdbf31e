import { ANIMALS, PROPS, SETTINGS, THEME_VALUES } from '@shop/contracts';
import { composeFragmentStory as composeStory } from '../compose';
import { SPOTS } from './spots';
import { THEME_MATERIALS, materialFor } from './themes';

describe('theme materials', () => {
  it.each(THEME_VALUES)(
    '%s has at least three materials with their own helper, object and place',
    (theme) => {
      const all = THEME_MATERIALS.get(theme)!;
      expect(all.length).toBeGreaterThanOrEqual(3);
      expect(new Set(all.map((m) => m.helper.name)).size).toBe(all.length);
      expect(new Set(all.map((m) => m.object.name)).size).toBe(all.length);
      expect(new Set(all.map((m) => m.problem)).size).toBe(all.length);
      for (const m of all) {
        expect(m.theme).toBe(theme);
        expect(SETTINGS[m.place]).toBeDefined();
        expect(SPOTS[m.place]).toBeDefined();
        expect(PROPS).toContain(m.object.prop);
        expect(m.object.name).toMatch(/^the /);
        expect(m.goal).toMatch(/^to /);
        expect(m.tries).toHaveLength(4);
        // a plot may retell the first try as "you <verb>", and a try's first sentence is a picture's action
        expect(m.tries[0]).toMatch(/^\{C\} [a-z]+ /);
        for (const t of m.tries) expect(t).not.toMatch(/[[\]]/);
        expect(m.little.question).not.toMatch(/[[\]]/);
        // the helper's thanks names the companion, so it belongs to this story
        expect(m.thanks).toContain('{P}');
      }
    },
  );

  it('picks the material from the seed and animal: the same request, the same material', () => {
    const req = { theme: 'kindness' as const, animal: 'fox', seed: 11 };
    expect(materialFor(req)).toBe(materialFor({ ...req }));
    const helpers = new Set(
      Array.from({ length: 30 }, (_, seed) => materialFor({ ...req, seed })!.helper.name),
    );
    expect(helpers.size).toBe(THEME_MATERIALS.get('kindness')!.length);
  });

  it('tells the story with the chosen material', () => {
    for (const animal of ANIMALS.slice(0, 4))
      for (let seed = 0; seed < 6; seed++) {
        const req = {
          childName: 'Mia',
          animal,
          theme: 'courage' as const,
          ageRange: 'early-elementary' as const,
          wordCount: 1000,
          seed,
        };
        expect(composeStory(req).content).toContain(materialFor(req)!.helper.name);
      }
  });
});
