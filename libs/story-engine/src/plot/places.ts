import type { Season, SettingKind, TimeOfDay, Weather } from '@shop/contracts';
import type { PageSetting } from './types';

/**
 * Sensory lines about a place, each tagged with where and when it can happen. The engine uses a
 * line only on a page whose scene fits every tag, and each line at most once a story.
 */
export interface PlaceLine {
  text: string;
  settings: readonly SettingKind[];
  times?: readonly TimeOfDay[];
  weathers?: readonly Weather[];
  seasons?: readonly Season[];
}

const DAY: TimeOfDay[] = ['morning', 'afternoon'];
const LIGHT: TimeOfDay[] = ['morning', 'afternoon', 'evening'];

const L = (
  settings: SettingKind[],
  text: string,
  tags: Omit<PlaceLine, 'text' | 'settings'> = {},
): PlaceLine => ({ text, settings, ...tags });

export const PLACE_LINES: readonly PlaceLine[] = [
  // park
  L(['park'], '{P} watched the ducks on the pond cut little silver lines across the water.', {
    times: LIGHT,
  }),
  L(['park'], 'A gust sent the fallen leaves skittering along the path ahead of {P}.', {
    seasons: ['autumn'],
    weathers: ['windy'],
  }),
  L(
    ['park'],
    'The swings creaked, and {P} sniffed the smell of cut grass drifting over the benches.',
    {
      seasons: ['spring', 'summer'],
    },
  ),
  L(
    ['park'],
    'Sunlight came down through the plane trees in coins of gold, and {P} stepped from one to the next.',
    {
      weathers: ['sunny'],
      times: DAY,
    },
  ),
  L(
    ['park'],
    'The park keeper was raking leaves into a crackling heap, and {P} eyed it hopefully.',
    { seasons: ['autumn'], times: DAY },
  ),
  L(
    ['park', 'village-street', 'playground'],
    'Grey clouds hung low and soft over the rooftops, and {P} looked up at them.',
    {
      weathers: ['cloudy'],
    },
  ),
  // forest
  L(
    ['forest'],
    'The path was soft with needles under {P}\u2019s feet, and the air smelled of pine and damp earth.',
  ),
  L(
    ['forest'],
    'Far above, the treetops swayed and whispered, though down by {P} the air was still.',
    { weathers: ['windy', 'cloudy'] },
  ),
  L(
    ['forest'],
    'A woodpecker drummed somewhere deep among the trunks, and {P} tried to drum along: rat-a-tat-tat.',
    {
      times: DAY,
    },
  ),
  L(['forest'], 'Golden leaves drifted down and settled on {P}\u2019s back.', {
    seasons: ['autumn'],
  }),
  L(
    ['forest'],
    'Between the trunks the light was turning amber and long, and {P}\u2019s shadow stretched out thin.',
    { times: ['evening'] },
  ),
  L(['forest'], '{P} found mushrooms standing in a ring by a mossy log, small brown umbrellas.', {
    seasons: ['autumn'],
  }),
  // playground
  L(
    ['playground'],
    'The slide was warm from the sun, and {P} peeked into the sandpit full of buckets and spades.',
    { weathers: ['sunny'], times: DAY },
  ),
  L(
    ['playground'],
    'Children shrieked happily on the roundabout, and {P} watched them go round and round and round.',
    {
      times: DAY,
    },
  ),
  L(
    ['playground'],
    'Blossom from the cherry tree by the fence blew across the hopscotch squares and caught on {P}.',
    { seasons: ['spring'] },
  ),
  // garden
  L(['garden'], 'Bees hummed in the lavender, and {P} sniffed the soil, dark and sweet.', {
    seasons: ['spring', 'summer'],
    times: DAY,
  }),
  L(['garden'], 'A snail was crossing the path so slowly that {P} sat down to watch it.'),
  L(
    ['garden'],
    'The apple tree by the wall was covered in pink and white blossom, and a petal landed on {P}.',
    {
      seasons: ['spring'],
    },
  ),
  L(
    ['garden'],
    'The watering can left dark, wet circles on the warm path, and {P} stepped around them.',
    {
      seasons: ['spring', 'summer'],
      weathers: ['sunny'],
    },
  ),
  // kitchen
  L(['kitchen'], 'The kitchen smelled of toast and warm butter, and {P} sniffed hopefully.', {
    times: ['morning'],
  }),
  L(['kitchen'], 'The kettle began to hum, then to whistle, and {P} jumped.'),
  L(
    ['kitchen'],
    'Sun streamed across the table and lit up every crumb, and {P} eyed the biggest one.',
    {
      weathers: ['sunny'],
      times: DAY,
    },
  ),
  L(
    ['kitchen'],
    'The clock on the wall ticked loudly in the quiet kitchen, and {P} counted the ticks.',
  ),
  // orchard
  L(
    ['orchard'],
    'The trees stood in long rows, heavy with red and green apples, and {P} gazed up at them.',
    {
      seasons: ['autumn'],
    },
  ),
  L(
    ['orchard'],
    'Wasps buzzed lazily over the fallen apples in the grass, and {P} gave them plenty of room.',
    {
      seasons: ['autumn'],
      times: DAY,
      weathers: ['sunny', 'cloudy'],
    },
  ),
  L(['orchard'], 'The air smelled of ripe apples and wet grass, and {P} breathed it in.', {
    seasons: ['autumn'],
  }),
  L(['orchard'], 'A ladder leaned against the oldest tree, and {P} sniffed at its rungs.'),
  // meadow
  L(
    ['meadow'],
    'The grass was so tall it brushed {P}\u2019s chin, full of buttercups and clover.',
    { seasons: ['spring', 'summer'] },
  ),
  L(['meadow'], 'Grasshoppers clicked and sprang out of the grass at every step {P} took.', {
    seasons: ['summer'],
    times: DAY,
  }),
  L(['meadow'], 'The wind made silver ripples roll across the long grass, right up to {P}.', {
    weathers: ['windy'],
  }),
  L(['meadow'], 'Clouds slid over the meadow, and {P} raced their shadows across the grass.', {
    weathers: ['cloudy', 'windy'],
    times: DAY,
  }),
  // village street
  L(
    ['village-street'],
    'The baker\u2019s window was full of buns, and {P} pressed a nose to the glass.',
    { times: ['morning', 'afternoon'] },
  ),
  L(
    ['village-street'],
    'Bunting hung across the street in red, white and blue triangles, and {P} counted the colours.',
    {
      seasons: ['summer'],
    },
  ),
  L(['village-street'], 'A bicycle bell rang, and the postman waved as he rode past {P}.', {
    times: DAY,
  }),
  L(
    ['village-street'],
    'The cobbles were warm under {P}\u2019s feet, and pigeons strutted by the fountain.',
    { weathers: ['sunny'], times: DAY },
  ),
  // farm
  L(
    ['farm'],
    'The farmyard smelled of hay, and {P} heard a tractor rumble somewhere behind the barn.',
    {
      times: DAY,
    },
  ),
  L(
    ['farm'],
    'From the hilltop farm, {P} could see the fields below stitched together like a quilt.',
    {
      times: LIGHT,
    },
  ),
  L(['farm'], 'The barn door creaked in the wind, and {P} watched the weathervane spin.', {
    weathers: ['windy'],
  }),
  L(['farm'], 'Hay bales stood in the stubble field like giant cotton reels, taller than {P}.', {
    seasons: ['autumn', 'summer'],
  }),
  // library
  L(
    ['library'],
    'The library smelled of old paper, and {P} tiptoed, because the only sound was pages turning.',
  ),
  L(
    ['library'],
    'Snow drifted past the tall windows, and {P} sat by a radiator that ticked and hummed.',
    {
      seasons: ['winter'],
      weathers: ['snowy'],
    },
  ),
  L(['library'], 'Shelves rose up to the ceiling, and {P} looked longingly at the rolling ladder.'),
  L(
    ['library'],
    'A lamp with a green shade made a warm circle of light on the reading table, and {P} sat inside it.',
  ),
  // classroom
  L(
    ['classroom'],
    'The alphabet ran along the wall in bright letters, and {P} found the first letter of {P}\u2019s own name.',
  ),
  L(
    ['classroom'],
    'Through the window, {P} could see the empty playground and the swings hanging still.',
    {
      weathers: ['cloudy', 'sunny'],
    },
  ),
  L(['classroom'], 'Pencils stood in jars, and {P} sniffed the smell of crayons.'),
  // workshop
  L(
    ['workshop'],
    'Tools hung on the wall, each inside its own painted outline, and {P} looked at every one.',
  ),
  L(['workshop'], 'Sawdust lay in curls on the floor, and one stuck to {P}.'),
  L(
    ['workshop'],
    'Sunlight came through the dusty window in one long, bright stripe, and {P} sat in it.',
    {
      weathers: ['sunny'],
      times: DAY,
    },
  ),
  // pond
  L(
    ['pond'],
    'Dragonflies zipped over the water, blue and shining, and {P} tried to follow them.',
    {
      seasons: ['summer', 'spring'],
      weathers: ['sunny'],
      times: DAY,
    },
  ),
  L(
    ['pond'],
    'The bank was soft and muddy under {P}\u2019s feet, and reeds rattled at the water\u2019s edge.',
  ),
  L(
    ['pond'],
    'Lily pads floated on the pond like green plates, and {P} wished they were big enough to stand on.',
    {
      seasons: ['spring', 'summer'],
    },
  ),
  L(['pond'], '{P} spotted frogspawn lying in the shallows like clear jelly dotted with black.', {
    seasons: ['spring'],
  }),
  // river
  L(['river'], 'The river chattered over its stones, and {P} could see the pebbles on the bottom.'),
  L(['river'], 'Willows trailed their long branches in the water, and {P} ducked under them.', {
    seasons: ['spring', 'summer'],
  }),
  L(['river'], 'Little fish flicked away into the shade whenever {P} leaned over the water.', {
    times: DAY,
  }),
  L(['river'], 'The sun sparkled on the water so brightly that {P} squinted.', {
    weathers: ['sunny'],
    times: DAY,
  }),
  // living room
  L(
    ['living-room'],
    'Snow was falling outside, and {P} sat close to the fire crackling in the grate.',
    {
      seasons: ['winter'],
      weathers: ['snowy'],
    },
  ),
  L(['living-room'], 'The old armchair creaked, and {P} climbed up onto its wide arm.'),
  L(
    ['living-room'],
    'The rug in front of the fire was the warmest place in the house, and {P} knew it.',
    {
      seasons: ['winter', 'autumn'],
    },
  ),
  // museum
  L(['museum'], 'The museum was hushed, and {P}\u2019s footsteps echoed in the high hall.'),
  L(['museum'], 'A huge skeleton of a whale hung from the ceiling, and {P} stared up at it.'),
  L(
    ['museum'],
    '{P} peered into glass cases of arrowheads, old coins and a helmet green with age.',
  ),
  // beach
  L(
    ['beach'],
    'The sand was warm under {P}\u2019s feet, and the waves rolled in and hissed back out.',
    {
      seasons: ['summer'],
      weathers: ['sunny'],
      times: DAY,
    },
  ),
  L(['beach'], 'Gulls wheeled over the cliffs, crying to each other, and {P} called back.', {
    times: LIGHT,
  }),
  L(['beach'], 'The tide had left shining rock pools, and {P} peered into one full of tiny crabs.'),
  L(['beach'], 'Salt was on the wind, and {P} licked it off a whisker.', {
    weathers: ['windy', 'sunny'],
  }),
  // hill
  L(['hill'], 'The wind on the hilltop tugged at every coat and ruffled {P}.', {
    weathers: ['windy'],
  }),
  L(['hill'], 'From the top of the hill, the village below looked small enough for {P} to hold.', {
    times: LIGHT,
  }),
  L(
    ['hill'],
    'Kites dipped and bobbed above the hill, and {P} watched a red one against the clouds.',
    {
      weathers: ['windy'],
      times: DAY,
    },
  ),
  // campsite
  L(
    ['campsite'],
    'The lake was flat and still, and {P} saw pine trees standing around it like a fence.',
    {
      weathers: ['sunny', 'cloudy'],
    },
  ),
  L(['campsite'], 'Somewhere across the lake, a loon called, long and lonely, and {P} listened.', {
    times: ['evening', 'night'],
  }),
  L(
    ['campsite'],
    'The sun was sinking toward the pines, turning the lake to gold, and {P} stood still to watch.',
    {
      times: ['evening'],
      weathers: ['sunny'],
    },
  ),
  L(
    ['campsite'],
    'Other campers were lighting small stoves, and {P} sniffed the smell of cooking.',
    { times: ['evening'] },
  ),
  // bedroom
  L(['bedroom'], 'The night-light made a soft moon on the ceiling above {P}.', {
    times: ['night'],
  }),
  L(
    ['bedroom'],
    'Outside the window, the stars were coming out one by one, and {P} counted them.',
    {
      times: ['night'],
      weathers: ['sunny', 'cloudy', 'windy'],
    },
  ),
  L(['bedroom'], 'The snow outside made the whole room glow pale and blue around {P}.', {
    times: ['night'],
    weathers: ['snowy'],
  }),
  L(['bedroom'], 'The curtains were drawn, and {P} curled up in the warm, dim room.', {
    times: ['evening', 'night'],
  }),
];

export function fits(line: PlaceLine, s: PageSetting): boolean {
  return (
    line.settings.includes(s.setting) &&
    (!line.times || line.times.includes(s.timeOfDay)) &&
    (!line.weathers || line.weathers.includes(s.weather)) &&
    (!line.seasons || line.seasons.includes(s.season))
  );
}
