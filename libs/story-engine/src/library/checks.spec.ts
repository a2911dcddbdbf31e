import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANIMALS, type Animal } from '@shop/contracts';
import { auditStory, lengthProblems, samePictureProblems } from './audit';
import { allowedAnimals } from './casting';
import { pickStory } from './compose';
import { parseStorySource } from './loader';
import { type LibraryStory } from './schema';

// Each check must catch its fault: a well-formed fixture, broken one way at a time.
const FIXTURE = join(__dirname, 'fixtures/toddler/kindness-fixture.yaml');
const SOURCE = readFileSync(FIXTURE, 'utf8');

function parse(source: string, file = FIXTURE) {
  return parseStorySource(source, file);
}
function story(source: string, file = FIXTURE): LibraryStory {
  const { story: s, errors } = parse(source, file);
  if (!s) throw new Error(errors.join('\n'));
  return s;
}
function edit(from: string, to: string, source = SOURCE): string {
  expect(source).toContain(from);
  return source.replace(from, to);
}
/** The audit's problems apart from the length fit (the fixture is shorter than its band allows). */
function faults(s: LibraryStory): string[] {
  return auditStory(s).filter((p) => !/: length: /.test(p));
}

describe('the library checks', () => {
  it('pass the fixture as it is', () => {
    expect(parse(SOURCE).errors).toEqual([]);
    expect(faults(story(SOURCE))).toEqual([]);
  });

  it('name the file, page and field of a bad scene value', () => {
    const { errors } = parse(edit('companion: run happy >child', 'companion: runn happy >child'));
    expect(errors).toEqual([
      expect.stringMatching(
        /kindness-fixture\.yaml: page 1, scene\.cast\.companion: "runn" is not a pose/,
      ),
    ]);
    expect(parse(edit('setting: kitchen', 'setting: kitchn')).errors[0]).toMatch(
      /page 9, scene\.setting: "kitchn" is not a setting/,
    );
    expect(
      parse(edit('object: mitten whole child', 'object: mitten wole child')).errors[0],
    ).toMatch(/page 1, scene\.object: "wole" is not a state/);
    expect(
      parse(edit('companion: run happy >child', 'companion: run happy >granny')).errors[0],
    ).toMatch(/page 1, scene\.cast\.companion: ">granny"/);
    // A helper of the story who is not on this page: the picture could not show whom it faces.
    expect(
      parse(edit('companion: run happy >child', 'companion: run happy >gran')).errors[0],
    ).toMatch(/page 1, scene\.cast\.companion: ">gran": not in this page's cast/);
  });

  it('show the faults of the well-formed scenes beside the file’s other faults', () => {
    const both = edit('companion: run happy >child', 'companion: runn happy >child').replace(
      'setting: kitchen',
      'setting: kitchn',
    );
    expect(parse(both).errors).toEqual([
      expect.stringMatching(/page 9, scene\.setting: "kitchn" is not a setting/),
      expect.stringMatching(/page 1, scene\.cast\.companion: "runn" is not a pose/),
    ]);
  });

  it('refuse a story without exactly ten pages', () => {
    const nine = SOURCE.slice(0, SOURCE.lastIndexOf('  - scene:'));
    expect(parse(nine).errors).toEqual([
      expect.stringMatching(/pages: a story has exactly 10 pages/),
    ]);
  });

  it('refuse an unknown slot, a stray brace and an unknown trick', () => {
    expect(parse(edit('"{pet.noise}"', '"{pet.noize}"')).errors[0]).toMatch(
      /page 2, text: \{pet\.noize\}: unknown companion slot/,
    );
    expect(parse(edit('Then {child} stopped.', 'Then {child stopped.')).errors[0]).toMatch(
      /page 3, text: a "\{" or "\}" that is not a slot/,
    );
    expect(parse(edit('{trick:warm}', '{trick:warmer}')).errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/page 7, text: \{trick:warmer\}: no trick "warmer"/),
      ]),
    );
  });

  it('refuse a story file in the wrong folder or named without its theme', () => {
    expect(
      parse(SOURCE, join(__dirname, 'fixtures/preschool/kindness-fixture.yaml')).errors[0],
    ).toMatch(/belongs in stories\/toddler\//);
    expect(parse(SOURCE, join(__dirname, 'fixtures/toddler/mitten.yaml')).errors[0]).toMatch(
      /must be kindness-<short-name>\.yaml/,
    );
  });

  it('catch broken agreement', () => {
    const p = faults(
      story(edit('Then {they} pulled one off.', 'Then {they} was pulling one off.')),
    );
    expect(p).toEqual([expect.stringMatching(/page 5: text: agreement "[^"]*they was pulling/)]);
    const q = faults(story(edit('Then {they} pulled one off.', 'Then {they} were cold.')));
    expect(q).toEqual([
      expect.stringMatching(/page 5: text: agreement .*she were cold.*; she\)$/),
      expect.stringMatching(/page 5: text: agreement .*he were cold.*; he\)$/),
    ]);
  });

  it('let a question and the subjunctive be', () => {
    const s = story(
      edit(
        'Then {they} pulled one off.',
        'What did {they} do? As if {they} were cold, {they} pulled one off.',
      ),
    );
    expect(faults(s)).toEqual([]);
  });

  it("catch a helper's name written out instead of its slot", () => {
    const written = faults(story(edit('Then {child} stopped.', 'Then Nana stopped.')));
    expect(written).toEqual([
      expect.stringMatching(/page \d+: "Nana" is written out: write \{gran\}/),
    ]);
  });

  it('catch an article that does not fit the animal', () => {
    const p = faults(
      story(edit('Then {child} stopped.', 'Then {child} stopped. A {pet.kind} looked.')),
    );
    expect(p).toEqual([
      expect.stringMatching(/page 3: text: article "A \{pet\.kind\}" \(owl, elephant; /),
    ]);
  });

  it('catch a companion doing what its kind cannot, in the text and in the picture', () => {
    const text = faults(story(edit('Then {child} stopped.', 'Then {pet} flew up high.')));
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(
      /page 3: text: the companion does what only some kinds can \(fly\): "\{pet\} flew"/,
    );
    const can = text[0]!
      .slice(text[0]!.lastIndexOf('(') + 1)
      .split(';')[0]!
      .split(', ');
    expect(can).not.toContain('owl');
    expect(can).not.toContain('dragon');
    expect(can).toContain('penguin');

    const pose = faults(story(edit('companion: run happy >child', 'companion: swim happy >child')));
    expect(pose).toEqual([
      expect.stringMatching(/page 1: scene: the companion's pose "swim" needs swim \(fox, rabbit/),
    ]);
    // a helper animal too, by what the illustrator can draw for its body (a mouse climbs, never swims)
    const swim = faults(story(edit('mouse: sit sad', 'mouse: swim sad')));
    expect(swim).toEqual([
      expect.stringMatching(
        /page 4: scene: mouse \(mouse\) cannot be drawn "swim": a mouse is drawn "splash"/,
      ),
    ]);
    expect(faults(story(edit('mouse: sit sad', 'mouse: climb sad')))).toEqual([]);
    const ride = faults(story(edit('child: run excited', 'child: ride excited')));
    expect(ride[0]).toMatch(/page 1: scene: the child rides the companion, which needs ride/);
    expect(ride[0]).not.toMatch(/elephant|unicorn|dragon/);
  });

  it('catch two pages in a row that show the same picture', () => {
    expect(samePictureProblems(story(SOURCE))).toEqual([]);
    const same = edit(
      '      framing: medium\n      view: low\n      cast:\n        child: walk happy\n        companion: walk happy >child',
      '      framing: wide\n      view: low\n      cast:\n        child: run excited\n        companion: run happy >child',
    );
    expect(samePictureProblems(story(same))).toEqual([
      expect.stringMatching(/page 2: scene: same setting, framing and poses as page 1/),
    ]);
  });

  it('catch a story that cannot reach its band’s lengths', () => {
    // the fixture's every passage comes to about 250 words; a toddler book may be asked for 500
    expect(lengthProblems(story(SOURCE))).toEqual([
      expect.stringMatching(/length: .*500 asked → \d+/),
    ]);
  });

  it('allow only the animals that can tell every trick', () => {
    const onlyFire = edit(
      / {4}glow:[^\n]*\n {4}trunk:[^\n]*\n {4}cold:[^\n]*\n {4}soft:[^\n]*\n {4}tall:[^\n]*\n {4}shell:[^\n]*\n/.exec(
        SOURCE,
      )![0],
      '',
    );
    expect(allowedAnimals(story(onlyFire))).toEqual(['dragon']);
    expect(allowedAnimals(story(edit('tricks:', 'needs: [swim]\ntricks:')))).toEqual(
      ANIMALS.filter((a: Animal) => ['turtle', 'penguin', 'bear', 'elephant'].includes(a)),
    );
  });

  it('give consecutive seeds different stories where a pair has two', () => {
    const a = story(SOURCE);
    const b = { ...story(SOURCE), id: 'kindness-fixture-two' };
    for (const animal of ANIMALS)
      for (let seed = 0; seed < 6; seed++) {
        const req = { theme: 'kindness' as const, ageRange: 'toddler' as const, animal, seed };
        expect(pickStory(req, [a, b])!.id).not.toBe(
          pickStory({ ...req, seed: seed + 1 }, [a, b])!.id,
        );
      }
    expect(
      pickStory({ theme: 'courage', ageRange: 'toddler', animal: 'fox', seed: 1 }, [a, b]),
    ).toBeUndefined();
  });
});
