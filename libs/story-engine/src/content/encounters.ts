/**
 * Meetings with real creatures on the way, built from parts: which creature, what it does, what it
 * says, where it is. Every creature does and says what it really does (a duck quacks and dabbles,
 * a snail carries its shell, a butterfly sips from flowers); each story meets any one at most once,
 * so two tellings of the same story rarely meet the same creatures in the same words.
 */
export interface Creature {
  /** Singular noun. */
  one: string;
  /** Plural noun. */
  many: string;
  /** Its call, as a child would say it ('' for the quiet ones). */
  says: string;
  /** What it did (past tense verb phrase). */
  did: string;
  /** What it does (plain verb phrase, after "watched the ... "). */
  does: string;
  /** Where it is. */
  at: string;
  /** Where it lives: the settings it fits. */
  places: readonly string[];
}

const FIELDS = ['meadow', 'hill', 'farm', 'park', 'garden'];
const WOODS = ['forest', 'park', 'garden', 'hill'];
const TOWN = ['village', 'park', 'library', 'garden'];

export const CREATURES: readonly Creature[] = [
  {
    one: 'duck',
    many: 'ducks',
    says: 'Quack, quack',
    did: '[dabbled in the water, tail up|paddled along in a neat little line|tipped up to nibble the weeds]',
    does: 'dabble for weeds, tail up in the air',
    at: 'on the water',
    places: ['pond', 'river', 'park', 'farm'],
  },
  {
    one: 'frog',
    many: 'frogs',
    says: 'Ribbit',
    did: '[jumped with a plop into the water|puffed out its throat and croaked|sat on a stone, as still as could be]',
    does: 'sit very still and then catch a fly with its long tongue',
    at: 'on a lily pad',
    places: ['pond', 'river', 'garden'],
  },
  {
    one: 'snail',
    many: 'snails',
    says: '',
    did: '[slid along, carrying its shell like a little house|stretched out its feelers, very slowly|left a shiny silver trail behind it]',
    does: 'slide along with its shell on its back',
    at: 'on a wet leaf',
    places: ['garden', 'forest', 'meadow', 'park', 'village'],
  },
  {
    one: 'bumblebee',
    many: 'bumblebees',
    says: 'Buzz, buzz',
    did: '[climbed into a flower and came out dusty with pollen|bumbled from one flower to the next|hummed its way across the clover]',
    does: 'crawl from flower to flower, collecting pollen',
    at: 'in the clover',
    places: ['meadow', 'garden', 'farm', 'park', 'hill'],
  },
  {
    one: 'butterfly',
    many: 'butterflies',
    says: '',
    did: '[landed on a flower and sipped with its long, curly tongue|opened and closed its bright wings|fluttered up and over the hedge]',
    does: 'sip nectar from a flower with its long, curly tongue',
    at: 'on a flower',
    places: FIELDS,
  },
  {
    one: 'robin',
    many: 'robins',
    says: 'Tweet, tweet',
    did: '[hopped across the grass and pulled up a worm|puffed out its red chest and sang|tilted its head to listen to the ground]',
    does: 'hop, stop, listen and pull up a worm',
    at: 'on a fence post',
    places: [...FIELDS, 'village', 'snow'],
  },
  {
    one: 'squirrel',
    many: 'squirrels',
    says: '',
    did: '[dug a little hole and buried a nut for winter|ran up the tree trunk in a flash|sat up and nibbled an acorn]',
    does: 'bury a nut and pat the earth down for winter',
    at: 'up a tree',
    places: [...WOODS, 'village'],
  },
  {
    one: 'rabbit',
    many: 'rabbits',
    says: '',
    did: '[twitched its nose and nibbled the clover|thumped a back foot and hopped away|sat up tall with its long ears high]',
    does: 'nibble clover, its nose twitching all the time',
    at: 'by a hedge',
    places: ['meadow', 'hill', 'farm', 'garden'],
  },
  {
    one: 'cow',
    many: 'cows',
    says: 'Moo',
    did: '[chewed and chewed, slowly and calmly|swished its tail at a fly|lay down in the grass to rest]',
    does: 'chew the grass slowly, again and again',
    at: 'in the field',
    places: ['farm', 'meadow', 'hill'],
  },
  {
    one: 'sheep',
    many: 'sheep',
    says: 'Baa',
    did: '[munched the grass and looked up with its calm eyes|trotted over to its lamb|lay in the shade, chewing]',
    does: 'munch the grass with its woolly head down',
    at: 'by the fence',
    places: ['farm', 'hill', 'meadow'],
  },
  {
    one: 'hen',
    many: 'hens',
    says: 'Cluck, cluck',
    did: '[scratched the ground with its feet, looking for seeds|fluffed its feathers in a patch of dust|led its chicks across the yard]',
    does: 'scratch the ground for seeds and bugs',
    at: 'in the yard',
    places: ['farm', 'village', 'garden'],
  },
  {
    one: 'goat',
    many: 'goats',
    says: 'Meh-eh-eh',
    did: '[climbed up onto a rock and stood there proudly|nibbled the tips of a bush|jumped from rock to rock]',
    does: 'climb up onto a rock with its sure little hooves',
    at: 'on a rock',
    places: ['farm', 'hill'],
  },
  {
    one: 'crab',
    many: 'crabs',
    says: '',
    did: '[scuttled sideways and hid under a rock|waved its claws in the air|dug itself into the wet sand]',
    does: 'scuttle sideways across the wet sand',
    at: 'by a rock pool',
    places: ['beach'],
  },
  {
    one: 'seagull',
    many: 'seagulls',
    says: 'Kee-ow, kee-ow',
    did: '[floated on the wind without flapping once|dived down to the water and up again|stood on one leg on a post]',
    does: 'float on the wind without flapping its wings',
    at: 'over the waves',
    places: ['beach', 'river'],
  },
  {
    one: 'ladybug',
    many: 'ladybugs',
    says: '',
    did: '[opened its red spotty shell and flew away|walked all the way up a blade of grass|crawled across a leaf]',
    does: 'walk to the very tip of a leaf and fly away',
    at: 'on a leaf',
    places: [...FIELDS, 'forest'],
  },
  {
    one: 'woodpecker',
    many: 'woodpeckers',
    says: '',
    did: '[tapped on the tree trunk, looking for bugs|hopped up the bark in little jumps|drummed on a branch: tap, tap, tap]',
    does: 'tap on the bark, looking for bugs',
    at: 'on a tree trunk',
    places: ['forest', 'park', 'hill'],
  },
  {
    one: 'owl',
    many: 'owls',
    says: '',
    did: '[opened one eye, then closed it again to sleep all day|turned its head almost all the way round|sat still and fluffy in the shade]',
    does: 'sleep all day in a hollow tree',
    at: 'in a hollow tree',
    places: ['forest', 'farm'],
  },
  {
    one: 'deer',
    many: 'deer',
    says: '',
    did: '[lifted its head, then stepped softly back into the trees|flicked its ears and kept on nibbling|bounded away with its white tail up]',
    does: 'step softly between the trees',
    at: 'at the edge of the trees',
    places: ['forest', 'meadow', 'hill'],
  },
  {
    one: 'hedgehog',
    many: 'hedgehogs',
    says: '',
    did: '[snuffled in the leaves, looking for beetles|rolled into a prickly ball|trundled off under the hedge]',
    does: 'snuffle through the leaves for beetles',
    at: 'under a hedge',
    places: ['garden', 'park', 'forest', 'meadow'],
  },
  {
    one: 'swan',
    many: 'swans',
    says: '',
    did: '[glided past, its long neck curved like the letter S|dipped its head under the water|spread its wide white wings]',
    does: 'glide across the water with its long neck curved',
    at: 'on the water',
    places: ['pond', 'river', 'park'],
  },
  {
    one: 'dragonfly',
    many: 'dragonflies',
    says: '',
    did: '[zipped past and hovered in the air like a tiny helicopter|rested on a reed with its wings out flat|darted over the water and back]',
    does: 'hover in the air like a tiny helicopter',
    at: 'over the reeds',
    places: ['pond', 'river', 'meadow'],
  },
  {
    one: 'cat',
    many: 'cats',
    says: 'Meow',
    did: '[stretched in the sun and curled up again|washed one paw with its tongue|blinked slowly and purred]',
    does: 'stretch in the sun and curl up again',
    at: 'on a sunny wall',
    places: TOWN,
  },
  {
    one: 'dog',
    many: 'dogs',
    says: 'Woof, woof',
    did: '[wagged its tail and trotted off after a ball|sniffed every post along the way|rolled over for a tummy rub]',
    does: 'chase a ball and bring it back',
    at: 'by the gate',
    places: [...TOWN, 'beach', 'farm'],
  },
  {
    one: 'pigeon',
    many: 'pigeons',
    says: 'Coo, coo',
    did: '[bobbed its head and pecked at some crumbs|puffed up its shiny neck feathers|flapped up onto a chimney]',
    does: 'bob its head and peck at the crumbs',
    at: 'on the rooftop',
    places: TOWN,
  },
  {
    one: 'sparrow',
    many: 'sparrows',
    says: 'Cheep, cheep',
    did: '[splashed in a puddle and fluffed its feathers|hopped along looking for seeds|chirped from the top of a fence]',
    does: 'splash in a puddle and fluff up its feathers',
    at: 'on the path',
    places: [...TOWN, 'farm', 'meadow'],
  },
  {
    one: 'ant',
    many: 'ants',
    says: '',
    did: '[carried a crumb much bigger than itself|marched in a line with all its friends|hurried down a tiny hole]',
    does: 'carry crumbs back to the nest, one by one',
    at: 'on the ground',
    places: [...FIELDS, 'forest', 'village'],
  },
  {
    one: 'caterpillar',
    many: 'caterpillars',
    says: '',
    did: '[munched a leaf, one bite and then another|humped its back and inched along|curled up on a stem]',
    does: 'munch a leaf, bite by bite',
    at: 'on a leaf',
    places: ['garden', 'meadow', 'forest', 'park'],
  },
  {
    one: 'fish',
    many: 'fish',
    says: '',
    did: '[flicked its tail and swam down into the deep|rose up to snap at a fly|hid in the shade of the weeds]',
    does: 'swim in and out of the weeds',
    at: 'in the clear water',
    places: ['pond', 'river'],
  },
  {
    one: 'hare',
    many: 'hares',
    says: '',
    did: '[bounded across the snow on its big back feet|sat still with its ears laid back|nibbled at a twig poking through the snow]',
    does: 'bound across the snow on its big back feet',
    at: 'across the snow',
    places: ['snow', 'hill', 'meadow'],
  },
  {
    one: 'fox',
    many: 'foxes',
    says: '',
    did: '[left a line of small paw prints in the snow|pounced into the snow nose first|trotted along with its bushy tail low]',
    does: 'listen to the snow and pounce',
    at: 'at the edge of the field',
    places: ['snow', 'forest', 'meadow'],
  },
];

