import { HAIR_STYLES } from '@shop/contracts';
import { composeSvg } from './scene';
import {
  completeLook,
  glassesColourOf,
  HAIR_COLOURS,
  lookFromNotes,
  resolveChildLook,
  SKIN_COLOURS,
} from './look';

describe("the child's look", () => {
  it('reads the illustrator notes the checkout collects', () => {
    expect(lookFromNotes('Curly brown hair and red glasses')).toEqual({
      hairStyle: 'short-curly',
      hairColor: 'dark-brown',
      glasses: true,
    });
    expect(glassesColourOf('Curly brown hair and red glasses')).toBe('red');
    // "red glasses" names the glasses' colour, never the hair's.
    expect(lookFromNotes('Wears red glasses').hairColor).toBeUndefined();
    expect(lookFromNotes('She has long blonde hair in a ponytail')).toMatchObject({
      hairColor: 'blonde',
      hairStyle: 'ponytail',
    });
    expect(lookFromNotes('Long curly red hair, freckles, no glasses')).toEqual({
      hairColor: 'red',
      hairStyle: 'long-curly',
      glasses: false,
    });
    expect(lookFromNotes('dark brown skin and an afro')).toMatchObject({
      skinTone: 'deep',
      hairStyle: 'afro',
    });
    expect(lookFromNotes('')).toEqual({});
    expect(lookFromNotes(null)).toEqual({});
  });

  it("keeps the parent's choices, fills the rest from the checkout, leaves the remainder to the story", () => {
    const order = {
      childGender: 'girl',
      childRace: 'black',
      illustratorNotes: 'Curly brown hair and red glasses',
    };
    expect(resolveChildLook({}, order)).toEqual({
      skinTone: 'brown',
      hairStyle: 'short-curly',
      hairColor: 'dark-brown',
      glasses: true,
    });
    // What the parent chose on the story wins over the order's details.
    expect(resolveChildLook({ hairStyle: 'braids', glasses: false }, order)).toEqual({
      skinTone: 'brown',
      hairStyle: 'braids',
      hairColor: 'dark-brown',
      glasses: false,
    });
    expect(resolveChildLook({ skinTone: 'light' }, null)).toEqual({ skinTone: 'light' });
    expect(resolveChildLook({}, { childRace: 'unspecified', illustratorNotes: null })).toEqual({});
  });

  it('chooses what is unset from the story id: the same on every page, different between stories', () => {
    const a = completeLook({}, 'story-a');
    expect(completeLook({}, 'story-a')).toEqual(a);
    expect(completeLook({ hairColor: 'red' }, 'story-a')).toEqual({ ...a, hairColor: 'red' });
    const looks = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => JSON.stringify(completeLook({}, s))),
    );
    expect(looks.size).toBeGreaterThan(4);
    for (const s of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect(['long-straight', 'long-curly', 'ponytail', 'pigtails', 'braids', 'bun']).toContain(
        completeLook({}, s, 'girl').hairStyle,
      );
    }
  });

  it('draws the look on every page and the cover: skin, hair colour and style, glasses', () => {
    for (const { value: hairStyle } of HAIR_STYLES) {
      const req = {
        storyId: 'look-story',
        title: 'T',
        childName: 'Ada',
        animal: 'owl',
        look: { skinTone: 'deep', hairColor: 'auburn', hairStyle, glasses: true } as const,
        child: { notes: 'purple glasses' },
      };
      const pages = [-1, 0, 5].map((pageNumber) => composeSvg({ ...req, pageNumber }, 200));
      for (const { svg, layers } of pages) {
        const child = svg.slice(svg.indexOf('<g id="child">'));
        expect(child).toContain(SKIN_COLOURS.deep);
        expect(child).toContain(HAIR_COLOURS.auburn);
        expect(child).toContain('stroke="#7d4bc4"'); // the purple frames
        expect(layers.childDesign).toEqual(pages[0]!.layers.childDesign);
      }
    }
    const without = composeSvg(
      {
        storyId: 's',
        title: 'T',
        childName: 'Ada',
        animal: 'owl',
        pageNumber: 0,
        look: { glasses: false },
      },
      200,
    ).svg;
    expect(without).not.toMatch(/<circle cx="-28" cy="-298" r="21"/);
  });
});
