/**
 * Places, supporting characters, weather and the shared lines every story draws on.
 * Templates: `{slot}` is filled from the story's cast, `[a|b]` picks one option.
 * Slots: name (the child), pal (the animal's name), animal (its kind), place, spot, helper
 * (the supporting character, first mention) and helperName.
 */

export interface Setting {
  key: string;
  /** Short name used in sentences ("the meadow"). */
  spot: string;
  /** Scene text for the illustrator. */
  scene: string;
  weathers: readonly string[];
  sights: readonly string[];
}

export const SETTINGS: Readonly<Record<string, Setting>> = {
  meadow: {
    key: 'meadow',
    spot: 'the meadow',
    scene: 'a wide green meadow full of wildflowers',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'Bees buzzed from flower to flower.',
      'Tall grass waved like a soft green sea.',
      'A butterfly landed on a yellow buttercup.',
      'Daisies nodded their white heads in the breeze.',
      'A grasshopper jumped [high|far] and landed with a click.',
      'The whole meadow smelled of warm grass and clover.',
      'Little brown sparrows hopped between the flowers.',
    ],
  },
  forest: {
    key: 'forest',
    spot: 'the forest',
    scene: 'a quiet forest with tall trees and ferns',
    weathers: ['sunny', 'misty', 'breezy'],
    sights: [
      'Sunlight came down through the leaves in thin gold lines.',
      'The path was soft with old brown pine needles.',
      'A woodpecker tapped on a tree, tap, tap, tap.',
      'Ferns curled their green fingers by the path.',
      'A squirrel ran up a trunk and peeked down at them.',
      'The forest smelled of moss and damp earth.',
      'Mushrooms stood in a little ring like tiny umbrellas.',
    ],
  },
  beach: {
    key: 'beach',
    spot: 'the beach',
    scene: 'a sandy beach with gentle waves',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'Small waves rolled in and went [hush|swish] on the sand.',
      'A crab scuttled sideways into a hole.',
      'Seagulls called to each other high above.',
      'Shells lay in the wet sand, pink and white and gray.',
      'The air tasted of salt.',
      'Foam fizzed around their toes and slid away.',
      'A starfish rested in a shallow rock pool.',
    ],
  },
  pond: {
    key: 'pond',
    spot: 'the pond',
    scene: 'a still green pond with lily pads and reeds',
    weathers: ['sunny', 'misty', 'soft white clouds'],
    sights: [
      'A frog sat on a lily pad and said, "Ribbit."',
      'Dragonflies zipped over the water like tiny blue planes.',
      'Reeds whispered together at the edge of the pond.',
      'A mother duck swam past with five ducklings in a line.',
      'Ripples made circles that grew bigger and bigger.',
      'A fish flashed silver under the water.',
      'The water shone like a green mirror.',
    ],
  },
  garden: {
    key: 'garden',
    spot: 'the garden',
    scene: 'a busy garden with vegetable beds and a wooden gate',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'Fat red tomatoes hung on their green vines.',
      'A worm wiggled slowly through the dark soil.',
      'Sunflowers turned their big faces to the sun.',
      'A ladybug walked along a bean leaf.',
      'The watering can dripped [by the gate|on the path].',
      'The garden smelled of mint and warm earth.',
      'Pea pods hung in neat green rows.',
    ],
  },
  hill: {
    key: 'hill',
    spot: 'the hill',
    scene: 'a grassy hilltop with a view of the valley',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'From the top, the houses below looked as small as toys.',
      'The wind tugged gently at their hair and fur.',
      'Clouds drifted by like slow white sheep.',
      'A hawk circled high in the blue sky.',
      'A little stone wall ran along the side of the hill.',
      'The grass was dotted with tiny purple flowers.',
      'Far away, a river shone like a silver ribbon.',
    ],
  },
  snow: {
    key: 'snow',
    spot: 'the snowy hill',
    scene: 'a snowy hillside with pine trees',
    weathers: ['snowy', 'cold and clear'],
    sights: [
      'Snow sparkled like sugar in the light.',
      'Their boots went crunch, crunch in the snow.',
      'Icicles hung from the pine branches like glass.',
      'Little bird tracks made a pattern across the snow.',
      'Their breath puffed out in small white clouds.',
      'The pine trees wore thick white coats of snow.',
      'Everything was quiet and soft and white.',
    ],
  },
  village: {
    key: 'village',
    spot: 'the village square',
    scene: 'a small village square with shops and a fountain',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'The fountain in the square splashed and sparkled.',
      'The bakery window was full of warm, round loaves.',
      'A bell on a shop door went jingle as it opened.',
      'Pigeons pecked at crumbs on the cobblestones.',
      'Bright flags fluttered from window to window.',
      'The smell of fresh bread drifted down the street.',
      'Flower boxes spilled red and pink over the windows.',
    ],
  },
  library: {
    key: 'library',
    spot: 'the library',
    scene: 'a cozy old library with tall shelves and reading nooks',
    weathers: ['rainy', 'soft white clouds', 'sunny'],
    sights: [
      'Tall shelves were packed with books of every color.',
      'A big round window let in a pool of light.',
      'The library smelled of old paper and polish.',
      'Soft cushions sat in a reading nook by the window.',
      'A wooden ladder leaned against the highest shelf.',
      'Pages rustled softly all around them.',
      'A globe stood on a table, ready to spin.',
    ],
  },
  farm: {
    key: 'farm',
    spot: 'the farm',
    scene: 'a friendly farm with a red barn and fields',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'A rooster crowed from the top of the fence.',
      'The red barn stood tall beside the field.',
      'Hens clucked and pecked in the yard.',
      'A pony swished its tail by the gate.',
      'Hay bales were stacked like giant golden blocks.',
      'The farm smelled of hay and apples.',
      'A tractor rumbled slowly across the far field.',
    ],
  },
  river: {
    key: 'river',
    spot: 'the river',
    scene: 'a sparkling river with smooth stones and willow trees',
    weathers: ['sunny', 'misty', 'breezy'],
    sights: [
      'The river chattered over smooth round stones.',
      'Willow branches dipped their long fingers into the water.',
      'A kingfisher flashed blue and orange over the water.',
      'Little fish darted in the shallow places.',
      'The water was cool and clear and quick.',
      'Stepping stones made a bumpy path across the river.',
      'A heron stood very still on one long leg.',
    ],
  },
  park: {
    key: 'park',
    spot: 'the park',
    scene: 'a green town park with a playground and big trees',
    weathers: ['sunny', 'breezy', 'soft white clouds'],
    sights: [
      'The swings creaked gently back and forth.',
      'Ducks paddled in the little park pond.',
      'A dog chased a ball across the grass.',
      'Leaves rustled in the big old trees.',
      'Children laughed on the slide.',
      'A kite bobbed high above the trees.',
      'Benches waited in the shade for tired feet.',
    ],
  },
};

