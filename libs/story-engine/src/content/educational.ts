import { type Blueprint, type ThemeVoice, numberWord } from './blueprint';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Letters with a word for each that truly starts with it, and a thing to find in a story. */
const LETTER_WORDS: readonly (readonly [string, string])[] = [
  ['A', 'acorn'],
  ['B', 'butterfly'],
  ['C', 'caterpillar'],
  ['D', 'daisy'],
  ['F', 'feather'],
  ['L', 'ladybug'],
  ['M', 'mushroom'],
  ['P', 'pinecone'],
  ['S', 'snail'],
  ['T', 'tulip'],
  ['W', 'worm'],
];

export const EDUCATIONAL_BLUEPRINTS: readonly Blueprint[] = [
  // ---------------- numbers ----------------
  {
    id: 'numbers-apple-basket',
    theme: 'numbers',
    titles: ['{name} Counts the Apples', 'Apples, One by One'],
    settings: ['farm', 'garden'],
    vars: (rng) => {
      const a = 2 + rng.int(4);
      const b = 2 + rng.int(4);
      return {
        a: numberWord(a),
        b: numberWord(b),
        sum: numberWord(a + b),
        sumLess: numberWord(a + b - 1),
      };
    },
    problem:
      '{helper} needed apples for a pie. "The pie needs exactly {sum} apples," said {helperName}. "Can you help me count them?"',
    tries: [
      '{name} picked red apples from the low branches and counted, "One, two..." until there were {a} red apples in the basket.',
      '{pal} found green apples on the grass. {name} counted them too. There were {b} green apples.',
      'Then {pal} bumped the basket and the apples rolled everywhere! {name} picked them up and counted again, slowly, touching each one.',
    ],
    turn: '"{a} red apples and {b} green apples," said {name}. "If I count them all together, that makes {sum}!"',
    resolve:
      '{name} counted once more to be sure, touching each apple. There were {sum} apples, not {sumLess}, not more. {helperName} clapped. "Exactly right!"',
    after:
      'Soon the pie came out of the oven, golden and bubbling. {helperName} cut it into pieces, and {name} counted the slices so that everybody got one.',
  },
  {
    id: 'numbers-stepping-stones',
    theme: 'numbers',
    titles: ['Counting Across the River', 'Ten Stepping Stones'],
    settings: ['river'],
    problem:
      '{name} and {pal} wanted to cross the river to see {helper} on the other side. There was a row of stepping stones. "How many are there?" wondered {name}.',
    tries: [
      '{name} tried to guess. "A hundred!" That was too many. There were not that many stones.',
      '{name} started counting but lost track at the wobbly one and had to start again.',
      '{name} counted slowly while stepping: one, two, three, four, five, six, seven, eight, nine, ten. There were ten stones!',
    ],
    turn: 'On the way back, {helperName} said, "Now try counting by twos." {name} hopped over every other stone: two, four, six, eight, ten.',
    resolve:
      '"It is still ten," said {name}, surprised, "but I got there faster!" Counting by twos means counting two stones with every hop. {pal} {move} along behind, stone by stone.',
    after:
      'They counted everything on the way home: four ducks, two bridges and ten toes each. Counting made the whole walk into a game.',
  },
  {
    id: 'numbers-sharing-berries',
    theme: 'numbers',
    titles: ['Enough for Everyone', 'The Fair Share'],
    settings: ['meadow', 'forest'],
    vars: (rng) => {
      const friends = 2 + rng.int(3);
      const each = 2 + rng.int(3);
      return {
        friends: numberWord(friends),
        each: numberWord(each),
        total: numberWord(friends * each),
      };
    },
    problem:
      '{name}, {pal} and their friends found a bush of ripe berries. They picked {total} berries in all. Now there were {friends} friends, and everyone wanted a fair share.',
    tries: [
      '{pal} grabbed a big heap. That was not fair, and everybody frowned.',
      '{name} tried giving out berries without counting. Some friends had lots, and some had hardly any.',
      '{helper} said, "Put the berries in piles, one for each friend, and take turns."',
    ],
    turn: '{name} put one berry in each pile, then another, then another, going round and round until all {total} berries were gone.',
    resolve:
      'Every pile had {each} berries. "{total} berries shared by {friends} friends is {each} each," said {name}. Everyone had exactly the same, and nobody had to argue.',
    after:
      'They ate the berries in the sun. Their fingers turned purple, and {pal} had berry juice on one {hand}. Sharing fairly made the berries taste even sweeter.',
  },
  // ---------------- alphabet ----------------
  {
    id: 'alphabet-letter-hunt',
    theme: 'alphabet',
    titles: ['The ABC Hunt', '{name} and the Letter Trail'],
    settings: ['forest', 'meadow', 'garden'],
    vars: (rng) => {
      const picks = rng.shuffle(LETTER_WORDS).slice(0, 3);
      const v: Record<string, string> = {};
      picks.forEach(([l, w], i) => {
        v[`l${i + 1}`] = l;
        v[`w${i + 1}`] = w;
        v[`W${i + 1}`] = cap(w);
      });
      return v;
    },
    problem:
      '{helper} gave {name} a card with three letters on it: {l1}, {l2} and {l3}. "Find something that starts with each letter," said {helperName}. "That is the hunt!"',
    tries: [
      '{name} looked and looked. Then {pal} found a {w1}. "{W1} starts with {l1}!" said {name}. One letter done.',
      'Next they searched for {l2}. {name} said the sound of the letter out loud and listened. There, by the path, was a {w2}! {W2} starts with {l2}.',
      'The last letter was {l3}. They looked high and low, under leaves and behind stones, and at last {name} spotted a {w3}.',
    ],
    turn: '"{W3} starts with {l3}," said {name}. "We found all three!" {name} wrote each word on the card next to its letter.',
    resolve:
      '{helperName} read the card: {l1} for {w1}, {l2} for {w2}, {l3} for {w3}. "Every word begins with the sound of its letter," said {name}. "I can hear it!"',
    after:
      'On the way home, they played the letter game with everything they saw. {pal} was very proud, because {pal} starts with a letter too.',
  },
  {
    id: 'alphabet-shop-sign',
    theme: 'alphabet',
    titles: ['The Missing Letters', 'Spell It, {name}!'],
    settings: ['village'],
    problem:
      'A strong wind blew the wooden letters off the bakery sign. Now the sign just said "B_K_RY," and {helper} was worried nobody would find the shop.',
    tries: [
      '{name} found a letter A in a flower box. "A goes after B," said {name}, and put it in place. Now it said "BAK_RY."',
      '{pal} sniffed out a letter under a bench, but it was a letter O. "There is no O in bakery," said {name}, and kept looking.',
      'They looked by the fountain, by the wall and under a cart. At last, behind a barrel, they found a letter E.',
    ],
    turn: '{name} said each sound slowly: "B, A, K, E, R, Y." The E belonged between the K and the R.',
    resolve:
      '{name} pushed the E into its place. The sign said "BAKERY" again, with all six letters! {helperName} cheered and gave them a warm bun each.',
    after:
      'The lost O was still by the bench, so {name} took it home. Later, {name} used it to spell "{pal}" in letters on the fridge, as long as the letters fit.',
  },
  {
    id: 'alphabet-abc-order',
    theme: 'alphabet',
    titles: ['The Jumbled Library', 'A, B, C, All in a Row'],
    settings: ['library'],
    problem:
      'Someone had bumped the animal book shelf, and all the books were mixed up. {helper} sighed. "They go in ABC order, and now nobody can find anything."',
    tries: [
      '{name} picked up a book about ants. "Ant starts with A, so it goes first," said {name}.',
      'Next came bears, with B, and cats, with C. Then {pal} handed over a book about dolphins, with D.',
      'It got tricky with elephants and eagles, because both start with E. {helperName} showed them to look at the second letter: L comes after A, so eagle goes before elephant.',
    ],
    turn: 'After that, they worked fast, singing the alphabet song to remember what came next.',
    resolve:
      'Soon the shelf went all the way from ants to zebras, A to Z, in perfect order. {helperName} could find any book in a moment.',
    after:
      'As a thank-you, {helperName} let {name} choose a book to take home. {name} chose a book about a {animal}, of course, and read it with {pal}.',
  },
  // ---------------- colors ----------------
  {
    id: 'colors-paint-mixing',
    theme: 'colors',
    titles: ['{name} Mixes Colors', 'The Magic Paint Pots'],
    settings: ['garden', 'village'],
    problem:
      '{helper} was painting a mural on a wall but had only three pots of paint: red, yellow and blue. "I need orange, green and purple too," said {helperName}.',
    tries: [
      '{name} mixed red and yellow together. Swirl, swirl. It turned orange, like a carrot!',
      'Then {name} mixed yellow and blue. Swirl, swirl. It turned green, like a leaf!',
      'Then {name} mixed red and blue. Swirl, swirl. It turned purple, like a plum!',
    ],
    turn: '"Red, yellow and blue can make all those other colors," said {name}. "They are like magic!"',
    resolve:
      'They painted orange suns, green trees and purple flowers. {pal} dipped a {hand} in the paint and added prints along the bottom.',
    after:
      'When the mural was finished, people stopped to look. {name} told them, "Red and yellow make orange, yellow and blue make green, and red and blue make purple."',
  },
  {
    id: 'colors-shape-hunt',
    theme: 'colors',
    titles: ['Shapes All Around', 'The Shape Detectives'],
    settings: ['village', 'park'],
    problem:
      '{helper} said, "Shapes are hiding everywhere. Can you find a circle, a triangle, a square and a rectangle?" {name} looked around. At first, all {name} could see was houses and trees.',
    tries: [
      '{name} looked up and saw the round sun and a round wheel on a cart. "Circles!" said {name}. "No corners at all."',
      '{pal} pointed to the roof of a house. It had three sides and three corners. "A triangle," said {name}.',
      '{name} found a window with four sides all the same length. "A square!" Then a door, with two long sides and two short sides. "A rectangle!"',
    ],
    turn: '"A square and a rectangle both have four sides," said {name}, "but a square has all four sides the same."',
    resolve:
      'They drew every shape they found in chalk on the path: circles, triangles, squares and rectangles, in red and blue and yellow.',
    after:
      'Then they made a picture using only shapes: a square house with a triangle roof, a rectangle door and a circle sun. {pal} was a circle face with triangle ears.',
  },
  {
    id: 'colors-rainbow',
    theme: 'colors',
    titles: ['Chasing the Rainbow', '{name} and the Seven Colors'],
    settings: ['meadow', 'hill'],
    problem:
      'After a rain shower, the sun came out, and a rainbow stretched across the sky. {name} wanted to find where it ended.',
    tries: [
      '{name} and {pal} ran toward it, but the rainbow seemed to move away.',
      'They ran faster, but it stayed just as far away.',
      'They asked {helper}, who laughed kindly. "A rainbow is made of sunlight shining through raindrops. You see it when the sun is behind you and the rain is in front."',
    ],
    turn: '{name} turned and looked. The sun was behind them, and the rain was ahead. So the rainbow had no end to find, but it was still wonderful.',
    resolve:
      'Instead, they counted the colors: red, orange, yellow, green, blue, indigo and violet. Seven colors, always in the same order, from the top.',
    after:
      'At home, {name} painted a rainbow with all seven colors in order. {name} made a glass of water catch the sunlight, and a tiny rainbow appeared on the wall.',
  },
  // ---------------- animals ----------------
  {
    id: 'animals-frog-life',
    theme: 'animals',
    titles: ['From Egg to Frog', '{name} Watches the Pond'],
    settings: ['pond'],
    problem:
      'In spring, {name} found a clump of jelly with black dots in the pond. "What is that?" asked {name}. {helper} smiled. "Frog eggs. Watch and see what happens."',
    tries: [
      'After some days, the dots wriggled out of the jelly. They were tadpoles, with round heads and long tails.',
      'A few weeks later, the tadpoles grew back legs. {name} could hardly believe it.',
      'Then they grew front legs too, and their tails began to get shorter and shorter.',
    ],
    turn: 'One morning, a tiny frog climbed onto a lily pad. It breathed air now and did not need its tail at all.',
    resolve:
      '"An egg, then a tadpole, then a froglet, then a frog," said {name}, counting on four fingers. "It changed its whole body!"',
    after:
      'All summer, the pond was full of little frogs saying ribbit. {name} and {pal} visited them every week, being careful to watch without touching.',
  },
  {
    id: 'animals-busy-bees',
    theme: 'animals',
    titles: ['The Bees\u2019 Busy Day', '{name} Learns About Bees'],
    settings: ['garden', 'meadow'],
    problem:
      '{helper} kept bees in a wooden hive. {name} was a little scared of them. "Why do bees buzz around all day?" asked {name}.',
    tries: [
      '{helperName} showed them a bee on a flower. "She is drinking sweet nectar," said {helperName}. "Bees make honey from it."',
      'They watched the bee get dusty yellow pollen on her legs. She carried it to the next flower, and that helps flowers make seeds.',
      'Back at the hive, a bee did a wiggly dance. "That dance tells the other bees where the flowers are," said {helperName}.',
    ],
    turn: '{name} was not so scared now. "Bees are busy because they are working," said {name}. "If we stay calm, they just keep working."',
    resolve:
      '{name} and {pal} planted a patch of flowers for the bees: lavender, clover and bright sunflowers. Soon the bees came buzzing to visit.',
    after:
      'In the autumn, {helperName} gave {name} a small jar of golden honey. {name} tasted it on warm toast and said thank you, to {helperName} and to the bees.',
  },
  {
    id: 'animals-night-creatures',
    theme: 'animals',
    titles: ['Who Is Awake at Night?', 'The Night Watch'],
    settings: ['garden', 'forest'],
    problem:
      '{name} wondered which animals were awake while everyone else was asleep. {helper} said, "Let\u2019s go on a night walk, very quietly, and find out."',
    tries: [
      'First they saw bats swooping. "Bats find their way by making squeaks and listening to the echoes," said {helperName}.',
      'Next, a hedgehog snuffled through the leaves, looking for beetles and slugs to eat.',
      'Then they saw tiny lights blinking in the grass. They were fireflies, which make their own light.',
    ],
    turn: '"All of these animals are nocturnal," said {helperName}. "That means they sleep in the day and wake up at night."',
    resolve:
      '{name} was amazed. There was a whole busy world at night, full of animals doing their jobs in the dark.',
    after:
      'Back at home, {name} drew a picture of the bats, the hedgehog and the fireflies. It was a night picture, with a big moon at the top.',
  },
  // ---------------- nature ----------------
  {
    id: 'nature-falling-leaves',
    theme: 'nature',
    titles: ['Why Leaves Change', '{name} and the Autumn Tree'],
    settings: ['forest', 'park'],
    problem:
      'In autumn, {name} saw that the big tree\u2019s green leaves were turning red and orange and yellow. "Is the tree sick?" asked {name}, worried.',
    tries: [
      '{name} picked up a red leaf and a yellow leaf and looked closely. They were not sick, just changing.',
      '{helper} explained, "In summer, the leaves are full of green that helps them make food from sunlight."',
      '"In autumn, there is less sunlight, so the green fades away, and other colors that were hiding can show."',
    ],
    turn: '{name} noticed the pine trees were still green. "Pine trees keep their needles all winter," said {helperName}. "They are called evergreens."',
    resolve:
      '"So the big tree is getting ready for a winter rest," said {name}. In spring, new green leaves would grow again.',
    after:
      '{name} and {pal} jumped into a crunchy pile of fallen leaves. Then they saved the prettiest red one to press in a book.',
  },
  {
    id: 'nature-water-cycle',
    theme: 'nature',
    titles: ['The Journey of a Raindrop', 'Where Does Rain Go?'],
    settings: ['river', 'hill'],
    problem:
      'A raindrop landed on {name}\u2019s nose. "Where do raindrops come from," wondered {name}, "and where do they go?"',
    tries: [
      'They followed the rainwater as it trickled down the hill into a stream.',
      'The stream ran into the river, and {helper} said, "The river flows all the way to the sea."',
      '"But then how does the water get back up in the sky?" asked {name}.',
    ],
    turn: '"The sun warms the water," said {helperName}. "Some of it turns into water vapor, too small to see, and floats up into the sky."',
    resolve:
      '"Up high it cools and makes tiny drops that gather into clouds," said {helperName}. "When the drops get heavy, they fall as rain again." {name} drew a big circle in the air. "So it goes round and round!"',
    after:
      'From then on, whenever it rained, {name} thought about how each raindrop might have been in the sea, in a cloud or in a river before.',
  },
  {
    id: 'nature-seed-travel',
    theme: 'nature',
    titles: ['Seeds on the Move', 'How Seeds Travel'],
    settings: ['meadow', 'forest'],
    problem:
      '{name} found a little plant growing all alone on top of a wall. "How did a plant get up there?" asked {name}.',
    tries: [
      '{name} blew on a dandelion clock, and its fluffy seeds floated away on the wind. "Some seeds fly like tiny parachutes," said {helper}.',
      'Then {name} found sticky burrs stuck to {pal}\u2019s fur. "Some seeds hitch a ride on animals," said {helperName}.',
      'A squirrel buried an acorn. "And squirrels forget some of the nuts they bury, so those grow into new trees," said {helperName}.',
    ],
    turn: 'A maple seed spun down like a tiny helicopter. {name} laughed. "Seeds are clever travelers!"',
    resolve:
      '"The seed on the wall must have blown there on the wind, or been dropped by a bird," said {name}. Plants cannot walk, but their seeds can travel far.',
    after:
      '{name} picked the burrs off {pal} and planted them in the garden, just to see what would grow.',
  },
  // ---------------- science ----------------
  {
    id: 'science-float-sink',
    theme: 'science',
    titles: ['Float or Sink?', '{name}\u2019s Boat Test'],
    settings: ['pond', 'garden'],
    problem:
      '{name} wanted to sail a boat on the pond but did not have one. {helper} brought a tub of water and a pile of things. "First, let\u2019s test what floats," said {helperName}.',
    tries: [
      'A leaf floated. A stone sank straight down, plop! A cork bobbed on top.',
      'A ball of clay sank to the bottom. "Clay is a sinker," said {name}.',
      'Then {helperName} flattened the same clay into a bowl shape, and it floated!',
    ],
    turn: '"It is the same clay," said {name}, amazed. "A wide, hollow shape pushes lots of water out of the way, and the water pushes back up and holds it."',
    resolve:
      'So {name} made a boat shape out of clay, with a leaf for a sail. It floated across the tub, and then across the pond.',
    after:
      'They tested how many pebbles the boat could carry before it sank. It carried seven! {pal} cheered on every pebble.',
  },
  {
    id: 'science-shadows',
    theme: 'science',
    titles: ['{name} and the Shadow', 'Where Do Shadows Come From?'],
    settings: ['park', 'meadow'],
    problem:
      'In the morning, {name}\u2019s shadow was long and thin. At lunchtime, it was short and small. "Is my shadow shrinking?" asked {name}.',
    tries: [
      '{name} tried to run away from the shadow, but it followed everywhere.',
      '{name} stood behind a tree, and the shadow disappeared into the tree\u2019s big shadow.',
      '{helper} said, "A shadow is a shape where your body blocks the sunlight."',
    ],
    turn: '"When the sun is low, in the morning and evening, shadows are long," said {helperName}. "When the sun is high in the sky, shadows are short."',
    resolve:
      '{name} watched all afternoon. As the sun went lower, the shadow grew longer and longer, until it reached all the way across the grass. {pal}\u2019s shadow grew too.',
    after:
      'That evening, {name} made shadow puppets with a lamp: a bird, a rabbit and a {animal}. When the lamp went off, the shadows went away to sleep too.',
  },
  {
    id: 'science-magnets',
    theme: 'science',
    titles: ['The Magnet Mystery', '{name} Finds a Magnet'],
    settings: ['garden', 'library'],
    problem:
      '{helper} dropped a box of pins into the grass. "They are so small," said {helperName}. "We will never find them all."',
    tries: [
      '{name} tried picking them up one by one, but it took ages, and some were hidden.',
      '{pal} tried sniffing for them, but pins do not smell of anything.',
      '{name} remembered the magnet on the fridge. "Magnets pull things made of iron and steel," said {name}. "Pins are steel!"',
    ],
    turn: '{name} waved the magnet over the grass. Click, click, click! The pins jumped up and stuck to it.',
    resolve:
      'They tested other things too. A nail stuck, and a paper clip stuck. A wooden stick, a leaf and a plastic spoon did not stick at all.',
    after:
      'Then they found that two magnets could pull together or push each other away, depending on which way they faced. {name} made one magnet chase the other across the table.',
  },
  // ---------------- geography ----------------
  {
    id: 'geography-globe',
    theme: 'geography',
    titles: ['Around the World on a Globe', '{name} Spins the World'],
    settings: ['library'],
    problem:
      'At the library, {name} found a big globe. "Is this the whole world?" asked {name}. {helper} nodded. "Find the place where {pal}\u2019s family of {animal}s might live."',
    tries: [
      '{name} spun the globe. There was so much blue! "That is water," said {helperName}. "Oceans cover most of our planet."',
      '{name} found the biggest ocean, the Pacific. It was so big that it stretched around much of the world.',
      '{name} counted the big pieces of land. "There are seven continents," said {helperName}: "Africa, Antarctica, Asia, Australia, Europe, North America and South America."',
    ],
    turn: '{name} put a finger on Antarctica, at the bottom. "That is the coldest place on Earth," said {helperName}.',
    resolve:
      'Then {name} found where they lived on the globe, a tiny dot on one continent. "We are so small," said {name}, "and the world is so big!"',
    after:
      '{name} made a list of places to visit one day and read it to {pal}. At the top of the list was every one of the seven continents.',
  },
  {
    id: 'geography-hot-cold',
    theme: 'geography',
    titles: ['Hot Places, Cold Places', 'A Trip Around the Map'],
    settings: ['library', 'village'],
    problem:
      'It was a hot day, and {name} said, "I wish I lived somewhere cold!" {helper} opened a big atlas. "Let\u2019s go on a pretend trip," said {helperName}.',
    tries: [
      'First they visited the Sahara, in Africa. It is a huge desert, with very little rain and very hot days. Camels can walk there for a long time without drinking.',
      'Next they visited the Arctic, near the top of the world, where polar bears live on the ice.',
      'Then they visited Antarctica, at the bottom of the world, where many penguins live. It is the coldest place on Earth.',
    ],
    turn: '{name} shivered, just thinking about it. "Maybe our home is not too hot after all," said {name}.',
    resolve:
      '"Every place has its own weather," said {helperName}, "and the animals that live there are just right for it."',
    after:
      '{name} made a map with a hot sun over the desert and snowflakes at the top and bottom. Then they went outside for a cold drink in the shade.',
  },
  {
    id: 'geography-mountains-rivers',
    theme: 'geography',
    titles: ['The Highest and the Longest', '{name} Explores a Map'],
    settings: ['hill', 'river'],
    problem:
      'From the top of the hill, {name} could see a river winding away. "Where does the river go?" asked {name}. {helper} pulled out a map.',
    tries: [
      'On the map, the river went down the valley, past towns and fields, and into the sea. "Most rivers end up in the sea," said {helperName}.',
      '"What is the highest mountain in the whole world?" asked {name}. "Mount Everest, in the Himalaya mountains in Asia," said {helperName}.',
      '"And the longest river?" asked {name}. "The Nile, in Africa, is one of the longest," said {helperName}. "The Amazon in South America is about as long."',
    ],
    turn: '{name} followed the blue line of their little river with a finger. It joined a bigger river, then reached the sea.',
    resolve:
      '"So our little river is part of something much bigger," said {name}. They dropped a leaf into the water and watched it start its long journey.',
    after:
      'That night, {name} dreamed of mountains and rivers all over the world, with {pal} leading the way.',
  },
  // ---------------- history ----------------
  {
    id: 'history-dinosaur-fossil',
    theme: 'history',
    titles: ['{name} Finds a Fossil', 'Long, Long Ago'],
    settings: ['beach', 'hill'],
    problem:
      '{name} found a stone with a curly shape inside it. "What is this pattern?" asked {name}. {helper} looked closely. "That is a fossil!"',
    tries: [
      '"A fossil is what is left of something that lived long ago," said {helperName}. "This one was a sea creature called an ammonite."',
      '"How long ago?" asked {name}. "Millions of years," said {helperName}. "Back when dinosaurs were alive."',
      '"Were there people then?" asked {name}. "No," said {helperName}. "Dinosaurs lived long, long before any people."',
    ],
    turn: '{name} held the fossil very carefully. It was older than every house, every tree and every person in the world.',
    resolve:
      '"We know about dinosaurs because of fossils like this," said {helperName}. "Scientists study them like clues."',
    after:
      '{name} took the fossil home and put it on a shelf with a label: "Ammonite. Very, very old." {pal} sniffed it politely.',
  },
  {
    id: 'history-pyramids',
    theme: 'history',
    titles: ['The Great Pyramids', '{name} Travels Back in Time'],
    settings: ['library', 'beach'],
    problem:
      '{name} found a book with a picture of giant stone triangles in a desert. "Who built these?" asked {name}.',
    tries: [
      '{helper} said, "These are the pyramids of Giza, in Egypt. They were built more than four thousand years ago."',
      '"How did they lift such heavy stones with no machines?" asked {name}. "Lots of workers, ramps, ropes and sledges," said {helperName}. "And lots of teamwork."',
      '{name} tried to build a pyramid out of sugar cubes. The first try fell down. The second was wobbly. The third had a big, strong bottom layer.',
    ],
    turn: '"A wide bottom makes it strong," said {name}. "That must be why the pyramids are still standing."',
    resolve:
      'The sugar-cube pyramid stood tall. {name} put a little paper flag on top, and {pal} watched very carefully to make sure nobody ate it.',
    after:
      '{name} read more about ancient Egypt, about the river Nile and about how people wrote with pictures called hieroglyphs.',
  },
  {
    id: 'history-first-flight',
    theme: 'history',
    titles: ['The First Airplane', '{name} and the Flying Brothers'],
    settings: ['hill', 'beach'],
    problem:
      '{name} and {pal} were flying a paper airplane, but it kept crashing. {helper} laughed. "The first real airplane had trouble too."',
    tries: [
      '"Long ago, in 1903, two brothers named Orville and Wilbur Wright built an airplane," said {helperName}. "Many people said it could not fly."',
      '"Their first flight lasted only about twelve seconds," said {helperName}. "But it was the first time an airplane with an engine carried a person through the air."',
      '"They tested and changed their plane again and again," said {helperName}. {name} folded a new plane, with bigger wings.',
    ],
    turn: 'The new plane flew a little farther. {name} bent the back edges of the wings up, just a little, and tried again.',
    resolve:
      'Whoosh! The paper plane glided all the way down the hill. {pal} ran after it, cheering.',
    after:
      '{name} wrote "1903" on the wing, in honor of the brothers who did not give up, and kept the plane safe on a shelf.',
  },
  // ---------------- music ----------------
  {
    id: 'music-homemade-band',
    theme: 'music',
    titles: ['The Kitchen Band', '{name} Makes Music'],
    settings: ['garden', 'village'],
    problem:
      'There was going to be a music show, but {name} did not have an instrument. "Maybe you can make one," said {helper}.',
    tries: [
      '{name} filled a jar with dry rice and shook it. Shake, shake, shake! It was a shaker.',
      '{name} turned a box upside down and tapped it. Boom, boom! It was a drum.',
      '{name} stretched rubber bands around a box. The thick band made a low note and the thin band made a high note.',
    ],
    turn: '"Thick strings make low sounds, and thin strings make high sounds," said {helperName}. "That is why a guitar has both."',
    resolve:
      '{name} played the rubber band guitar, {helperName} played the drum, and {pal} shook the rice shaker. Together, they were a band!',
    after:
      'At the show, everybody clapped along. {name} bowed, and {pal} bowed too, a little wobbly.',
  },
  {
    id: 'music-rhythm-walk',
    theme: 'music',
    titles: ['The Rhythm Walk', 'Everything Has a Beat'],
    settings: ['forest', 'park'],
    problem:
      '{name} wanted to dance, but there was no music. {helper} said, "Listen. Music is all around if you hear the beat."',
    tries: [
      '{name} listened and heard a woodpecker: tap, tap, tap, tap. A steady beat, like a clock.',
      '{name} felt a heartbeat under one hand: ba-dum, ba-dum. Another beat!',
      '{name} clapped the beat, then clapped fast, then clapped slow. "Fast music and slow music can have the same beat pattern," said {helperName}.',
    ],
    turn: '{name} stamped on every first beat: ONE, two, three, four, ONE, two, three, four. It felt like marching.',
    resolve:
      '{name} and {pal} danced along the path to the beat of the woodpecker and their own footsteps. It was the best music of all.',
    after:
      'On the way home, they found beats everywhere: dripping water, swinging gates and even {pal}\u2019s happy steps.',
  },
  {
    id: 'music-bottle-notes',
    theme: 'music',
    titles: ['The Bottle Song', '{name} Plays the Bottles'],
    settings: ['garden', 'beach'],
    problem:
      '{helper} lined up five glass bottles. "Can you make a tune with these?" asked {helperName}. {name} blew across the top of one. Hoooo! But all the bottles sounded the same.',
    tries: [
      '{name} poured a little water into the first bottle and blew again. The sound changed.',
      '{name} poured more water into the second bottle. Its note was higher than the first.',
      '{name} filled the third bottle nearly to the top. Its note was the highest of all.',
    ],
    turn: '"When you blow, less air inside makes a higher note," said {helperName}. "More air makes a lower note."',
    resolve:
      '{name} lined up the bottles from the lowest note to the highest. Then {name} played a real tune, up and down, like a little song.',
    after:
      '{pal} sang along, a little out of tune, and everyone laughed. It was the happiest bottle song ever played.',
  },
  // ---------------- art ----------------
  {
    id: 'art-nature-collage',
    theme: 'art',
    titles: ['The Nature Picture', '{name} Makes a Collage'],
    settings: ['forest', 'meadow'],
    problem:
      'There was an art show, and {name} wanted to make something special. But there was no paint left at home. "What can I use?" {name} wondered.',
    tries: [
      '{name} collected leaves of different shapes: long ones, round ones and spiky ones.',
      '{pal} found petals, feathers and a few bits of soft moss.',
      '{name} tried to arrange them, but the first picture looked messy. The second picture looked a bit better.',
    ],
    turn: '{helper} said, "Try putting the biggest pieces down first, then the small ones on top." {name} made a plan.',
    resolve:
      'The big leaves became a hill, the moss became grass and the petals became flowers. A feather became a bird in the sky. It was a beautiful collage!',
    after:
      'At the art show, people stopped to look. "You made this from nature?" they asked. {name} nodded proudly, and {pal} {habit}.',
  },
  {
    id: 'art-warm-cool-mural',
    theme: 'art',
    titles: ['Warm Colors, Cool Colors', 'The Wall of Feelings'],
    settings: ['village', 'park'],
    problem:
      '{helper} was painting a big wall and asked {name} to help. "I want one side to feel cozy and one side to feel calm," said {helperName}. {name} did not know how colors could do that.',
    tries: [
      '{name} painted red, orange and yellow on one side. It felt like sunshine and fire. "Those are warm colors," said {helperName}.',
      '{name} painted blue, green and purple on the other side. It felt like water and shade. "Those are cool colors," said {helperName}.',
      '{name} tried mixing them all in the middle, and it turned muddy brown. "Oops," said {name}.',
    ],
    turn: 'So {name} painted the middle as a sunset, where the warm colors slowly turned into cool colors.',
    resolve:
      'The wall went from a warm sun to a cool sea, with a sunset in between. It looked like a whole day, from morning to night.',
    after:
      'Everyone who walked past felt something. {name} felt proud, and {pal} had a little blue paint on one {hand}.',
  },
  {
    id: 'art-shadow-theatre',
    theme: 'art',
    titles: ['The Shadow Theater', '{name} Puts On a Show'],
    settings: ['village', 'library'],
    problem:
      '{name} wanted to put on a show, but there were no costumes. {helper} said, "Every artist starts with an idea and whatever is around."',
    tries: [
      '{name} cut a fox shape out of cardboard. It looked like a blob.',
      '{name} tried again, adding pointed ears and a tail. Better!',
      '{name} taped the shape to a stick and held it in front of a lamp. A giant fox shadow appeared on the wall.',
    ],
    turn: '"I can make a whole story with shadows!" said {name}. They made a {animal}, a tree, a moon and a house.',
    resolve:
      'They hung a sheet and put the lamp behind it. {name} told the story, moving the puppets, and {pal} did the sound effects.',
    after:
      'Everyone clapped at the end. "I made it all from cardboard," said {name}. "And an idea."',
  },
];