/** Meetings for the youngest: short sentences, a call and an answer. */
export const LITTLE_MEETINGS: readonly string[] = [
  '{name} saw a {c} {at}. The {c} {did}.',
  '"Look, {pal}!" said {name}. "A {c}!" The {c} {did}.',
  'What is that {at}? It is a {c}! Hello, {c}!',
  'A {c} {did}. {name} waved. "Bye-bye, {c}!"',
  '{pal} spotted a {c} first. {pal} {sound}. The {c} {did}.',
  'Who is there, {at}? A {c}! {name} and {pal} stood very still.',
  'Guess what {name} saw next? A {c}! The {c} {did}.',
  '"Hello, {c}," said {name} softly. The {c} {did}.',
  '{name} and {pal} met a {c}. The {c} {did}. What a busy {c}!',
  'Shh! A {c}, {at}. {name} and {pal} watched it for a while.',
];

/** Meetings for early readers: plain sentences, no baby talk. */
export const PLAIN_MEETINGS: readonly string[] = [
  '{name} saw a {c} {at}. The {c} {did}.',
  '{pal} spotted a {c} first and went still. The {c} {did}.',
  '"Look," said {name}, pointing. A {c} {did}.',
  '{name} and {pal} stopped to watch a {c}. It {did}, and then it was gone.',
  'A {c} was {at}. {name} kept very quiet, and the {c} {did}.',
  'They [passed|came across] a {c} {at}. It {did}.',
  '"Hello, {c}," said {name} softly. The {c} {did}.',
];