export interface Helper {
  /** First mention. */
  intro: string;
  name: string;
  /** For the illustrator. */
  scene: string;
}

export const HELPERS: readonly Helper[] = [
  { intro: 'a wise old badger named Barnaby', name: 'Barnaby', scene: 'Barnaby, an old badger' },
  { intro: 'a little hedgehog called Prickles', name: 'Prickles', scene: 'Prickles, a hedgehog' },
  { intro: 'Grandma Rosa from next door', name: 'Grandma Rosa', scene: 'Grandma Rosa, a neighbor' },
  { intro: 'Grandpa Ike with a walking stick', name: 'Grandpa Ike', scene: 'Grandpa Ike' },
  { intro: 'a busy squirrel named Nutkin', name: 'Nutkin', scene: 'Nutkin, a squirrel' },
  { intro: 'a cheerful duck called Dilly', name: 'Dilly', scene: 'Dilly, a duck' },
  { intro: 'a gentle mole named Mossy', name: 'Mossy', scene: 'Mossy, a mole' },
  { intro: 'a hard-working beaver named Chip', name: 'Chip', scene: 'Chip, a beaver' },
  { intro: 'a robin called Scarlet', name: 'Scarlet', scene: 'Scarlet, a robin' },
  { intro: 'Auntie Mae, who knew every path', name: 'Auntie Mae', scene: 'Auntie Mae' },
  { intro: 'Farmer Jo in a big straw hat', name: 'Farmer Jo', scene: 'Farmer Jo' },
  { intro: 'a friendly frog named Lily', name: 'Lily', scene: 'Lily, a frog' },
  { intro: 'a tiny mouse called Whiskers', name: 'Whiskers', scene: 'Whiskers, a mouse' },
  { intro: 'Ranger Lou with a big green backpack', name: 'Ranger Lou', scene: 'Ranger Lou' },
  { intro: 'a new kid on the street named Sam', name: 'Sam', scene: 'Sam, a child' },
  { intro: 'a shy deer named Fawnlee', name: 'Fawnlee', scene: 'Fawnlee, a young deer' },
  { intro: 'a chatty magpie called Tinker', name: 'Tinker', scene: 'Tinker, a magpie' },
  { intro: 'Baker Tam with flour on both hands', name: 'Baker Tam', scene: 'Baker Tam' },
  { intro: 'a kind old tortoise named Tilda', name: 'Tilda', scene: 'Tilda, an old tortoise' },
  { intro: 'Mo the mail carrier', name: 'Mo', scene: 'Mo, a mail carrier' },
  { intro: 'a clever crow named Inky', name: 'Inky', scene: 'Inky, a crow' },
  { intro: 'Uncle Theo in a floppy fishing hat', name: 'Uncle Theo', scene: 'Uncle Theo' },
  { intro: 'a playful otter called Ripple', name: 'Ripple', scene: 'Ripple, an otter' },
  { intro: 'Nana June from across the lane', name: 'Nana June', scene: 'Nana June, a neighbor' },
  { intro: 'Coach Kim with a silver whistle', name: 'Coach Kim', scene: 'Coach Kim' },
  { intro: 'Gardener Ray in muddy boots', name: 'Gardener Ray', scene: 'Gardener Ray' },
  { intro: 'a neighbor called Alex', name: 'Alex', scene: 'Alex, a child' },
  { intro: 'a gentle donkey named Dusty', name: 'Dusty', scene: 'Dusty, a donkey' },
];