export const EDUCATIONAL_VOICES: readonly ThemeVoice[] = [
  {
    theme: 'numbers',
    feel: [
      '{name} thought about how counting made everything clear and fair.',
      'Numbers were everywhere, once {name} started looking.',
      '{name} counted the stars from the window until the numbers got sleepy.',
    ],
    talk: [
      '"Counting is like a map," {name} said. "It tells you exactly where you are."',
      '"Let\u2019s check it one more time," {name} said. "Careful counting is the best counting."',
    ],
    twist: [
      'Then the count came out wrong, and they had to find out where the mistake had crept in.',
    ],
    facts: [
      'When you count, each thing gets one number, and the last number tells how many there are.',
      'Adding puts groups together, and the total gets bigger.',
      'Counting by twos skips every other number: two, four, six, eight, ten.',
    ],
  },
  {
    theme: 'alphabet',
    feel: [
      '{name} thought about how twenty-six letters can make every word in every story.',
      'Letters were everywhere: on signs, on boxes, on books.',
      '{name} traced a letter in the air with one finger.',
    ],
    talk: [
      '"Twenty-six letters," {name} said, "and they make every single word. That is amazing."',
      '"Say it slowly," {name} told {pal}. "You can hear every letter if you listen."',
    ],
    twist: [
      'Then two words that sounded the same turned out to be spelled differently, which made things tricky.',
    ],
    facts: [
      'The English alphabet has twenty-six letters, from A to Z.',
      'Five of the letters, A, E, I, O and U, are called vowels.',
      'Putting words in ABC order means looking at their first letters.',
    ],
  },
  {
    theme: 'colors',
    feel: [
      '{name} thought about all the colors of the day.',
      'The world was full of shapes and colors, once you started looking.',
      '{name} closed both eyes and could still see the colors dancing.',
    ],
    talk: [
      '"Every color has a recipe," {name} said. "You just have to know the ingredients."',
      '"Look," said {name}, pointing. "Even the shadows have colors in them."',
    ],
    twist: ['Then the colors turned muddy, and they had to work out what had gone wrong.'],
    facts: [
      'Red, yellow and blue are called the primary colors in painting.',
      'A triangle has three sides and three corners.',
      'A circle has no corners at all.',
    ],
  },
  {
    theme: 'animals',
    feel: [
      '{name} thought about all the animals, big and small, each living its own busy life.',
      'Every animal had its own clever way of living.',
      '{name} wanted to learn about every animal in the world.',
    ],
    talk: [
      '"Every animal is good at something," {name} said. "You just have to watch long enough to find out what."',
      '"I wonder what they think of us," {name} said, watching closely.',
    ],
    twist: [
      'Then the animals went quiet and hid, and they had to wait patiently to see them again.',
    ],
    facts: [],
  },
  {
    theme: 'nature',
    feel: [
      '{name} thought about how everything in nature is connected.',
      'The whole world was busy growing and changing, even while people slept.',
      '{name} felt part of something big and green and alive.',
    ],
    talk: [
      '"Nature is full of plans," {name} said. "It just does them slowly."',
      '"Everything is connected," {name} said, "the sun, the rain, the seeds, all of it."',
    ],
    twist: [
      'Then a sudden change in the weather meant they had to think again about what they had seen.',
    ],
    facts: [
      'Plants use sunlight, water and air to make their own food.',
      'Trees give us shade and help keep the air fresh.',
      'Bees and butterflies carry pollen from flower to flower.',
    ],
  },
  {
    theme: 'science',
    feel: [
      '{name} thought about how asking "why?" and testing things was like being a detective.',
      'Every test had taught them something new.',
      '{name} could not wait to try another experiment.',
    ],
    talk: [
      '"A good scientist tests an idea instead of just guessing," {name} said.',
      '"Let\u2019s change one thing at a time," said {name}, "so we know what made the difference."',
    ],
    twist: ['Then one test gave a surprising answer, and they had to think carefully about why.'],
    facts: [
      'Scientists ask questions, make a guess and then test it to find out.',
      'Light travels in straight lines, which is why shadows have sharp edges.',
    ],
  },
  {
    theme: 'geography',
    feel: [
      '{name} thought about how big the world is, and how many places there are to explore.',
      'Somewhere far away, other children were going to sleep too.',
      '{name} imagined flying over mountains, deserts and oceans.',
    ],
    talk: [
      '"Somewhere in the world, it is morning right now," {name} said. "Isn\u2019t that strange?"',
      '"Maps are like stories about places," {name} said.',
    ],
    twist: ['Then the map showed something unexpected, and they had to look much more carefully.'],
    facts: [
      'There are seven continents and five oceans on Earth.',
      'The Pacific is the biggest ocean in the world.',
      'When it is daytime on one side of the Earth, it is night on the other.',
    ],
  },
  {
    theme: 'history',
    feel: [
      '{name} thought about all the people who lived long ago and all the things they did.',
      'The past was like a giant storybook, full of true stories.',
      '{name} wondered what people in the future would find out about today.',
    ],
    talk: [
      '"History is just stories that really happened," {name} said.',
      '"Imagine living back then," {name} said. "No lights, no cars, nothing."',
    ],
    twist: ['Then a new clue seemed to say something different, and they had to look again.'],
    facts: [
      'Historians learn about the past from old objects, buildings and writing.',
      'A hundred years is called a century.',
    ],
  },
  {
    theme: 'music',
    feel: [
      '{name} thought about how music can make you feel happy, calm or ready to dance.',
      'The beat of the day was still going, soft and slow.',
      '{name} hummed the new tune very quietly.',
    ],
    talk: [
      '"Music is everywhere," said {name}. "You just have to listen for it."',
      '"Let\u2019s make it slower," {name} suggested, "like a lullaby."',
    ],
    twist: ['Then the sounds got all mixed up, and they had to find the beat again.'],
    facts: [
      'Sound is made when something shakes back and forth very fast.',
      'A drum makes sound when its skin shakes after you hit it.',
      'Fast, short shakes make high notes, and slow, long shakes make low notes.',
    ],
  },
  {
    theme: 'art',
    feel: [
      '{name} thought about how art can be made from almost anything.',
      'Making something new felt like a little bit of magic.',
      '{name} already had an idea for the next picture.',
    ],
    talk: [
      '"Mistakes are just ideas you did not plan," {name} said.',
      '"Art does not have to look real," said {name}. "It has to feel real."',
    ],
    twist: [
      'Then something spilled and smudged the work, and they had to decide whether to start over or change the plan.',
    ],
    facts: [
      'Red, orange and yellow are called warm colors.',
      'Blue, green and purple are called cool colors.',
    ],
  },
];