/** Meetings with a call, for creatures that have one. */
export const CALL_MEETINGS: readonly string[] = [
  'A {c} said, "{says}!" {name} said, "{says}!" right back.',
  '"{says}!" went a {c} {at}. {pal} {sound} in reply.',
  'Listen! "{says}!" Who says that? A {c} says that!',
  '"{says}!" said the {c}. "{says}!" said {name}. {pal} just {sound}.',
  'What does a {c} say? "{says}!" And that is just what it said.',
];

/** Meetings for older readers. */
export const RICH_MEETINGS: readonly string[] = [
  'A {c} was {at}. {name} crouched down and watched it {does}, and {pal} waited without a sound.',
  '{pal} noticed the {c} before anyone else and went very still. Together they watched it {does}.',
  'They stopped for a moment to watch a {c} {does}. It did not seem to mind them at all.',
  'There were {many} {at}, and one of them {did}. {name} counted them under their breath.',
  '{name} spotted a {c} {at} and signaled to {pal} to keep still. Neither of them made a sound.',
  'On the way, a {c} {did}. {name} had read about {many}, but seeing one up close was different.',
  'A {c} {did}, with no idea at all that it had an audience.',
  '"Look," whispered {name}. A {c} was {at}, and as they watched, it {did}.',
  'For a while they simply watched the {c}. There is always something to see if you stand still long enough.',
];