/** Page 1: who is who. */
export const OPEN_LINES: readonly string[] = [
  '{name} [loved|liked] mornings like this one.',
  '{name} had a best friend, and that best friend was a {animal} named {pal}.',
  '[Every day|Most days], {name} and {pal} [found something new to do|went looking for something new].',
  'That morning, {pal} was waiting by the door when {name} came out.',
  '{name} tied both shoes and ran outside.',
  '"Good morning, {pal}!" said {name}.',
  '{pal} {sound} to say hello.',
  'The sky was [wide|big] and [blue|bright], and the day felt full of [surprises|chances].',
  '{name} [stretched|yawned] and smiled at the new day.',
  'They set off together for {spot}.',
  '{name} packed a snack of {food} for {pal}.',
  '{name} [brushed|combed] [their|messy] hair and put on a [sun hat|woolly hat].',
  'Breakfast was [toast and jam|porridge with honey|pancakes], and it was [delicious|very good].',
  '{name} looked out of the window and [waved|smiled] at {pal}.',
  'The birds were already singing [outside|in the trees].',
  '{pal} {habit}, ready for [the day|an adventure].',
  '{name} [laced up|put on] [red|blue|green] boots, just in case.',
];

/** Any middle page: the two of them together. */
export const TOGETHER_LINES: readonly string[] = [
  '{name} and {pal} walked side by side.',
  '{pal} [stayed close|walked close] to {name}.',
  '{name} [skipped|hopped] over a crack in the ground.',
  '{pal} looked up at {name} and [blinked|tilted a head].',
  'They walked in step, left, right, left, right.',
  '{name} [counted|named] the colors [all around|they could see]: green, blue, yellow, brown.',
  '{name} told {pal} a secret, and {pal} kept it.',
  'They [paused|stopped] to listen to the birds.',
  '{name} and {pal} [shared|split] the last [cracker|biscuit].',
  '{pal} waited while {name} [tied a shoe|fixed a sock].',
  '"I\u2019m glad you\u2019re here," [said {name}|{name} told {pal}].',
  '{name} [brushed|picked] a leaf off {pal}\u2019s back.',
  'The two friends [smiled|grinned] at the same time.',
  '{name} made {pal} laugh with a funny face.',
  '{name} gave {pal} a gentle pat.',
  '{pal} leaned against {name} for a moment.',
  'They [looked at each other|shared a look] and [grinned|smiled].',
  '{name} took a deep breath.',
  '{name} felt {pal} nudge a {hand} against one hand.',
  '{name} [hummed|whistled] a little tune.',
  '"We can do this," said {name}.',
  '"Stay with me, {pal}," said {name}.',
  '{pal} {sound}, as if to say, "I am here."',
  '{name} laughed, and the laugh made {pal} happy too.',
  'They stopped to rest on a [flat rock|fallen log|patch of soft grass].',
  '{name} shared a sip of water with {pal}.',
  '[Step by step|Little by little], they kept going.',
  '{name} pointed, and {pal} [looked|turned to see].',
];

