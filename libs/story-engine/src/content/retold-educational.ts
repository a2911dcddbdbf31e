import { type Retelling } from './blueprint';

/**
 * A second telling of every beat of the educational plots (see retold-moral.ts). The facts are the
 * same facts: the sums use the same numbers, the letters the same words, the science is unchanged.
 */
export const EDUCATIONAL_RETOLD: Readonly<Record<string, Retelling>> = {
  'numbers-apple-basket': {
    problem:
      '{helper} was making an apple pie. "I need {sum} apples, no more and no less," said {helperName}. "Will you help me count?"',
    tries: [
      '{name} picked red apples from the lowest branches, counting, "One, two..." until {a} red apples sat in the basket.',
      'Then {pal} found some green apples lying in the grass. {name} counted those as well. There were {b} green ones.',
      'Oops! {pal} knocked the basket, and apples rolled all over the place. {name} gathered them up and counted again, slowly, touching every apple.',
    ],
    turn: '"There are {a} red ones and {b} green ones," said {name}. "Counted all together, that makes {sum}!"',
    resolve:
      'To be sure, {name} counted one last time, touching every apple. There were {sum} apples: not {sumLess}, and not one more. {helperName} clapped. "That is exactly right!"',
    after:
      'Before long, the pie came out of the oven, bubbling and golden. {helperName} cut it up, and {name} counted the slices so that everyone had one.',
  },
  'numbers-stepping-stones': {
    problem:
      '{helper} was waiting on the far side of the river. To get there, {name} and {pal} had to cross a row of stepping stones. "How many stones are there?" {name} wondered.',
    tries: [
      '{name} made a guess first. "A hundred!" But that was far too many. There were not nearly that many.',
      '{name} began to count, lost track at the wobbly stone and had to start all over.',
      '{name} counted slowly, one stone for each step: one, two, three, four, five, six, seven, eight, nine, ten. Ten stones!',
    ],
    turn: 'Coming back, {helperName} said, "This time, count by twos." {name} jumped over every other stone: two, four, six, eight, ten.',
    resolve:
      '"Still ten," said {name} in surprise, "but that was quicker!" When you count by twos, every hop counts two stones. {pal} {move} along behind, one stone at a time.',
    after:
      'On the way home, they counted everything: four ducks, two bridges and ten toes each. Counting turned the whole walk into a game.',
  },
  'numbers-sharing-berries': {
    problem:
      '{name}, {pal} and their friends found a bush full of ripe berries and picked {total} of them. There were {friends} friends, and every one of them wanted a fair share.',
    tries: [
      '{pal} grabbed a great big heap. That was not fair, and everyone frowned.',
      '{name} handed out berries without counting. Some friends got lots, and some got hardly any.',
      '{helper} said, "Make one pile for each friend, and put the berries in one at a time."',
    ],
    turn: 'So {name} put one berry on each pile, then one more, then one more, round and round, until all {total} berries were used up.',
    resolve:
      'Each pile had {each} berries. "{total} berries shared by {friends} friends makes {each} each," said {name}. Everybody had exactly the same, so nobody argued.',
    after:
      'They ate their berries in the sunshine. Their fingers went purple, and {pal} got berry juice on one {hand}. Fair sharing made the berries taste sweeter than ever.',
  },
  'alphabet-letter-hunt': {
    problem:
      '{helper} handed {name} a card. On it were three letters: {l1}, {l2} and {l3}. "Find one thing that starts with each letter," said {helperName}. "That is the whole hunt!"',
    tries: [
      'They searched and searched. Then {pal} found a {w1}. "{W1} starts with {l1}!" said {name}. That was one letter.',
      'Next came {l2}. {name} said the letter\u2019s sound out loud and listened to it. And there, by the path, was a {w2}! {W2} starts with {l2}.',
      'The last letter was {l3}. They searched high and low, under leaves and behind rocks, and at last {name} found a {w3}.',
    ],
    turn: '"{W3} starts with {l3}," said {name}. "That is all three!" {name} wrote every word on the card, next to its letter.',
    resolve:
      '{helperName} read out the card: {l1} for {w1}, {l2} for {w2} and {l3} for {w3}. "Each word starts with the sound of its letter," said {name}. "I can hear it!"',
    after:
      'All the way home, they played the letter game with everything they passed. {pal} felt very proud, because {pal} starts with a letter too.',
  },
  'alphabet-shop-sign': {
    problem:
      'The wind had blown the wooden letters off the bakery sign. Now it only said "B_K_RY," and {helper} was afraid no one would find the shop.',
    tries: [
      'In a flower box, {name} found a letter A. "A comes after B," said {name}, and put it back. Now the sign said "BAK_RY."',
      'Under a bench, {pal} sniffed out a letter, but it was an O. "Bakery has no O in it," said {name}, and they kept on looking.',
      'They searched by the fountain, along the wall and under a cart. At last they found a letter E behind a barrel.',
    ],
    turn: '{name} sounded out the word slowly: "B, A, K, E, R, Y." The E went between the K and the R.',
    resolve:
      '{name} slid the E into its place. Now the sign said "BAKERY" again, all six letters! {helperName} cheered and gave each of them a warm bun.',
    after:
      'The O was still lying under the bench, so {name} took it home. It made a very good start for the word "oven," {name} decided, and for the word "oops."',
  },
  'alphabet-abc-order': {
    problem:
      'The animal bookshelf had been knocked, and the books were all jumbled up. {helper} sighed. "They belong in ABC order, and now no one can find a thing."',
    tries: [
      '{name} picked up a book about ants. "Ant starts with A, so it comes first," said {name}.',
      'Then came bears, for B, and cats, for C. Next {pal} passed over a book about dolphins, for D.',
      'Elephants and eagles were tricky, because both of them start with E. {helperName} showed them how to look at the second letter: L comes after A, so eagle goes before elephant.',
    ],
    turn: 'After that, the work went quickly, and they sang the alphabet song to remember which letter came next.',
    resolve:
      'Before long, the shelf ran from ants all the way to zebras, from A to Z, in perfect order. Now {helperName} could find any book at once.',
    after:
      'To say thank you, {helperName} let {name} pick a book to take home. Of course {name} picked a book about a {animal}, and read it with {pal}.',
  },
  'colors-paint-mixing': {
    problem:
      '{helper} was painting a big picture on a wall, but there were only three pots of paint: red, yellow and blue. "I need orange, green and purple as well," said {helperName}.',
    tries: [
      'First {name} stirred red and yellow together. Round and round. It became orange, like a carrot!',
      'Next {name} stirred yellow and blue together. Round and round. It became green, like a leaf!',
      'Last, {name} stirred red and blue together. Round and round. It became purple, like a plum!',
    ],
    turn: '"Red, yellow and blue can make all of those other colors," said {name}. "It is like magic!"',
    resolve:
      'They painted orange suns, green trees and purple flowers. {pal} dipped a {hand} into the paint and made prints all along the bottom.',
    after:
      'When the wall was done, people stopped to look at it. {name} told them, "Red and yellow make orange, yellow and blue make green, and red and blue make purple."',
  },
  'colors-shape-hunt': {
    problem:
      '"Shapes are hiding all around us," said {helper}. "Can you find a circle, a triangle, a square and a rectangle?" {name} looked about. At first there were only houses and trees.',
    tries: [
      '{name} looked up and saw the round sun, and then a round cart wheel. "Circles!" said {name}. "They have no corners at all."',
      '{pal} pointed at the roof of a house. It had three sides and three corners. "That is a triangle," said {name}.',
      '{name} found a window with four sides, all the same length. "A square!" Next came a door, with two long sides and two short ones. "A rectangle!"',
    ],
    turn: '"Squares and rectangles both have four sides," said {name}, "but all four sides of a square are the same."',
    resolve:
      'They drew each shape they had found in chalk on the path: circles, triangles, squares and rectangles, in red, blue and yellow.',
    after:
      'Then they made a picture out of shapes only: a square house with a triangle roof, a rectangle door and a circle sun. {pal} was a circle face with two triangle ears.',
  },
  'colors-rainbow': {
    problem:
      'The rain stopped, the sun came out, and a rainbow curved across the sky. {name} wanted to find the place where it ended.',
    tries: [
      '{name} and {pal} ran toward the rainbow, but it seemed to move away from them.',
      'They ran even faster, but the rainbow stayed just as far off.',
      'They asked {helper}, who gave a kind laugh. "A rainbow is sunlight shining through raindrops. You can see it when the sun is behind you and the rain is in front of you."',
    ],
    turn: '{name} turned around to check. The sun was behind them, and the rain was in front. There was no end to find, but the rainbow was still wonderful.',
    resolve:
      'So they counted its colors instead: red, orange, yellow, green, blue, indigo and violet. Seven colors, always in the same order, starting from the top.',
    after:
      'At home, {name} painted a rainbow with the seven colors in the right order. Then {name} put a glass of water in the sunlight, and a tiny rainbow appeared on the wall.',
  },
  'animals-frog-life': {
    problem:
      'One spring day, {name} spotted a clump of jelly full of black dots in the pond. "What is that?" asked {name}. {helper} smiled. "Those are frog eggs. Keep watching and see."',
    tries: [
      'A few days later, the dots wriggled out of the jelly. They were tadpoles, with round heads and long tails.',
      'Some weeks after that, the tadpoles had grown back legs. {name} could hardly believe it.',
      'Next they grew front legs as well, and their tails got shorter and shorter.',
    ],
    turn: 'Then one morning, a tiny frog climbed up onto a lily pad. Now it breathed air, and it did not need a tail at all.',
    resolve:
      '"First an egg, then a tadpole, then a froglet, then a frog," said {name}, counting on four fingers. "Its whole body changed!"',
    after:
      'All summer long, the pond was full of little frogs going ribbit. {name} and {pal} visited every week and were careful to watch without touching.',
  },
  'animals-busy-bees': {
    problem:
      '{helper} kept bees in a wooden hive, and {name} felt a bit scared of them. "Why do bees buzz about all day long?" asked {name}.',
    tries: [
      '{helperName} pointed to a bee on a flower. "She is drinking sweet nectar," said {helperName}. "Bees make honey out of it."',
      'They watched the bee\u2019s legs get dusty with yellow pollen. She took it to the next flower, and that helps the flowers make seeds.',
      'At the hive, one bee did a wiggly dance. "The dance tells the other bees where to find the flowers," said {helperName}.',
    ],
    turn: 'Now {name} felt less scared. "The bees are busy because they are at work," said {name}. "If we keep calm, they just carry on working."',
    resolve:
      '{name} and {pal} planted flowers for the bees: lavender, clover and tall, bright sunflowers. Soon the bees came buzzing over to visit.',
    after:
      'When autumn came, {helperName} gave {name} a little jar of golden honey. {name} spread it on warm toast and said thank you, to {helperName} and to the bees.',
  },
  'animals-night-creatures': {
    problem:
      '{name} wanted to know which animals stay awake while everyone else sleeps. "Let\u2019s take a quiet night walk and find out," said {helper}.',
    tries: [
      'First they spotted bats swooping about. "Bats find their way by squeaking and listening for the echoes," said {helperName}.',
      'Then a hedgehog came snuffling through the leaves, hunting for beetles and slugs to eat.',
      'After that, they saw tiny lights flashing in the grass. They were fireflies, which make their very own light.',
    ],
    turn: '"These animals are all nocturnal," said {helperName}. "That means they sleep in the daytime and wake up at night."',
    resolve:
      '{name} could hardly believe it. The night was a whole busy world, full of animals going about their work in the dark.',
    after:
      'At home, {name} drew the bats, the hedgehog and the fireflies. It was a nighttime picture, with a big moon at the top.',
  },
  'nature-falling-leaves': {
    problem:
      'It was autumn, and the green leaves on the big tree were turning red, orange and yellow. "Is the tree ill?" {name} asked, feeling worried.',
    tries: [
      '{name} picked up one red leaf and one yellow leaf and looked at them closely. They were not ill. They were just changing.',
      '{helper} explained, "In summer, leaves are full of green, and the green helps them make food from sunlight."',
      '"In autumn there is less sunlight, so the green fades away, and the other colors that were hiding can show."',
    ],
    turn: 'Then {name} saw that the pine trees were still green. "Pine trees keep their needles all through winter," said {helperName}. "They are called evergreens."',
    resolve:
      '"So the big tree is just getting ready to rest for the winter," said {name}. When spring came, new green leaves would grow.',
    after:
      '{name} and {pal} leaped into a crunchy heap of fallen leaves. Then they kept the prettiest red one to press inside a book.',
  },
  'nature-water-cycle': {
    problem:
      'Plip! A raindrop landed on {name}\u2019s nose. "Where does rain come from," {name} wondered, "and where does it go?"',
    tries: [
      'They followed the rainwater as it ran down the hill and into a stream.',
      'The stream flowed into the river, and {helper} said, "This river goes all the way to the sea."',
      '"Then how does the water get back up into the sky?" asked {name}.',
    ],
    turn: '"The sun warms the water," said {helperName}. "Some of it turns into water vapor, which is too small to see, and it rises up into the sky."',
    resolve:
      '"High up, it cools and makes tiny drops, and the drops gather into clouds," said {helperName}. "When they get heavy, they fall as rain again." {name} drew a big circle in the air. "So it goes round and round!"',
    after:
      'After that, whenever it rained, {name} wondered if each raindrop had once been in the sea, in a cloud or in a river.',
  },
  'nature-seed-travel': {
    problem:
      'On top of a wall, {name} spotted a little plant growing all by itself. "How did a plant get all the way up there?" asked {name}.',
    tries: [
      '{name} blew on a dandelion clock, and the fluffy seeds drifted off on the wind. "Some seeds fly like tiny parachutes," said {helper}.',
      'Then {name} found sticky burrs clinging to {pal}. "Some seeds catch a ride on animals," said {helperName}.',
      'A squirrel was burying an acorn. "Squirrels forget some of the nuts they bury, and those grow into new trees," said {helperName}.',
    ],
    turn: 'A maple seed came spinning down like a tiny helicopter. {name} laughed. "Seeds are clever travelers!"',
    resolve:
      '"The wind must have blown a seed onto the wall, or a bird dropped it there," said {name}. Plants cannot walk, but their seeds can go a long way.',
    after:
      '{name} pulled the burrs off {pal} and planted them in the garden, just to see what would come up.',
  },
  'science-float-sink': {
    problem:
      '{name} wanted to sail a boat on the pond, but there was no boat. {helper} brought a tub of water and a heap of things to try. "Let\u2019s test what floats first," said {helperName}.',
    tries: [
      'A leaf floated. A stone dropped straight to the bottom, plop! A cork bobbed on the top.',
      'A lump of clay sank right down. "Clay sinks," said {name}.',
      'Then {helperName} pressed the same clay flat into a bowl shape, and it floated!',
    ],
    turn: '"But it is the very same clay," said {name} in surprise. "A wide, hollow shape pushes lots of water aside, and the water pushes back up and holds it."',
    resolve:
      'So {name} shaped the clay into a boat and gave it a leaf for a sail. It floated across the tub, and then all the way across the pond.',
    after:
      'They tested how many pebbles the boat could carry before it sank. It held seven! {pal} cheered for every single pebble.',
  },
  'science-shadows': {
    problem:
      'In the morning, {name}\u2019s shadow was long and thin. By lunchtime it was short and small. "Is my shadow getting smaller?" asked {name}.',
    tries: [
      '{name} tried running away from the shadow, but it followed wherever {name} went.',
      '{name} hid behind a tree, and the shadow vanished into the big shadow of the tree.',
      '{helper} said, "A shadow is the shape where your body blocks the sunlight."',
    ],
    turn: '"When the sun is low, in the morning and the evening, shadows are long," said {helperName}. "When the sun is high up in the sky, shadows are short."',
    resolve:
      '{name} kept watching all afternoon. As the sun sank lower, the shadow stretched longer and longer, until it reached right across the grass. {pal}\u2019s shadow stretched too.',
    after:
      'That evening, {name} made shadow puppets with a lamp: a bird, a rabbit and a {animal}. When the lamp was switched off, the shadows went to sleep as well.',
  },
  'science-magnets': {
    problem:
      '{helper} spilled a whole box of pins into the grass. "They are so tiny," said {helperName}. "We will never find every one."',
    tries: [
      '{name} tried picking them up one at a time, but it took forever, and some were hidden.',
      '{pal} tried sniffing them out, but pins have no smell at all.',
      'Then {name} remembered the magnet on the fridge. "Magnets pull things made of iron and steel," said {name}. "And pins are made of steel!"',
    ],
    turn: '{name} swept the magnet over the grass. Click, click, click! Up jumped the pins, and they stuck to the magnet.',
    resolve:
      'They tried other things as well. A nail stuck, and so did a paper clip. A wooden stick, a leaf and a plastic spoon did not stick at all.',
    after:
      'Then they found that two magnets can pull together or push apart, depending on which way they face. {name} made one magnet chase the other across the table.',
  },
  'geography-globe': {
    problem:
      'In the library, {name} found a big globe. "Is this the whole world?" asked {name}. {helper} nodded. "See if you can find where {pal}\u2019s family of {animal}s might live."',
    tries: [
      '{name} gave the globe a spin. There was so much blue! "That blue is water," said {helperName}. "Oceans cover most of our planet."',
      '{name} found the biggest ocean of all, the Pacific. It was so huge that it stretched around much of the world.',
      'Then {name} counted the big pieces of land. "Those are the seven continents," said {helperName}: "Africa, Antarctica, Asia, Australia, Europe, North America and South America."',
    ],
    turn: '{name} touched Antarctica, right at the bottom. "That is the coldest place on Earth," said {helperName}.',
    resolve:
      'Next {name} found the place where they lived, just a tiny dot on one continent. "We are so small," said {name}, "and the world is so big!"',
    after:
      '{name} wrote a list of places to visit one day and read it out to {pal}. At the very top were all seven continents.',
  },
  'geography-hot-cold': {
    problem:
      'The day was hot, and {name} said, "I wish I lived somewhere cold!" {helper} opened a big atlas. "Let\u2019s take a pretend trip," said {helperName}.',
    tries: [
      'The first stop was the Sahara, in Africa. It is a huge desert, with very little rain and very hot days. Camels can walk there for a long time without a drink.',
      'The second stop was the Arctic, near the top of the world, where polar bears live on the ice.',
      'The third stop was Antarctica, at the bottom of the world, where lots of penguins live. It is the coldest place on Earth.',
    ],
    turn: 'Just thinking about it made {name} shiver. "Maybe our home is not so hot after all," said {name}.',
    resolve:
      '"Each place has its own weather," said {helperName}, "and the animals that live there suit it just right."',
    after:
      '{name} drew a map with a hot sun over the desert and snowflakes at the top and the bottom. Then they went out for a cold drink in the shade.',
  },
  'geography-mountains-rivers': {
    problem:
      'From the top of the hill, {name} could see a river winding far away. "Where does that river go?" asked {name}. {helper} took out a map.',
    tries: [
      'On the map, the river ran down the valley, past fields and towns, and into the sea. "Most rivers end in the sea," said {helperName}.',
      '"Which mountain is the highest in the whole world?" asked {name}. "Mount Everest, in the Himalaya mountains in Asia," said {helperName}.',
      '"And the longest river?" asked {name}. "The Nile, in Africa, is one of the longest," said {helperName}. "The Amazon, in South America, is about as long."',
    ],
    turn: '{name} traced the blue line of their little river with one finger. It joined a bigger river and then reached the sea.',
    resolve:
      '"So our little river is part of something much bigger," said {name}. They dropped a leaf into the water and watched it set off on its long journey.',
    after:
      'That night, {name} dreamed about mountains and rivers all around the world, and {pal} was leading the way.',
  },
  'history-dinosaur-fossil': {
    problem:
      '{name} picked up a stone with a curly shape in it. "What is this pattern?" asked {name}. {helper} took a close look. "It is a fossil!"',
    tries: [
      '"A fossil is what is left of something that lived a long time ago," said {helperName}. "This was a sea creature called an ammonite."',
      '"How long ago?" asked {name}. "Millions of years ago," said {helperName}, "back when dinosaurs were alive."',
      '"Were there any people then?" asked {name}. "No," said {helperName}. "Dinosaurs lived long, long before there were people."',
    ],
    turn: '{name} held the fossil with great care. It was older than every house, every tree and every person in the world.',
    resolve:
      '"We know about dinosaurs because of fossils like this one," said {helperName}. "Scientists study them, like clues."',
    after:
      'At home, {name} put the fossil on a shelf with a label that said, "Ammonite. Very, very old." {pal} gave it a polite sniff.',
  },
  'history-pyramids': {
    problem:
      'In a book, {name} found a picture of giant stone triangles standing in a desert. "Who built those?" asked {name}.',
    tries: [
      '"Those are the pyramids of Giza, in Egypt," said {helper}. "They were built more than four thousand years ago."',
      '"How did they lift those heavy stones without machines?" asked {name}. "With lots of workers, ramps, ropes and sledges," said {helperName}. "And lots of teamwork."',
      '{name} tried building a pyramid out of sugar cubes. The first one fell down. The second one wobbled. The third one had a big, strong bottom layer.',
    ],
    turn: '"So a wide bottom is what makes it strong," said {name}. "That is why the pyramids have stood for so long."',
    resolve:
      'The sugar-cube pyramid stood up tall. {name} stuck a tiny paper flag on the top, and {pal} kept a careful watch so that nobody ate it.',
    after:
      'After that, {name} read more about ancient Egypt: about the river Nile, and about how people there wrote with pictures called hieroglyphs.',
  },
  'history-first-flight': {
    problem:
      '{name} and {pal} were flying a paper plane, but it kept nose-diving into the grass. {helper} laughed. "The very first airplane had trouble too."',
    tries: [
      '"A long time ago, in 1903, two brothers called Orville and Wilbur Wright built an airplane," said {helperName}. "Lots of people said it would never fly."',
      '"The first flight lasted only about twelve seconds," said {helperName}. "But it was the first time an airplane with an engine carried a person through the air."',
      '"They kept testing their plane and changing it, again and again," said {helperName}. {name} folded a new plane with bigger wings.',
    ],
    turn: 'The new plane flew a bit farther. {name} bent the back edges of its wings up, just a tiny bit, and threw it again.',
    resolve:
      'Whoosh! The paper plane glided all the way down the hill. {pal} chased after it, cheering.',
    after:
      '{name} wrote "1903" on one wing, for the two brothers who never gave up, and kept the plane safe on a shelf.',
  },
  'music-homemade-band': {
    problem:
      'A music show was coming, but {name} had no instrument to play. "Perhaps you could make one," said {helper}.',
    tries: [
      '{name} poured dry rice into a jar and shook it. Shake, shake, shake! It was a shaker.',
      '{name} turned a box over and tapped on it. Boom, boom! It was a drum.',
      '{name} stretched rubber bands over a box. The thick band made a low note, and the thin band made a high note.',
    ],
    turn: '"Thick strings make low sounds, and thin strings make high sounds," said {helperName}. "That is why a guitar has both kinds."',
    resolve:
      '{name} strummed the rubber band guitar, {helperName} beat the drum, and {pal} shook the rice shaker. Together they made a band!',
    after:
      'At the show, everyone clapped along. {name} took a bow, and {pal} took a bow too, a bit wobbly.',
  },
  'music-rhythm-walk': {
    problem:
      '{name} wanted to dance, but there was no music to dance to. "Listen," said {helper}. "There is music all around, if you can hear the beat."',
    tries: [
      '{name} listened and heard a woodpecker: tap, tap, tap, tap. It was a steady beat, like a ticking clock.',
      '{name} put a hand on their chest and felt a heartbeat: ba-dum, ba-dum. Another beat!',
      '{name} clapped the beat, then clapped it fast, then slow. "Fast music and slow music can have the same beat pattern," said {helperName}.',
    ],
    turn: '{name} stamped on each first beat: ONE, two, three, four, ONE, two, three, four. It felt like a march.',
    resolve:
      '{name} and {pal} danced down the path to the beat of the woodpecker and their own feet. It was the best music there was.',
    after:
      'All the way home, they heard beats everywhere: dripping water, a swinging gate and even {pal}\u2019s happy footsteps.',
  },
  'music-bottle-notes': {
    problem:
      '{helper} set out five glass bottles in a row. "Can you play a tune on these?" asked {helperName}. {name} blew across the top of one. Hoooo! But every bottle made the same sound.',
    tries: [
      '{name} poured a little water into bottle one and blew again. The sound was different now.',
      '{name} poured more water into bottle two. Its note was higher than the first one.',
      '{name} filled bottle three almost to the top. Its note was the highest yet.',
    ],
    turn: '"When you blow, less air inside makes a higher note," said {helperName}, "and more air makes a lower note."',
    resolve:
      '{name} put the bottles in order, from the lowest note to the highest. Then {name} played a real tune, going up and down like a little song.',
    after:
      '{pal} sang along, not quite in tune, and everybody laughed. It was the happiest bottle song anyone had ever played.',
  },
  'art-nature-collage': {
    problem:
      'An art show was coming, and {name} wanted to make something special. But all the paint at home was used up. "What can I make a picture with?" {name} wondered.',
    tries: [
      '{name} gathered leaves in different shapes: long ones, round ones and spiky ones.',
      '{pal} found petals, feathers and a few pieces of soft moss.',
      '{name} tried to lay them out, but the first picture was a mess. The second one looked a little better.',
    ],
    turn: '"Try the biggest pieces first," said {helper}, "and then put the small ones on top." So {name} made a plan.',
    resolve:
      'The big leaves made a hill, the moss made grass, and the petals made flowers. A feather made a bird in the sky. It was a beautiful collage!',
    after:
      'At the show, people stopped to look. "Did you make this out of nature?" they asked. {name} nodded proudly, and {pal} {habit}.',
  },
  'art-warm-cool-mural': {
    problem:
      '{helper} was painting a big wall and asked {name} to help. "One side should feel cozy, and the other side should feel calm," said {helperName}. {name} did not know how colors could do that.',
    tries: [
      'On one side, {name} painted red, orange and yellow. It felt like sunshine and fire. "Those are warm colors," said {helperName}.',
      'On the other side, {name} painted blue, green and purple. It felt like water and shade. "Those are cool colors," said {helperName}.',
      'In the middle, {name} mixed them all together, and it went a muddy brown. "Oops," said {name}.',
    ],
    turn: 'So {name} made the middle a sunset, where the warm colors slowly turned into the cool ones.',
    resolve:
      'Now the wall went from a warm sun to a cool sea, with a sunset between them. It looked like a whole day, from morning to night.',
    after:
      'Everybody who walked by felt something. {name} felt proud, and {pal} had a smudge of blue paint on one {hand}.',
  },
  'art-shadow-theatre': {
    problem:
      '{name} wanted to put on a show, but there were no costumes at all. "Every artist begins with an idea and whatever is lying around," said {helper}.',
    tries: [
      '{name} cut a fox shape out of cardboard. It looked like a lumpy blob.',
      '{name} tried again and gave it pointy ears and a tail. That was better!',
      '{name} stuck the shape on a stick and held it up in front of a lamp. A giant fox shadow appeared on the wall.',
    ],
    turn: '"I can tell a whole story with shadows!" said {name}. They made a {animal}, a tree, a moon and a house.',
    resolve:
      'They hung up a sheet with the lamp behind it. {name} told the story and moved the puppets, and {pal} made the sound effects.',
    after:
      'At the end, everybody clapped. "I made it all out of cardboard," said {name}. "And an idea."',
  },
};
