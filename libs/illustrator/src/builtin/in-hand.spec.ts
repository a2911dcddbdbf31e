import type { PageScene } from '@shop/contracts';
import { thingInHand } from './in-hand';
import { composeSvg } from './scene';

const thing = (...args: Parameters<typeof thingInHand>) => thingInHand(...args)?.thing;

describe('what the child holds, read from the page’s action', () => {
  it('puts the instrument the child plays in the child’s hands', () => {
    expect(thing('play-music', 'On the stage Mia plays a battered old cornet.', 'Mia')).toBe(
      'trumpet',
    );
    expect(thing('play-music', 'Mia plays the xylophone with a frown.', 'Mia')).toBe('xylophone');
    expect(thing('play-music', 'Mia beats the drum while Mum sings.', 'Mia')).toBe('drum');
    // The whistle is Grandpa's, and a pot played as a drum is no instrument the drawings have.
    expect(thing('play-music', 'Mia on the pot, Grandpa on the whistle.', 'Mia')).toBeUndefined();
    expect(thing('play-music', 'Mia plays the tin whistle while Gran sings.', 'Mia')).toBe('flute');
    expect(thing('play-music', 'Mia sits at the great organ.', 'Mia')).toBeUndefined();
  });

  it('reads what comes after the child’s name: what the child does', () => {
    expect(thing('read', 'Gran eats cake while Mia reads the letter.', 'Mia')).toBe('letter');
    expect(thing('eat', 'Mia and the girl eat flatbread from paper bags.', 'Mia')).toBe('bread');
    expect(thing('hold', 'Kofi hands Mia a red umbrella.', 'Mia')).toBe('umbrella');
  });

  it('gives a writer a pencil, or the chalk the action names', () => {
    expect(thing('write', 'Mia writes a name on a card.', 'Mia')).toBe('pencil');
    expect(thing('write', 'Mia draws big chalk arrows on the road.', 'Mia')).toBe('chalk');
  });

  it('leaves the hands alone when the key object is what is handed over, or the pose holds nothing', () => {
    expect(thing('hold', 'Gran hands Mia the scarf; a jar on the sill.', 'Mia', 'scarf')).toBe(
      undefined,
    );
    expect(thing('stand', 'Mia stands with a book under the tree.', 'Mia')).toBeUndefined();
    expect(thing('run', 'Mia runs with the kite.', 'Mia')).toBeUndefined();
  });

  it('draws the thing in the child’s hand on the page', () => {
    const scene: PageScene = {
      setting: 'stage',
      timeOfDay: 'evening',
      weather: 'sunny',
      season: 'winter',
      framing: 'medium',
      viewpoint: 'level',
      figures: [
        { who: 'child', pose: 'play-music', mood: 'happy' },
        { who: 'companion', pose: 'listen', toward: 'child' },
      ],
      action: 'In the spotlight, Mia plays a battered old cornet.',
    };
    const svg = composeSvg(
      { storyId: 's', title: 'T', childName: 'Mia', animal: 'fox', pageNumber: 3, scene, look: {} },
      200,
    ).svg;
    const child = svg.slice(svg.indexOf('<g id="child">'));
    expect(child).toContain('in-hand-trumpet');
    const quiet = composeSvg(
      {
        storyId: 's',
        title: 'T',
        childName: 'Mia',
        animal: 'fox',
        pageNumber: 3,
        scene: { ...scene, action: 'In the spotlight, Mia sings.' },
        look: {},
      },
      200,
    ).svg;
    expect(quiet).not.toContain('in-hand-');
  });
});