/** Small moments with the animal (its habits come from the animal's own list). */
export const HABIT_LINES: readonly string[] = [
  '{pal} {habit}.',
  '[Nearby|Beside {name}], {pal} {habit}.',
  '{pal} {habit}, and {name} [giggled|smiled].',
  'Then {pal} {habit2}.',
];

export const WEATHER_LINES: Readonly<Record<string, readonly string[]>> = {
  sunny: [
    'The sun was warm on their backs.',
    'The sun [shone|glowed] in a clear blue sky.',
    'Bright sunshine made everything [glow|sparkle].',
  ],
  breezy: [
    'A cool breeze [blew|swirled] past them.',
    'The wind [played|danced] with the leaves.',
    'A little wind [whooshed|whistled] by.',
  ],
  'soft white clouds': [
    'Soft white clouds floated across the sky.',
    'A cloud shaped like a boat drifted by.',
    'The clouds moved slowly, like sleepy sheep.',
  ],
  misty: [
    'A soft mist hung low and gray.',
    'The mist made everything look [gentle|like a dream].',
    'Little drops of mist sat on every leaf.',
  ],
  snowy: [
    'Snowflakes [drifted|floated] down, soft as feathers.',
    'A snowflake landed on the tip of {name}\u2019s nose.',
    'The snow kept falling, slow and quiet.',
  ],
  'cold and clear': [
    'The air was cold and clear and [crisp|fresh].',
    'The winter sky was a pale, clean blue.',
    'Frost glittered on every branch.',
  ],
  rainy: [
    'Rain pattered softly on the windows.',
    'Outside, the rain went drip, drop, drip.',
    'Raindrops raced each other down the glass.',
  ],
};

/** Feelings for a page's mood. */
export const MOOD_LINES: Readonly<Record<string, readonly string[]>> = {
  curious: [
    '{name} wondered what they would find.',
    'Something about today felt [special|different].',
    '{name} felt a happy flutter inside.',
  ],
  worried: [
    '{name} felt a small knot in [their|the] tummy.',
    'For a moment, nobody knew what to do.',
    '{pal} looked up at {name} with [worried|wide] eyes.',
    '"Oh dear," whispered {name}.',
  ],
  determined: [
    '{name} did not give up.',
    '"Let\u2019s try again," said {name}.',
    '{name} thought hard about what to do next.',
    '"[There must be a way|We will find a way]," said {name}.',
  ],
  hopeful: [
    'A new idea began to grow, like a seed.',
    '{name}\u2019s eyes lit up.',
    '"I know!" said {name}.',
    '{pal} {sound} with excitement.',
  ],
  joyful: [
    'Everyone cheered.',
    '{name} clapped and laughed.',
    '{pal} did a happy little dance.',
    'It felt [wonderful|warm and wonderful].',
  ],
  peaceful: [
    'Everything felt calm and still.',
    'The world was growing quiet.',
    '{name} felt warm all the way through.',
  ],
};

/** Page 9: the walk home as the day ends. */
export const HOMEWARD_SETS: readonly (readonly string[])[] = [
  [
    'They waved goodbye to {helperName}.',
    '{name} looked back at {spot} one more time.',
    '[Slowly|Side by side], {name} and {pal} walked home.',
    'The sun sank low, and the sky turned [pink|orange] and gold.',
    'Long shadows stretched across the path.',
    'A cool evening breeze [whispered|sighed] through the grass.',
    'Birds sang their last songs of the day.',
    '{name}\u2019s legs felt tired in a good way.',
    '{pal} {move} along [slower now|a little more slowly].',
    'Windows began to glow yellow in the houses.',
    'Crickets began to sing in the grass.',
    'The first star peeked out above the trees.',
  ],
  [
    '"See you soon," {name} called to {helperName}.',
    'The way home [felt shorter|seemed quicker] than the way there, the way it always does.',
    'The sky was a [soft|pale] lilac color, and the air smelled of evening.',
    'Bats began to flit [above the hedges|over the rooftops], catching bugs.',
    '{pal} gave a [big|huge] yawn, and then {name} yawned too.',
    'They passed the old oak, the little bridge and the [blue|red] gate.',
    'A mother bird was tucking the chicks into their nest for the night.',
    '{name} hummed the tune from the morning, slower now.',
    'The moon was rising, thin and [silver|pale] like a smile.',
    'Somebody\u2019s chimney puffed a thin line of smoke.',
    'The path was [dusky|dim] and blue, but {name} knew every step.',
    'At last, the front door was right there, and it was time to go in.',
  ],
  [
    'It was getting late, so they said goodbye to {helperName} and turned for home.',
    'The sun was a big orange ball, sitting on the edge of the world.',
    '{name} and {pal} walked slowly, [talking about everything|not saying much at all].',
    'Rabbits came out to nibble the grass in the last of the light.',
    'The flowers were folding up their petals for the night.',
    '[Far off|Somewhere], a dog barked twice and then was quiet.',
    '{name}\u2019s pocket was full of treasures from the day.',
    'The evening air was cool on {name}\u2019s cheeks.',
    'One by one, the streetlights [blinked|flickered] on.',
    '{pal} {move} closer to {name} as the shadows grew.',
    'Above them, the sky turned from blue to deep, deep navy.',
    'Home had never looked so [cozy|welcoming].',
  ],
];