/** True colors of things found outdoors, for colour-spotting with the youngest. */
export const COLOR_THINGS: readonly (readonly [string, string])[] = [
  ['red', 'a ladybug'],
  ['red', 'a poppy'],
  ['red', 'a wild strawberry'],
  ['yellow', 'a buttercup'],
  ['yellow', 'a dandelion'],
  ['yellow', 'a sunflower'],
  ['green', 'a leaf'],
  ['green', 'a blade of grass'],
  ['green', 'a clover'],
  ['blue', 'the sky'],
  ['blue', 'a bluebell'],
  ['white', 'a cloud'],
  ['white', 'a daisy'],
  ['brown', 'an acorn'],
  ['brown', 'a pinecone'],
  ['brown', 'a tree trunk'],
  ['gray', 'a pebble'],
  ['black', 'a crow'],
  ['purple', 'a violet'],
  ['pink', 'an apple blossom'],
  ['orange', 'a marigold'],
];

/** Colour-spotting for the youngest ({color}, {thing}, {Thing}). */
export const COLOR_LINES: readonly string[] = [
  '{name} saw something {color}. What was it? It was {thing}!',
  '"What is {color}?" asked {name}. {Thing} is {color}!',
  'Look, {pal}! Here is {thing}. It is {color}.',
  '{pal} found something {color}. It was {thing}. "So {color}!" said {name}.',
  '{name} pointed at {thing}. "{Color}!" said {name}. Yes, it was {color}.',
];

/** Counting for the youngest ({many}, {seq}: "one, two, three", {N}: "Three"). */
export const COUNT_LINES: readonly string[] = [
  '{name} counted the {many}: {seq}. {N} {many}!',
  'How many {many}? Let\u2019s count: {seq}. {N}!',
  '{pal} saw some {many}. {name} counted them: {seq}.',
  'Here come the {many}. Count them with {name}: {seq}!',
];
