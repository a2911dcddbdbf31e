import { castStory, helperName, sharesWord } from './casting';
import { joinPieces, parsePageText } from './passages';
import { renderSlots, type SlotContext } from './slots';
import { SPECIES } from './species';
import { type LibraryStory } from './schema';

const ctx = (pronoun: SlotContext['pronoun'], child = 'James'): SlotContext => ({
  child,
  pronoun,
  pet: { name: 'Quill', pronoun: 'he', species: SPECIES.owl },
  helpers: { gran: 'Granny June' },
  tricks: { reach: '{pet} {pet.moved} up and fetched it for {them}.' },
});

describe('slots', () => {
  it('fill the child’s name, possessive and pronouns with agreeing verbs', () => {
    const t =
      "{child's} hat. {They} {are} here; {they} {were} cold and {have} a map. {They} run{s}, wish{es}, {=tries|try}. {They're} off, {they've} won, {they'll} go. {They} {don't} stop.";
    expect(renderSlots(t, ctx('she'))).toBe(
      "James's hat. She is here; she was cold and has a map. She runs, wishes, tries. She's off, she's won, she'll go. She doesn't stop.",
    );
    expect(renderSlots(t, ctx('he'))).toBe(
      "James's hat. He is here; he was cold and has a map. He runs, wishes, tries. He's off, he's won, he'll go. He doesn't stop.",
    );
    expect(renderSlots(t, ctx('they'))).toBe(
      "James's hat. They are here; they were cold and have a map. They run, wish, try. They're off, they've won, they'll go. They don't stop.",
    );
    expect(renderSlots('{them} {their} {theirs} {themself}', ctx('he'))).toBe(
      'him his his himself',
    );
  });

  it('fill the companion, its kind and its pronouns, capitalised where asked', () => {
    expect(
      renderSlots(
        '{pet.A} named {pet} {pet.moved}; {pet.They} {pet.sound}: {pet.noise} {pet.Kind}, {pet.kinds}, {pet.feet}, {pet.coat}, {pet.nose}, {pet.their}',
        ctx('they'),
      ),
    ).toBe('An owl named Quill flew; He hooted: Hoo-hoo! Owl, owls, talons, feathers, beak, his');
  });

  it('fill helpers and tricks', () => {
    expect(renderSlots("{gran} and {gran's} cat. {trick:reach}", ctx('she'))).toBe(
      "Granny June and Granny June's cat. Quill flew up and fetched it for her.",
    );
  });

  it('throw on an unknown slot', () => {
    expect(() => renderSlots('{pet.wings}', ctx('she'))).toThrow(/\{pet\.wings\}/);
    expect(() => renderSlots('{grandpa}', ctx('she'))).toThrow(/\{grandpa\}/);
    expect(() => renderSlots('{trick:jump}', ctx('she'))).toThrow(/trick:jump/);
  });
});

describe('names', () => {
  it('give a helper its first name sharing no word with the child’s', () => {
    expect(helperName(['Granny Rose', 'Granny June'], 'Rose')).toBe('Granny June');
    expect(helperName(['Granny Rose', 'Granny June'], 'Mia')).toBe('Granny Rose');
    expect(sharesWord('Mary Rose', 'rose')).toBe(true);
  });

  it('never give the companion a name sharing a word with the child’s or a helper’s', () => {
    const story = {
      id: 't',
      helpers: { h: { kind: 'woman', names: ['Aunt Luna'] } },
      tricks: {},
    } as unknown as LibraryStory;
    for (let seed = 0; seed < 60; seed++) {
      const c = castStory(story, { childName: 'Sage Willow', animal: 'owl', pronoun: 'she', seed });
      expect(['Sage', 'Willow', 'Luna']).not.toContain(c.pet.name);
    }
  });
});

describe('a child named like every companion name', () => {
  it('calls the companion by its kind', () => {
    const story = { id: 't', helpers: {}, tricks: {} } as unknown as LibraryStory;
    const child = SPECIES.owl.names.map(([n]) => n).join(' ');
    expect(
      castStory(story, { childName: child, animal: 'owl', pronoun: 'she', seed: 3 }).pet.name,
    ).toBe('Owl');
  });
});

describe('passages', () => {
  it('split base text from optional passages and their layers', () => {
    const t = parsePageText('One.[+ Two.+] Three.[+2 Four.+]\n\n+ Five.[+ Six.+]\n\n+3 Seven.');
    expect(t.passages).toEqual([
      { layer: 1 },
      { layer: 2 },
      { layer: 1 },
      { layer: 1, parent: 2 },
      { layer: 3 },
    ]);
    expect(t.paragraphs[0]!.pieces.map((p) => [p.text, p.passage])).toEqual([
      ['One.', undefined],
      ['Two.', 0],
      [' Three.', undefined],
      ['Four.', 1],
    ]);
  });

  it('refuse unbalanced markers', () => {
    expect(() => parsePageText('One.[+ Two.')).toThrow(/without its "\+\]"/);
    expect(() => parsePageText('One. Two.+]')).toThrow(/without its "\[\+"/);
    expect(() => parsePageText('+4 Far.')).toThrow(/layer 4/);
  });

  it('join what is in with single spaces, line breaks read as spaces', () => {
    expect(joinPieces(['Snow on the gate.\nSnow on the tree.', 'Red!', ' And more.'])).toBe(
      'Snow on the gate. Snow on the tree. Red! And more.',
    );
  });
});