/** Lines of the walk home that must not meet in one story (one sun, one farewell ...). */
export const HOMEWARD_CLASHES: readonly RegExp[] = [
  /goodbye|See you/,
  /\bsun\b/,
  /\bsky\b/,
  /\bmoon\b/,
  /\bstar\b/,
  /walked|walk home|way home/,
  /shadows/,
  /front door|Home had/,
  /[Cc]rickets?/,
  /[Bb]irds?\b|chicks/,
  /[Ww]indows|streetlights/,
  /yawn/,
];

/** Page 10: a calm ending fit for bedtime, in the order things happen (one routine per story). */
export const BEDTIME_SETS: readonly (readonly string[])[] = [
  [
    'At home, {name} [had a warm bath|washed up] and put on soft pajamas.',
    'The moon rose, round and silver, over the rooftops.',
    'The stars twinkled like tiny lanterns.',
    '{name} snuggled under a cozy blanket.',
    'A night light glowed softly in the corner.',
    'Outside, the world was quiet and still.',
    'An owl hooted somewhere far away, soft and low.',
    '{name} thought about the day and smiled.',
    '"Goodnight, {pal}," whispered {name}. "Goodnight, {name}," {pal} seemed to say.',
    '{name}\u2019s eyes grew heavy.',
    'And the whole house [slept|dreamed], calm and warm.',
  ],
  [
    'Back home, supper was warm soup and [bread|toast], and it tasted [wonderful|extra good] after such a day.',
    '{name} brushed every tooth, up and down and round and round.',
    'Then came the [striped|spotty|starry] pajamas, the softest ones.',
    'The curtains were drawn, and the room went dim and [gentle|cozy].',
    '{name} chose a bedtime book, but tonight {name} told the story instead: the story of this very day.',
    '{pal} listened, [blinking slowly|yawning a little], to every word.',
    'The wind outside had [dropped|gone quiet] to a whisper.',
    'A [cricket|single cricket] sang one last, slow song.',
    '"We did well today," {name} murmured.',
    'The blanket was heavy and warm, like a hug that lasted all night.',
    '{name}\u2019s breathing grew slow and [deep|soft].',
    'Somewhere, a clock ticked, [slow and steady|tick, tock, tick].',
  ],
  [
    'When they got home, the lamps were already lit, [golden|yellow] and welcoming.',
    '{name} had a cup of warm milk and [a biscuit|a slice of apple].',
    'Then it was time for a bath, with bubbles that popped and fizzed. {name} dried off in a big fluffy towel, warm from the [radiator|cupboard].',
    'In the bedroom, the window showed a sky full of [stars|soft stars].',
    '{name} counted them: one, two, three, and then too many to count.',
    'The pillow was cool and soft, and the quilt was [patchwork|blue and white].',
    '{pal} settled in at the end of the bed, [right where {pal} liked to be|in the usual spot].',
    '"Thank you for today," {name} whispered to the dark.',
    'The house creaked [softly|gently], the way houses do when they settle for the night.',
    'Far away, a [train|boat] hooted once, and then all was still.',
    '{name}\u2019s eyelids [fluttered|drooped] and closed.',
  ],
];

