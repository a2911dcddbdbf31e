import {
  CHILD_LOOK_LABEL,
  DEFAULT_PRONOUN,
  describeChildLook,
  HAIR_COLORS,
  HAIR_STYLES,
  PRONOUN_OPTIONS,
  pronounQuestion,
  SKIN_TONES,
} from './child-profile';
import {
  CHILD_PROFILE_MESSAGES as M,
  childLookSchema,
  pronounSchema,
} from './child-profile-schemas';
import { createCollaborativeStorySchema } from './collaboration';
import { generateStoryRequestSchema } from './safety';
import { storySchema } from './story-schemas';
import { generateStorySchema } from './story-form';

const story = { childName: 'Mia', animal: 'fox', theme: 'kindness' };
const together = {
  ...story,
  parentContribution: 'Once upon a time, Mia found a map.',
  childContribution: 'And then the fox danced.',
};

/** Field path → first message, as the API's error details name them. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the child’s profile', () => {
  it('asks with the child’s name once typed, and offers the three pronouns', () => {
    expect(pronounQuestion('Mia')).toBe('How should the story refer to Mia?');
    expect(pronounQuestion('  ')).toBe('How should the story refer to your child?');
    expect(PRONOUN_OPTIONS.map((o) => o.label)).toEqual(['she/her', 'he/him', 'they/them']);
    expect(DEFAULT_PRONOUN).toBe('they');
    expect(CHILD_LOOK_LABEL).toBe('Your child’s look');
  });

  it('accepts every listed pronoun and look value', () => {
    for (const p of PRONOUN_OPTIONS) expect(pronounSchema.parse(p.value)).toBe(p.value);
    for (const [key, list] of [
      ['skinTone', SKIN_TONES],
      ['hairColor', HAIR_COLORS],
      ['hairStyle', HAIR_STYLES],
    ] as const)
      for (const o of list)
        expect(childLookSchema.parse({ [key]: o.value })).toEqual({ [key]: o.value });
    expect(childLookSchema.parse({ glasses: false })).toEqual({ glasses: false });
    expect(childLookSchema.parse({})).toEqual({});
  });

  it('refuses unknown values and unknown details with a message naming what to do', () => {
    expect(refusals(pronounSchema.safeParse('it'))).toEqual({ '': M.pronoun });
    expect(
      refusals(
        childLookSchema.safeParse({
          skinTone: 'green',
          hairColor: 'blue',
          hairStyle: 'mohawk',
          glasses: 'yes',
        }),
      ),
    ).toEqual({
      skinTone: M.skinTone,
      hairColor: M.hairColor,
      hairStyle: M.hairStyle,
      glasses: M.glasses,
    });
    expect(refusals(childLookSchema.safeParse({ eyes: 'blue' }))).toEqual({
      '': 'Unknown look detail "eyes": choose a skin tone, hair colour, hair style or glasses',
    });
    expect(refusals(childLookSchema.safeParse('curly'))).toEqual({ '': M.childLook });
    expect(refusals(childLookSchema.safeParse(null))).toEqual({ '': M.childLook });
  });

  describe.each([
    ['the story form', generateStorySchema, story],
    ['the story request', generateStoryRequestSchema, story],
    ['the Create Together request', createCollaborativeStorySchema, together],
  ] as const)('%s', (_name, schema, valid) => {
    it('defaults to they/them and no chosen look', () => {
      expect(schema.parse(valid)).toMatchObject({ pronoun: 'they', childLook: {} });
    });

    it('keeps the parent’s choice', () => {
      const look = { skinTone: 'brown', hairColor: 'black', hairStyle: 'afro', glasses: true };
      expect(schema.parse({ ...valid, pronoun: 'she', childLook: look })).toMatchObject({
        pronoun: 'she',
        childLook: look,
      });
    });

    it('names the bad field', () => {
      const result = schema.safeParse({
        ...valid,
        pronoun: 'xe',
        childLook: { hairColor: 'green', tail: true },
      });
      expect(refusals(result)).toEqual({
        pronoun: M.pronoun,
        'childLook.hairColor': M.hairColor,
        childLook:
          'Unknown look detail "tail": choose a skin tone, hair colour, hair style or glasses',
      });
    });
  });

  it('puts a chosen look in words', () => {
    expect(
      describeChildLook({
        skinTone: 'deep',
        hairColor: 'dark-brown',
        hairStyle: 'afro',
        glasses: true,
      }),
    ).toBe('Deep brown skin, dark brown hair, afro, glasses');
    expect(describeChildLook({ hairStyle: 'short-curly', glasses: false })).toBe(
      'Short and curly, no glasses',
    );
    expect(describeChildLook({})).toBe('');
  });

  it('gives every skin tone and hair colour a distinct swatch colour', () => {
    for (const list of [SKIN_TONES, HAIR_COLORS]) {
      const swatches = list.map((o) => o.swatch);
      expect(swatches.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      expect(new Set(swatches).size).toBe(list.length);
    }
  });

  it('is part of a story as the API returns it', () => {
    const shape = storySchema.shape;
    expect(shape.pronoun.safeParse('he').success).toBe(true);
    expect(shape.pronoun.safeParse('it').success).toBe(false);
    expect(shape.childLook.safeParse({ glasses: true }).success).toBe(true);
  });
});
