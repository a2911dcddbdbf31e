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
  L(['park'], 'The ducks on the pond cut little silver lines across the water.', { times: LIGHT }),
  L(['park'], 'A gust sent the fallen leaves skittering along the path ahead of {P}.', {
    seasons: ['autumn'],
    weathers: ['windy'],
  }),
  L(['park'], 'The swings creaked, and the smell of cut grass drifted over the benches.', {
    seasons: ['spring', 'summer'],
  }),
  L(['park'], 'Sunlight came down through the plane trees in coins of gold.', {
    weathers: ['sunny'],
    times: DAY,
  }),
  L(
    ['park'],
    'The park keeper was raking leaves into a crackling heap, and {P} eyed it hopefully.',
    { seasons: ['autumn'], times: DAY },
  ),
  L(['park', 'village-street', 'playground'], 'Grey clouds hung low and soft over the rooftops.', {
    weathers: ['cloudy'],
  }),
  // forest
  L(['forest'], 'The path was soft with needles, and the air smelled of pine and damp earth.'),
  L(
    ['forest'],
    'Far above, the treetops swayed and whispered, though down by {P} the air was still.',
    { weathers: ['windy', 'cloudy'] },
  ),
  L(['forest'], 'A woodpecker drummed somewhere deep among the trunks: rat-a-tat-tat.', {
    times: DAY,
  }),
  L(['forest'], 'Golden leaves drifted down and settled on {P}\u2019s back.', {
    seasons: ['autumn'],
  }),
  L(['forest'], 'Between the trunks the light was turning amber and long.', { times: ['evening'] }),
  L(['forest'], 'Mushrooms stood in a ring by a mossy log, small brown umbrellas.', {
    seasons: ['autumn'],
  }),
  // playground
  L(
    ['playground'],
    'The slide was warm from the sun, and the sandpit was full of buckets and spades.',
    { weathers: ['sunny'], times: DAY },
  ),
  L(['playground'], 'Children shrieked happily on the roundabout, round and round and round.', {
    times: DAY,
  }),
  L(
    ['playground'],
    'Blossom from the cherry tree by the fence blew across the hopscotch squares.',
    { seasons: ['spring'] },
  ),
  // garden
  L(['garden'], 'Bees hummed in the lavender, and the soil smelled dark and sweet.', {
    seasons: ['spring', 'summer'],
    times: DAY,
  }),
  L(['garden'], 'A snail was crossing the path so slowly that {P} sat down to watch it.'),
  L(['garden'], 'The apple tree by the wall was covered in pink and white blossom.', {
    seasons: ['spring'],
  }),
  L(['garden'], 'The watering can left dark, wet circles on the warm path.', {
    seasons: ['spring', 'summer'],
    weathers: ['sunny'],
  }),
  // kitchen
  L(['kitchen'], 'The kitchen smelled of toast and warm butter.', { times: ['morning'] }),
  L(['kitchen'], 'The kettle began to hum, then to whistle, and {P} jumped.'),
  L(['kitchen'], 'Sun streamed across the table and lit up every crumb.', {
    weathers: ['sunny'],
    times: DAY,
  }),
  L(['kitchen'], 'The clock on the wall ticked loudly in the quiet kitchen.'),
  // orchard
  L(['orchard'], 'The trees stood in long rows, heavy with red and green apples.', {
    seasons: ['autumn'],
  }),
  L(['orchard'], 'Wasps buzzed lazily over the fallen apples in the grass.', {
    seasons: ['autumn'],
    times: DAY,
    weathers: ['sunny', 'cloudy'],
  }),
  L(['orchard'], 'The air smelled of ripe apples and wet grass.', { seasons: ['autumn'] }),
  L(['orchard'], 'A ladder leaned against the oldest tree, and {P} sniffed at its rungs.'),
  // meadow
  L(
    ['meadow'],
    'The grass was so tall it brushed {P}\u2019s chin, full of buttercups and clover.',
    { seasons: ['spring', 'summer'] },
  ),
  L(['meadow'], 'Grasshoppers clicked and sprang out of the grass at every step.', {
    seasons: ['summer'],
    times: DAY,
  }),
  L(['meadow'], 'The wind made silver waves roll across the long grass.', { weathers: ['windy'] }),
  L(['meadow'], 'Clouds slid over the meadow, and their shadows raced across the grass.', {
    weathers: ['cloudy', 'windy'],
    times: DAY,
  }),
  // village street
  L(
    ['village-street'],
    'The baker\u2019s window was full of buns, and the street smelled of warm bread.',
    { times: ['morning', 'afternoon'] },
  ),
  L(['village-street'], 'Bunting hung across the street in red, white and blue triangles.', {
    seasons: ['summer'],
  }),
  L(['village-street'], 'A bicycle bell rang, and the postman waved as he rode past {P}.', {
    times: DAY,
  }),
  L(
    ['village-street'],
    'The cobbles were warm under {P}\u2019s feet, and pigeons strutted by the fountain.',
    { weathers: ['sunny'], times: DAY },
  ),
  // farm
  L(['farm'], 'The farmyard smelled of hay, and a tractor rumbled somewhere behind the barn.', {
    times: DAY,
  }),
  L(['farm'], 'From the hilltop farm, the fields below were stitched together like a quilt.', {
    times: LIGHT,
  }),
  L(['farm'], 'The barn door creaked in the wind, and the weathervane spun.', {
    weathers: ['windy'],
  }),
  L(['farm'], 'Hay bales stood in the stubble field like giant cotton reels.', {
    seasons: ['autumn', 'summer'],
  }),
  // library
  L(['library'], 'The library smelled of old paper, and the only sound was pages turning.'),
  L(['library'], 'Snow drifted past the tall windows while the radiators ticked and hummed.', {
    seasons: ['winter'],
    weathers: ['snowy'],
  }),
  L(['library'], 'Shelves rose up to the ceiling, with a rolling ladder to reach the top.'),
  L(['library'], 'A lamp with a green shade made a warm circle of light on the reading table.'),
  // classroom
  L(
    ['classroom'],
    'The alphabet ran along the wall in bright letters, from A for apple to Z for zebra.',
  ),
  L(['classroom'], 'Through the window, the playground was empty and the swings hung still.', {
    weathers: ['cloudy', 'sunny'],
  }),
  L(['classroom'], 'Pencils stood in jars, and the room smelled of crayons.'),
  // workshop
  L(['workshop'], 'Tools hung on the wall, each inside its own painted outline.'),
  L(['workshop'], 'Sawdust lay in curls on the floor, and the room smelled of wood and paint.'),
  L(['workshop'], 'Sunlight came through the dusty window in one long, bright stripe.', {
    weathers: ['sunny'],
    times: DAY,
  }),
  // pond
  L(['pond'], 'Dragonflies zipped over the water, blue and shining.', {
    seasons: ['summer', 'spring'],
    weathers: ['sunny'],
    times: DAY,
  }),
  L(['pond'], 'The bank was soft and muddy, and reeds rattled at the water\u2019s edge.'),
  L(['pond'], 'Lily pads floated on the pond like green plates.', {
    seasons: ['spring', 'summer'],
  }),
  L(['pond'], 'Frogspawn lay in the shallows like clear jelly dotted with black.', {
    seasons: ['spring'],
  }),
  // river
  L(
    ['river'],
    'The river chattered over its stones, clear enough to see the pebbles on the bottom.',
  ),
  L(['river'], 'Willows trailed their long branches in the water along the bank.', {
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
  L(['living-room'], 'Snow was falling outside, and the fire crackled in the grate.', {
    seasons: ['winter'],
    weathers: ['snowy'],
  }),
  L(['living-room'], 'The old armchair creaked, and {P} climbed up onto its wide arm.'),
  L(['living-room'], 'The rug in front of the fire was the warmest place in the house.', {
    seasons: ['winter', 'autumn'],
  }),
  // museum
  L(['museum'], 'The museum was hushed, and footsteps echoed in the high hall.'),
  L(['museum'], 'A huge skeleton of a whale hung from the ceiling, and {P} stared up at it.'),
  L(['museum'], 'Glass cases held arrowheads, old coins and a helmet green with age.'),
  // beach
  L(['beach'], 'The sand was warm, and the waves rolled in and hissed back out.', {
    seasons: ['summer'],
    weathers: ['sunny'],
    times: DAY,
  }),
  L(['beach'], 'Gulls wheeled over the cliffs, crying to each other.', { times: LIGHT }),
  L(['beach'], 'The tide had left shining rock pools, full of tiny crabs and weed.'),
  L(['beach'], 'Salt was on the wind, and {P} licked it off a whisker.', {
    weathers: ['windy', 'sunny'],
  }),
  // hill
  L(['hill'], 'The wind on the hilltop tugged at every coat and made the grass hiss.', {
    weathers: ['windy'],
  }),
  L(['hill'], 'From the top of the hill, the village below looked small enough to hold.', {
    times: LIGHT,
  }),
  L(['hill'], 'Kites dipped and bobbed above the hill, red and yellow against the clouds.', {
    weathers: ['windy'],
    times: DAY,
  }),
  // campsite
  L(['campsite'], 'The lake was flat and still, and pine trees stood around it like a fence.', {
    weathers: ['sunny', 'cloudy'],
  }),
  L(['campsite'], 'Somewhere across the lake, a loon called, long and lonely.', {
    times: ['evening', 'night'],
  }),
  L(['campsite'], 'The sun was sinking toward the pines, turning the lake to gold.', {
    times: ['evening'],
    weathers: ['sunny'],
  }),
  L(
    ['campsite'],
    'Other campers were lighting small stoves, and the smell of cooking drifted over.',
    { times: ['evening'] },
  ),
  // bedroom
  L(['bedroom'], 'The night-light made a soft moon on the ceiling.', { times: ['night'] }),
  L(['bedroom'], 'Outside the window, the stars were coming out one by one.', {
    times: ['night'],
    weathers: ['sunny', 'cloudy', 'windy'],
  }),
  L(['bedroom'], 'The snow outside made the whole room glow pale and blue.', {
    times: ['night'],
    weathers: ['snowy'],
  }),
  L(['bedroom'], 'The curtains were drawn, and the room was warm and dim.', {
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