/** Bedtime lines that must not meet in one story (one bath, one supper, one goodnight ...). */
export const BEDTIME_CLASHES: readonly RegExp[] = [
  /bath|washed up/,
  /pajamas/,
  /\bmoon\b/,
  /\bstars?\b/,
  /Goodnight|Thank you for today|We did well/,
  /eyes|eyelids|breathing/,
  /blanket|quilt|pillow/,
  /owl|cricket|train|boat hooted|clock/,
  /supper|milk/,
  /[Hh]ouse|[Oo]utside|curtains|night light/,
  /story|book/,
];

/** Extra description for older readers (upper-elementary and middle-school). */
export const RICH_LINES: readonly string[] = [
  'Sunlight [slanted|filtered] through the air, painting everything in honey-colored light.',
  '{name} noticed details that most people would hurry past: a beetle\u2019s shimmering shell, a spider\u2019s delicate web.',
  'The afternoon stretched out ahead of them, full of possibility.',
  'Somewhere in the distance, a dog barked, and the sound echoed across {spot}.',
  '{name} tried to memorize everything, the colors and the smells and the particular feeling of the moment.',
  'It was the kind of day that seemed to promise an adventure.',
  'A gust of wind rearranged the leaves, scattering them like confetti.',
  'The ordinary world looked extraordinary when you really paid attention.',
  '{name} felt the familiar mixture of excitement and nervousness that comes before something important.',
  '{pal} watched everything with curious, intelligent eyes.',
  'Time seemed to move differently out here, slower and more generous.',
  'The air carried a hundred different scents, and {pal} investigated every single one.',
  'Their shadows walked beside them, long and companionable.',
  '{name} realized that the best discoveries usually happened when you were not expecting them.',
  'The light shifted as a cloud slid past, and for a moment {spot} looked like an entirely different place.',
  '{name} had the curious sense of being exactly where they were supposed to be.',
  'Everything smelled green and alive, the way the world smells after it has been thinking for a while.',
  'A distant bell rang the hour, and {name} was surprised to discover how much time had passed.',
  '{pal} moved with the easy confidence of someone who had never once doubted the way.',
  'There were a thousand small sounds if you listened carefully: insects, leaves, water, wind.',
  '{name} decided that some days deserve to be remembered on purpose, and this was one of them.',
  'The path curved ahead of them, inviting and mysterious, as if it had been waiting all morning.',
  'It was warm enough to be comfortable and cool enough to be interesting.',
  '{name} noticed, not for the first time, how much {pal} seemed to notice.',
];

/** Dialogue for older readers. */
export const RICH_TALK: readonly string[] = [
  '"Do you ever wonder what is over the next hill?" {name} asked. {pal} {sound}, which probably meant yes.',
  '"Okay," {name} said, thinking out loud. "What do we actually know so far?"',
  '"This is either a brilliant idea or a terrible one," {name} admitted. "Only one way to find out."',
  '"Remember this," {name} told {pal}. "We will want to remember all of it."',
  '"Honestly," said {name}, "I did not expect today to turn out like this."',
  '"Are you with me?" {name} asked. {pal} {habit}, and that was answer enough.',
  '"Hold on," {name} said. "Let me think about this for a second."',
  '"You know what I like about you, {pal}?" {name} said. "You never make anything feel impossible."',
  '"I keep thinking we missed something," {name} murmured. "Something obvious."',
  '"If this works," {name} said, "I am going to be unbearable about it for at least a week."',
  '"Okay, new rule," {name} announced. "Nobody gives up until we have tried three different ways."',
  '"Do you think anyone has ever done this before?" {name} wondered aloud. "Probably. But not us."',
  '"Let\u2019s be honest," {name} said with a small laugh. "We are making this up as we go."',
  '"Look at that," {name} breathed, pointing. "That is exactly what we needed."',
  '"Give me a minute," said {name}. "I think I am about to have a good idea."',
  '"We should write this down," {name} said. "Nobody is going to believe us otherwise."',
  '"What would you do, {pal}?" {name} asked. {pal} {habit}, and {name} nodded. "Yes. That is what I was thinking too."',
  '"Step one," {name} said, counting on a finger. "Step two is the part I have not figured out yet."',
  '"I am not giving up," {name} said. "I am just taking a very short break."',
  '"We have done harder things," {name} said, mostly to a pair of muddy shoes. "Probably."',
  '"If I were a {animal}," {name} said to {pal}, "I think I would know exactly what to do."',
  '"Let\u2019s slow down," {name} said. "Rushing is how we miss things."',
  '"You are a good listener," {name} told {pal}. "Most people would have interrupted by now."',
  '"Right," {name} said, rolling up both sleeves. "Let\u2019s try it another way."',
];
