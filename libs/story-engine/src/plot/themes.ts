import type { StoryTheme } from '@shop/contracts';
import { hash } from '../rng';
import { LITTLE } from './little';
import { MORE_MATERIAL } from './themes-more';
import type { ThemeMaterial } from './types';

/**
 * What each theme brings to the plots: the place, the object the plot turns on, the helper, the
 * problem, four tries that build, how the child lives the theme, and true facts. Tokens: {C} the
 * child (name at a page's first mention, then the pronoun), {C's} possessive, {Cobj} object,
 * {was} agrees with the last {C}; {P} the companion, {H} the helper, {O} the object, {o} its noun.
 */
const T = (m: Omit<ThemeMaterial, 'little'>): ThemeMaterial => ({ ...m, little: LITTLE[m.theme] });

export const THEMES: readonly ThemeMaterial[] = [
  T({
    theme: 'kindness',
    weathers: ['windy'],
    season: 'autumn',
    place: 'park',
    placeName: 'the park by the duck pond',
    object: { prop: 'scarf', name: 'the red scarf', noun: 'scarf' },
    helper: { kind: 'hedgehog', name: 'Mrs. Prickle', he: false, sound: 'Snuffle, snuffle!' },
    count: { noun: 'acorns', one: 'acorn', prop: 'leaf' },
    problem:
      '{P} was the first to spot {H} the hedgehog, shivering on a bench. Her red scarf, a present from her sister, had blown away, and {P} could feel the wind turning cold.',
    goal: 'to find the red scarf before evening',
    virtue: 'kindness',
    lived:
      'While {P} stood between the hedgehog and the wind, {C} took off {C\u2019s} own blue scarf and wrapped it around {H}. "You can wear mine while {P} and I look," {C} said.',
    thanks:
      '"You gave me your own scarf, and {P} kept the wind off me," said {H}. "You and the {A} warmed me more than any wool could."',
    tries: [
      '{C} looked under the bench, and {P} searched the long grass behind it. All the {A} turned up was a bottle cap and a crumpled leaf.',
      '{C} asked the ducks on the pond, and {P} asked too. The ducks paddled in circles and stared at the {A}, but not one of them had seen a scarf.',
      '{C} peeked behind the flower bed, where the wind piles up leaves, and {P} spotted something red in the pile. Only a crisp apple!',
      '{C} followed the way the wind was blowing, past the swings and toward the tall oak tree, and {P} {moves} close behind.',
    ],
    facts: [
      'Hedgehogs curl into a prickly ball when they are worried.',
      'In autumn, hedgehogs eat all they can before their long winter sleep.',
    ],
  }),
  T({
    theme: 'courage',
    weathers: ['windy', 'cloudy'],
    season: 'autumn',
    place: 'forest',
    placeName: 'the edge of the pine wood',
    object: { prop: 'lantern', name: 'the little lantern', noun: 'lantern' },
    helper: { kind: 'mole', name: 'Mr. Burrow', he: true, sound: 'Sniff, sniff!' },
    count: { noun: 'pine cones', one: 'pine cone', prop: 'leaf' },
    problem:
      '{H} the mole came hurrying out of the wood and almost bumped into {P}. His little lantern had rolled down the path into the dark trees, he told the {A}, and without it he could not find his way home tonight.',
    goal: 'to bring back the lantern from the dark wood',
    virtue: 'courage',
    lived:
      '{C} looked at the dark trees, and {P} looked at {Cobj}. "I feel scared," {C} told {P}, "and I am going anyway." Then {C} stepped in under the dark trees, and the {A} {moves} right beside {Cobj}.',
    thanks:
      '"You were afraid, and you came for it anyway," {H} told {N}, holding up his lantern so that its light fell on {P} too. "Brave means just that."',
    tries: [
      '{C} took one step into the shade of the pines, and {P} took one step too. The shadows were long, and {C} stepped straight back out again, with the {A} right behind.',
      '{C} took two steps. When a branch creaked over the path, {C\u2019s} heart went thump, thump, and {P} jumped. "Only the wind in the pines," whispered {P}.',
      '{C} took three steps, holding on to {P}. An owl called from a branch, and {C} did not run away, and neither did the {A}.',
      '{C} went on along the path under the pines with {P}, one brave step after another.',
    ],
    facts: [
      'Moles can hardly see, but they feel their way with their noses and whiskers.',
      'Pine trees keep their needles all winter long.',
    ],
  }),
  T({
    theme: 'friendship',
    season: 'spring',
    place: 'playground',
    placeName: 'the playground behind the school',
    object: { prop: 'ball', name: 'the yellow ball', noun: 'ball' },
    helper: { kind: 'girl', name: 'Lena', he: false },
    count: { noun: 'daisies', one: 'daisy', prop: 'flower' },
    problem:
      'A new girl named {H} stood by the fence with a yellow ball, watching the others play, and {P} noticed her first. Nobody had asked her to join, and when {P} came a little closer, she looked down at her shoes.',
    goal: 'to help {H} feel at home',
    virtue: 'friendship',
    lived:
      '{C} walked over to {H} and asked, "Do you want to play with {P} and me? {P} says you can go first."',
    thanks:
      '"I was scared nobody would like me here," said {H}, bouncing the yellow ball to {P}. "Now look: two friends!"',
    tries: [
      '{C} waved at {H} from the top of the slide, and {P} waved as well. {H} gave the {A} a tiny wave back, then looked at her shoes again.',
      '{C} rolled a ball toward {H}, but it bumped into the fence, and {P} had to go after it.',
      '{C} sat on the swing next to {H} and swung slowly, and {P} sat in the grass below. Neither of them knew what to say first, and the {A} looked from one to the other.',
      '{C} noticed the yellow ball had a picture of a {A} drawn on it, just like {P}.',
    ],
    facts: [
      'Friends do not have to like all the same things.',
      'Saying hello first is one of the bravest, kindest things a person can do.',
    ],
  }),
  T({
    theme: 'patience',
    weathers: ['sunny', 'cloudy'],
    season: 'spring',
    place: 'garden',
    placeName: 'the vegetable garden',
    object: { prop: 'seeds', name: 'the sunflower seeds', noun: 'seeds' },
    helper: { kind: 'grandmother', name: 'Grandma Rose', he: false },
    count: { noun: 'seeds', one: 'seed', prop: 'seeds' },
    problem:
      '{H} gave {Cobj} and {P} a packet of sunflower seeds. "Plant them, water them and wait," she said, and {P} tried hard to understand the waiting part. {C} could hardly wait.',
    goal: 'to grow a sunflower as tall as the fence',
    virtue: 'patience',
    lived:
      '{C} did not dig the seeds up to look, and {C} would not let {P} dig them up either. Every morning {C} and the {A} watered them and waited, even when waiting was hard.',
    thanks:
      '"You and {P} waited, and look what waiting grew," said {H}. The sunflower nodded its big yellow head at the {A}.',
    tries: [
      '{C} watered the sunflower seeds, and {P} peered at the soil. Nothing was there yet.',
      'The next morning {C} and {P} looked again, but there was still only brown soil where the seeds were sleeping.',
      'On the third morning {C} wanted to dig the seeds up to see, and {P} was ready to help, but {H} shook her head and smiled.',
      'After rain and sun and more waiting, {P} spotted a tiny green shoot pushing up through the soil.',
    ],
    facts: [
      'A sunflower seed needs water, warm soil and about a week before the first shoot appears.',
      'Young sunflowers turn their faces to follow the sun across the sky.',
    ],
  }),
  T({
    theme: 'honesty',
    season: 'summer',
    place: 'kitchen',
    placeName: 'Grandpa\u2019s kitchen',
    object: { prop: 'jar', name: 'the blue honey jar', noun: 'jar' },
    helper: { kind: 'grandfather', name: 'Grandpa Joe', he: true },
    count: { noun: 'cookies', one: 'cookie', prop: 'cake' },
    problem:
      'While {C} reached for a cookie, {C\u2019s} elbow knocked {H}\u2019s blue honey jar off the shelf, right in front of {P}. It cracked right down the middle, and honey oozed across the floor toward the {A}.',
    goal: 'to make things right about the broken jar',
    virtue: 'honesty',
    lived:
      '{C} went to {H} and held out the two pieces, with {P} close behind. "I broke your jar, and it was me, not {P}," {C} said. "I am sorry."',
    thanks:
      '"Thank you for telling me the truth," {H} said to {N}, with a wink at {P}. "A jar can be mended, but trust is harder," he said, and he saved the last of the honey for the {A}. "You kept ours whole."',
    tries: [
      '{C} pushed the two pieces of the jar behind the bread bin, and {C\u2019s} tummy felt tight and wrong, because {P} kept looking at the bread bin.',
      '{C} thought about saying the wind had knocked the jar down, or even that {P} had done it. But the window was shut, and {P} had been nowhere near the shelf.',
      '{P} looked at the sticky honey on the floor and then at {N}, as if to ask what they should do.',
      '{C} tried to wipe up the honey, but it only spread in a sticky, shining smear, and now {P} had sticky feet.',
    ],
    facts: [
      'Honey keeps for years and years without going bad.',
      'Bees visit thousands of flowers to make one small jar of honey.',
    ],
  }),
  T({
    theme: 'teamwork',
    season: 'autumn',
    place: 'orchard',
    placeName: 'the apple orchard',
    object: { prop: 'wagon', name: 'the apple wagon', noun: 'wagon' },
    helper: { kind: 'woman', name: 'Farmer Nell', he: false },
    count: { noun: 'apples', one: 'apple', prop: 'apple' },
    problem:
      '{H}\u2019s wagon, heaped with apples for the harvest fair, was stuck fast in a muddy rut, and one look told {P} it would not budge. "The fair starts at noon," she told the {A}, "and I cannot move it alone."',
    goal: 'to get the apple wagon to the fair on time',
    virtue: 'teamwork',
    lived:
      '"Everyone on the count of three," {C} called, and {P} got ready behind the wagon. "One, two, three, pull!" Everyone pulled and {P} pushed at the very same moment, and the wagon rolled up out of the mud.',
    thanks: '"Not one of us could do it, and all of us did," laughed {H}, wiping the mud off {P}.',
    tries: [
      '{C} pulled the wagon\u2019s handle as hard as possible while {P} watched the wheels. Not one wheel moved.',
      '{P} pushed from behind while {C} pulled, but they pushed and pulled at different times, and the wagon only rocked.',
      '{C} tried to lift the front wheel out of the rut while {P} pushed on the back. The wagon was far too heavy with apples, even for the {A}.',
      '{C} took some apples out to make the wagon lighter, and {P} guarded the pile, but the wagon was still stuck in the mud.',
    ],
    facts: [
      'An apple tree can grow hundreds of apples in one autumn.',
      'Apples float in water, because a quarter of an apple is air.',
    ],
  }),
  T({
    theme: 'diversity',
    season: 'summer',
    place: 'meadow',
    placeName: 'the wide meadow',
    object: { prop: 'birdhouse', name: 'the new birdhouse', noun: 'birdhouse' },
    helper: { kind: 'beaver', name: 'Mr. Timber', he: true, sound: 'Slap, slap!' },
    count: { noun: 'flowers', one: 'flower', prop: 'flower' },
    problem:
      '{H} the beaver wanted to build a birdhouse for the meadow, and he showed {P} the wood he had gnawed for it. "I can only gnaw," he told the {A}, "and I cannot build it all by myself."',
    goal: 'to build the birdhouse together',
    virtue: 'celebrating differences',
    lived:
      '{C} saw that every one of them could do something different, {P} included, and that every different thing was needed.',
    thanks:
      '"If we were all the same, we could never have built it," said {H}, patting the wall that {P} had helped to raise. Everyone cheered.',
    tries: [
      '{C} watched {H} gnaw the wood into boards, and {P} counted every one, but the boards only lay in a pile, not a house.',
      '{C} tried to hold four boards at once, and they slipped and clattered onto the grass, right where {P} was standing.',
      '{P} helped in the way only a {A} can, and one wall stood up at last.',
      'A robin showed {N} and {P} exactly how big the door should be, because a robin knows.',
    ],
    facts: [
      'Beavers have strong orange teeth that never stop growing.',
      'Robins build their nests from grass and mud, shaped with their breasts.',
    ],
  }),
  T({
    theme: 'empathy',
    season: 'summer',
    place: 'village-street',
    placeName: 'the village street',
    object: { prop: 'kite', name: 'the torn kite', noun: 'kite' },
    helper: { kind: 'boy', name: 'Theo', he: true },
    count: { noun: 'flowers', one: 'flower', prop: 'flower' },
    problem:
      '{H} sat on the step with a torn kite across his knees, and {P} saw at once that something was wrong. He would not talk, and he would not play with {P}. He just stared.',
    goal: 'to understand how {H} feels and help him',
    virtue: 'understanding how others feel',
    lived:
      '{C} sat down beside {H} and said nothing for a while, and {P} waited quietly too. "Are you sad about your kite?" {C} asked at last, and {H} nodded and told the whole story while the {A} listened.',
    thanks: '"You and {P} listened," said {H}, "and that made the sad part smaller."',
    tries: [
      '{C} told {H} a joke about a duck, and {P} tried a silly dance to go with it. {H} did not laugh.',
      '{C} said to {P}, loud enough for {H} to hear, "It is only a kite." The boy\u2019s face crumpled, and {C} wished those words could go back in, because even {P} had gone still.',
      '{C} offered {H} a turn on the scooter, and {P} {moves} beside it to show how much fun it was, but he shook his head.',
      '{C} looked closely at the kite, and {P} pointed out what was painted on it by hand: a name, Dad.',
    ],
    facts: [
      'Our faces show what we feel, if we take time to look.',
      'Sometimes the kindest thing is just to sit with someone.',
    ],
  }),
  T({
    theme: 'gratitude',
    season: 'autumn',
    place: 'farm',
    placeName: 'the farm on the hill',
    object: { prop: 'cake', name: 'the thank-you cake', noun: 'cake' },
    helper: { kind: 'man', name: 'Farmer Sam', he: true },
    count: { noun: 'eggs', one: 'egg', prop: 'egg' },
    problem:
      'All year {H} had given the village milk and eggs and help with every broken fence, even the one {P} had knocked over in the spring. "Has anyone ever thanked him?" {P} asked. Nobody had, not properly.',
    goal: 'to give {H} a proper thank-you',
    virtue: 'being thankful',
    lived:
      '{C} held out the cake with both hands while {P} kept a hungry goat away from the icing. "Thank you for everything you do," {C} said, "from {P} and from me. We saw it all."',
    thanks:
      '"Nobody has ever said that to me," said {H}, and his eyes shone as he cut the first slice for {P}.',
    tries: [
      '{C} made a card, but the wind on the hill blew it into the duck pond before {P} could catch it.',
      '{C} baked a cake, but {P} took one taste and made a face. No sugar! Start again!',
      '{C} and {P} carried the cake up the hill, and a goat tried to eat the icing.',
      '{C} asked everyone in the village to sign a thank-you banner, and {P} made sure nobody was missed.',
    ],
    facts: ['A hen lays about one egg a day.', 'Cows drink a whole bathtub of water every day.'],
  }),
  T({
    theme: 'respect',
    season: 'winter',
    place: 'library',
    placeName: 'the old library',
    object: { prop: 'book', name: 'the old map book', noun: 'book' },
    helper: { kind: 'tortoise', name: 'Old Shelly', he: false, sound: 'a slow, pleased hiss' },
    count: { noun: 'books', one: 'book', prop: 'book' },
    problem:
      '{H} the tortoise was the oldest reader in the library, and {P} had never seen anyone turn a page so slowly. The others hurried past her and sighed at how slow she was, but {P} stopped to watch.',
    goal: 'to read the old map book with {H}',
    virtue: 'showing respect',
    lived:
      '{C} waited for {H} to finish her page without hurrying her, and {P} settled down to listen to every slow word too.',
    thanks:
      '"You and {P} waited for me," said {H}, "so now I will show you something in this book that nobody else has seen."',
    tries: [
      '{C} wanted the map book straight away, and almost reached across {H} to take it, until {P} gave {Cobj} a nudge.',
      '{C} whispered to {P}, "Why is she so slow?" and then saw {H}\u2019s face fall.',
      '{C} sat down on the rug next to {H} instead and waited quietly, with {P} close by.',
      '{C} asked {H} to tell {P} a story about the old days, and she knew a hundred stories. The first one was about a {A} she had met long ago.',
    ],
    facts: [
      'Some tortoises live for more than one hundred years.',
      'Libraries ask for quiet so everyone can read and think.',
    ],
  }),
  T({
    theme: 'numbers',
    season: 'autumn',
    place: 'orchard',
    placeName: 'the orchard',
    object: { prop: 'basket', name: 'the apple basket', noun: 'basket' },
    helper: { kind: 'grandmother', name: 'Granny Pip', he: false },
    count: { noun: 'apples', one: 'apple', prop: 'apple' },
    problem:
      '{H} was baking apple pies for the whole street, and she told {P} she needed exactly ten apples in her basket. But when the {A} peeked inside, the basket was empty.',
    goal: 'to fill the basket with exactly ten apples',
    virtue: 'counting carefully',
    lived:
      '{C} counted the apples one more time, touching each one, and {P} counted along: exactly ten.',
    thanks:
      '"Ten apples, counted right," said {H}, tapping the basket that {N} and {P} had filled. "Now we can bake."',
    tries: [
      '{C} picked three apples from the low branch, and {P} watched them go into the basket: one, two, three.',
      '{C} found two more in the grass beside {P}. "Three and two make five!" said the {A}.',
      '{P} shook a branch, and four more apples thumped down.',
      '{C} counted again: nine. Then {P} found one more apple hiding in the leaves.',
    ],
    facts: [
      'Ten is two hands of fingers.',
      'When you count, touch each thing once, and say one number for each.',
    ],
  }),
  T({
    theme: 'alphabet',
    season: 'summer',
    place: 'classroom',
    placeName: 'the classroom',
    object: { prop: 'letter', name: 'the letter from Aunt Bea', noun: 'letter' },
    helper: { kind: 'woman', name: 'Miss Abbot', he: false },
    count: { noun: 'letters', one: 'letter', prop: 'letter' },
    problem:
      'A letter had come for {Cobj} and {P} from Aunt Bea, written in big round letters. {C} knew some of the letters, but not all of them yet, and {P} knew even fewer.',
    goal: 'to read the letter from Aunt Bea',
    virtue: 'learning letters',
    lived: '{C} sounded out each letter for {P}, one by one, until the words came together.',
    thanks:
      '"You read it all by yourself, and {P} heard every word," said {H}. "Letters are little keys."',
    tries: [
      '{C} looked at the first word, and {P} leaned in close. It began with B. "B for ball, B for bee," {C} told the {A}. The word was Bea.',
      'The next word began with D, and {P} knew that one: D for drum, D for duck. The word was dear.',
      'Then came an S, round and curly as a snake, and {P} hissed like one. "S for sun and S for sand," sang {N}, and {P} sang too.',
      'The last word began with a C, and {P} guessed first: C for cat, C for cake. The word was come.',
    ],
    facts: [
      'There are twenty-six letters in the English alphabet.',
      'The letters A, E, I, O and U are called vowels.',
    ],
  }),
  T({
    theme: 'colors',
    season: 'summer',
    place: 'workshop',
    placeName: 'Grandpa\u2019s workshop',
    object: { prop: 'paintbrush', name: 'the old paintbrush', noun: 'paintbrush' },
    helper: { kind: 'grandfather', name: 'Grandpa Finn', he: true },
    count: { noun: 'paint pots', one: 'paint pot', prop: 'jar' },
    problem:
      '{H} showed {P} the boat he had made for the village pond. "I want it green, with an orange stripe," he told the {A}, "but I only have three pots of paint: red, yellow and blue."',
    goal: 'to find the green and the orange for the boat',
    virtue: 'learning about colours',
    lived:
      '{C} mixed the yellow and the blue, slowly, while {P} watched, and a bright green swirled up.',
    thanks:
      '"Three colours make nearly all the others, and you found that out yourself," said {H}, and he let {P} add the last dab of orange.',
    tries: [
      '{C} dipped the paintbrush in red and blue together, and {P} leaned in to look. Purple, not green!',
      '{C} tried blue all by itself, but {P} saw at once that the boat was blue, not green.',
      '{C} mixed red and yellow, and {P} cheered. Orange! That was the stripe.',
      '{C} looked at the pots again with {P}: if red and yellow made orange, what did yellow and blue make?',
    ],
    facts: [
      'Red, yellow and blue are the primary colours; you can mix many others from them.',
      'Yellow and blue make green; red and yellow make orange; red and blue make purple.',
    ],
  }),
  T({
    theme: 'animals',
    season: 'spring',
    place: 'pond',
    placeName: 'the pond',
    object: { prop: 'magnifying-glass', name: 'the magnifying glass', noun: 'magnifying glass' },
    helper: { kind: 'frog', name: 'Mrs. Croak', he: false, sound: 'Ribbit!' },
    count: { noun: 'tadpoles', one: 'tadpole', prop: 'jar' },
    problem:
      '{P} almost stepped on them: strange footprints in the mud by the pond, little ones with webbed toes and big ones with claws. {H} the frog wanted to know who had visited in the night, and so did the {A}.',
    goal: 'to find out whose footprints were in the mud',
    virtue: 'learning about animals',
    lived:
      '{C} looked through the magnifying glass at the prints, with {P} peering over {C\u2019s} shoulder, and matched each one to its animal.',
    thanks:
      '"You read those prints like a book," said {H}, hopping around {P}\u2019s fresh footprints. "A duck, a heron and an otter, all in one night, and now a {A} as well!"',
    tries: [
      '{C} showed {P} the first prints: three long toes with webs in between. "A duck!" {C} said. "Webbed feet, for paddling."',
      '{C} found long, thin prints with four toes spread wide, much bigger than {P} had expected. "A heron," said {P}, "on legs like sticks."',
      '{C} found round prints with five toes and a slide mark, and {P} followed the mark to the water. An otter had slid down the bank there, and {P} wanted to try it too.',
      '{C} found tiny prints next to the water, and in the water, tadpoles wriggled away from {P}.',
    ],
    facts: [
      'Tadpoles grow legs and lose their tails as they turn into frogs.',
      'Ducks have webbed feet that work like paddles.',
      'Otters slide down muddy banks for fun.',
    ],
  }),
  T({
    theme: 'nature',
    season: 'autumn',
    place: 'forest',
    placeName: 'the oak wood',
    object: { prop: 'leaf', name: 'the golden leaf', noun: 'leaf' },
    helper: { kind: 'squirrel', name: 'Hazel', he: false, sound: 'Chitter-chitter!' },
    count: { noun: 'acorns', one: 'acorn', prop: 'leaf' },
    problem:
      '{H} the squirrel came racing down an oak, straight to {P}. "I buried my acorns for winter all over the wood," she told the {A}, "and now I cannot remember where!"',
    goal: 'to help {H} find her acorns before winter',
    virtue: 'exploring nature',
    lived:
      '{C} showed {P} how the leaves, the moss and the tracks all told where {H} had been digging.',
    thanks:
      '"The wood keeps its secrets," said {H}, dropping an acorn at {P}\u2019s feet as a present, "but you know how to read them."',
    tries: [
      '{C} looked under the big oak, but there were only golden leaves, drifting down onto {P}.',
      '{C} looked by the mossy stone with {P}, where the ground was soft for digging. One acorn!',
      '{C} followed the little scratch marks in the earth, and {P} {moves} close behind. Three more acorns!',
      '{C} looked where a young oak was sprouting, and {P} found a sprouted acorn, already growing into a tree.',
    ],
    facts: [
      'Squirrels bury many acorns and forget some, and the forgotten ones can grow into oak trees.',
      'Leaves turn gold and red in autumn when trees stop making green chlorophyll.',
    ],
  }),
  T({
    theme: 'science',
    weathers: ['sunny'],
    season: 'summer',
    place: 'river',
    placeName: 'the shallow river',
    object: { prop: 'boat', name: 'the little wooden boat', noun: 'boat' },
    helper: { kind: 'otter', name: 'Professor Otter', he: true, sound: 'Squeak-squeak!' },
    count: { noun: 'pebbles', one: 'pebble', prop: 'shell' },
    problem:
      '{C\u2019s} little boat kept tipping over in the river, and each time the {A} had to splash in after it. "Let us find out why, like real scientists," said {H}, and {P} nodded very seriously. "Guess, try and look."',
    goal: 'to make the little boat float upright',
    virtue: 'simple science',
    lived:
      '{C} put the pebbles low and in the middle of the boat, and this time, when {P} let go, it sat up straight on the water.',
    thanks:
      '"You guessed, you tested, and you looked," said {H}, shaking river water all over {P}. "That is science."',
    tries: [
      '{C} put all the pebbles at one end, and {P} gave the boat a little push, and it tipped over and filled with water.',
      '{C} took all the pebbles out, and the boat floated, until a puff of wind blew it over toward {P}.',
      '{C} tried the stick {P} had found as a sail on top, but the boat wobbled and fell sideways.',
      '{C} guessed that the weight should go low and in the middle, and {P} brought the pebbles back one by one.',
    ],
    facts: [
      'Things float when they push aside enough water for their weight.',
      'Weight low in a boat keeps it steady.',
      'Water that warms in the sun rises into the air and later falls again as rain.',
    ],
  }),
  T({
    theme: 'geography',
    season: 'winter',
    place: 'living-room',
    placeName: 'the living room',
    object: { prop: 'globe', name: 'the old globe', noun: 'globe' },
    helper: { kind: 'grandfather', name: 'Grandpa Ray', he: true },
    count: { noun: 'postcards', one: 'postcard', prop: 'letter' },
    problem:
      'A postcard had come from cousin Ana, who lived far away in Brazil, and {P} found it on the doormat. {C} wanted to know where Brazil was, and {P} wanted to know how the postcard had travelled so far.',
    goal: 'to find Brazil on the globe',
    virtue: 'learning about places',
    lived:
      '{C} spun the globe and traced the long way from home to Brazil with one finger, and {P} followed every inch of it.',
    thanks:
      '"Now the world is a little smaller," said {H}, giving the globe one more spin for {P}, "and cousin Ana is a little closer."',
    tries: [
      '{C} spun the globe for {P} and put a finger on a big white place. That was Antarctica, full of ice and penguins, and {P} gave a little shiver.',
      '{C} found a big yellow shape and showed it to {P}: Africa, where the Sahara desert is.',
      '{C} found the blue of the Pacific Ocean, the biggest ocean of all, and {P} said it looked big enough to swim in forever.',
      '{C} found South America, and {P} spotted Brazil, big and green, with the Amazon river winding through it.',
    ],
    facts: [
      'There are seven continents: Africa, Antarctica, Asia, Australia, Europe, North America and South America.',
      'The Pacific is the biggest ocean on Earth.',
      'The Amazon rainforest in South America is the largest rainforest in the world.',
    ],
  }),
  T({
    theme: 'history',
    season: 'spring',
    place: 'museum',
    placeName: 'the town museum',
    object: { prop: 'fossil', name: 'the fossil shell', noun: 'fossil' },
    helper: { kind: 'woman', name: 'Dr. Reed', he: false },
    count: { noun: 'fossils', one: 'fossil', prop: 'fossil' },
    problem:
      '{C} and {P} had found a stone with a shell pressed into it. {H} at the museum held it up to the light so {P} could see: a fossil, millions of years old. What was its story?',
    goal: 'to find out where the fossil came from',
    virtue: 'learning about the past',
    lived:
      '{C} placed the fossil in the museum case with a label: "Found by {N} and {P}." Under it, {P} helped tell the story of the sea that once covered the town.',
    thanks: '"Every old thing has a story," {H} told {P}, "and now you two have told this one."',
    tries: [
      '{C} looked at the dinosaur bones with {P}, but the fossil shell was much smaller than those.',
      '{C} looked at the old map, and {P} saw it first: the town was once under a shallow sea.',
      '{C} found a case of shells just like it, turned to stone long ago, and {P} pressed close to the glass.',
      '{C} read out to {P} that the first people to fly an airplane were the Wright brothers, in 1903. "That is brand new next to our fossil," said {P}.',
    ],
    facts: [
      'A fossil is what is left of a plant or animal that lived long ago, turned to stone.',
      'Orville and Wilbur Wright made the first powered airplane flight in 1903.',
      'The pyramids of Giza in Egypt were built more than four thousand years ago.',
    ],
  }),
  T({
    theme: 'music',
    season: 'summer',
    place: 'village-street',
    placeName: 'the village square',
    object: { prop: 'drum', name: 'the parade drum', noun: 'drum' },
    helper: { kind: 'man', name: 'Mr. Bell', he: true },
    count: { noun: 'flags', one: 'flag', prop: 'drum' },
    problem:
      '{H}, who led the summer parade, tried to call out to {P}, but he had lost his voice. Without someone to keep the beat, the band could not march together, and the parade drum sat silent beside {P}.',
    goal: 'to keep the beat for the parade',
    virtue: 'music and rhythm',
    lived:
      '{C} beat the drum for {P}, steady and strong: boom, boom, boom, boom. The whole band marched in step, with the {A} at the front.',
    thanks:
      '"That is what a beat is for," whispered {H}, as {P} marched one more happy circle around the drum. "You kept us together."',
    tries: [
      '{C} hit the drum too fast, and the band tripped over each other\u2019s feet, and over {P}\u2019s too.',
      '{C} hit the drum too slowly, and the trumpets ran out of breath, and {P} yawned.',
      '{C} listened to {P}\u2019s steady steps and tried to match them.',
      '{C} counted out loud, one, two, three, four, and the beat came out just right, with {P} stepping in time.',
    ],
    facts: [
      'A steady beat is called the pulse, and music marches to it.',
      'A drum makes sound when its skin shakes the air.',
    ],
  }),
  T({
    theme: 'art',
    season: 'spring',
    place: 'garden',
    placeName: 'the flower garden',
    object: { prop: 'paintbrush', name: 'the new paintbrush', noun: 'paintbrush' },
    helper: { kind: 'girl', name: 'Ivy', he: false },
    count: { noun: 'flowers', one: 'flower', prop: 'flower' },
    problem:
      'The art fair was tomorrow, and {C} wanted to paint the flower garden for it, with {P} in the middle of the flowers. But every picture came out wrong, and the painted {A} looked more like a potato.',
    goal: 'to paint a picture for the art fair',
    virtue: 'creativity',
    lived:
      '{C} stopped trying to paint it perfectly, and painted what the garden felt like instead: bright, busy and full of bees, with {P} dancing in the middle.',
    thanks:
      '"It is the only picture at the fair that hums," said {H} with a laugh, "and the only one with {P} in it."',
    tries: [
      '{C} painted the tulips, but they came out looking like lollipops, and {P} asked if they were sweet.',
      '{C} painted the sky, but too much water made it drip down into the flowers and all over the painted {A}.',
      '{C} crumpled up the paper, but {P} brought it to {H}, who smoothed it out again. "Mistakes can turn into something," she said, and {P} nodded hard.',
      '{C} turned the drips into rain and the lollipops into a row of bright balloons, while {P} watched the picture change.',
    ],
    facts: [
      'Artists often make many sketches before the final picture.',
      'Painting what you feel is as true as painting what you see.',
    ],
  }),
  T({
    theme: 'challenges',
    season: 'spring',
    place: 'park',
    placeName: 'the park path',
    object: { prop: 'bicycle', name: 'the blue bicycle', noun: 'bicycle' },
    helper: { kind: 'man', name: 'Uncle Leo', he: true },
    count: { noun: 'daisies', one: 'daisy', prop: 'flower' },
    problem:
      '{C} had a new blue bicycle, but without the little wheels it wobbled and tipped, and {P} had to jump out of the way. Everyone else whizzed past {P} without even trying.',
    goal: 'to ride the blue bicycle all the way to the pond',
    virtue: 'overcoming challenges',
    lived:
      '{C} pushed off, pedalled and kept looking ahead at {P}, not down. The bicycle went straight, the {A} {moves} beside it, and {C\u2019s} heart flew.',
    thanks:
      '"You fell down and got up every time," said {H}, and {P} cheered so loudly that the ducks flew off the pond. "Everyone learns that way."',
    tries: [
      '{C} pedalled once, and the bicycle tipped over onto the grass beside {P}.',
      '{C} tried again, and wobbled for three whole pedals before putting a foot down, while {P} counted them out loud.',
      '{C} scraped a knee and wanted to give up, but {P} sat close until it stopped stinging.',
      '{H} showed {Cobj} how to look far ahead, at {P} waiting on the path, instead of at the front wheel.',
    ],
    facts: [
      'Riding is easier a little faster: a moving bicycle balances better.',
      'Looking where you want to go helps you go there.',
    ],
  }),
  T({
    theme: 'curiosity',
    season: 'summer',
    place: 'beach',
    placeName: 'the beach below the cliffs',
    object: { prop: 'bottle', name: 'the green bottle', noun: 'bottle' },
    helper: { kind: 'crow', name: 'Mister Caw', he: true, sound: 'Caw, caw!' },
    count: { noun: 'shells', one: 'shell', prop: 'shell' },
    problem:
      'At the edge of the waves, something green bumped against {P}: a bottle with a rolled-up note inside. Where was it from? Who had written it?',
    goal: 'to find out who had sent the bottle',
    virtue: 'curiosity',
    lived:
      '{C} kept asking questions, and so did {P}, and every question led to a new clue until the whole answer came out.',
    thanks:
      '"Most people walk past a bottle," said {H}, hopping down beside {P}. "You asked it questions."',
    tries: [
      '{C} pulled out the note and read it to {P}. The {A} peered at a drawing of a lighthouse and the words: "Please write back."',
      '{C} looked along the beach for a lighthouse, and {P} looked too, but there was only sand and rock.',
      '{H} the crow landed next to {P} and said he had seen a lighthouse across the bay, the kind with red stripes.',
      '{C} turned the bottle over, and {P} spotted a sticker on it: Harbor Lighthouse.',
    ],
    facts: [
      'Ocean currents can carry a floating bottle for thousands of miles.',
      'Crows are clever birds that remember faces.',
    ],
  }),
  T({
    theme: 'persistence',
    weathers: ['windy'],
    season: 'spring',
    place: 'hill',
    placeName: 'the windy hill',
    object: { prop: 'paper-airplane', name: 'the paper airplane', noun: 'paper airplane' },
    helper: { kind: 'magpie', name: 'Pica', he: false, sound: 'Chack-chack!' },
    count: { noun: 'feathers', one: 'feather', prop: 'feather' },
    problem:
      'There was a paper airplane contest on the hill, but {C\u2019s} airplane kept nose-diving into the grass, and {P} kept bringing it back.',
    goal: 'to make the paper airplane fly all the way to the old gate',
    virtue: 'never giving up',
    lived:
      '{C} folded one more airplane, the ninth, and threw it gently into the wind, and {P} {moves} after it all the way to the old gate.',
    thanks:
      '"Nine tries!" said {H}. "The first eight taught the ninth how to fly," she told {P}, with a proud flick of her tail.',
    tries: [
      '{C} threw the paper airplane hard, and it dived straight into the grass in front of {P}.',
      '{C} folded the wings wider, and it looped once over {P} and crashed.',
      '{C} bent the back edges up a little, and it flew past {P}, farther than before, but not to the gate.',
      '{C} wanted to give up, but {P} brought back the crumpled plane and put it in {C\u2019s} hand.',
    ],
    facts: [
      'Bending the back edges of a paper airplane\u2019s wings up a little helps it glide.',
      'The Wright brothers tested their gliders hundreds of times before they could fly.',
    ],
  }),
  T({
    theme: 'creativity',
    season: 'summer',
    place: 'river',
    placeName: 'the stream by the meadow',
    object: { prop: 'box', name: 'the cardboard boxes', noun: 'boxes' },
    helper: { kind: 'duck', name: 'Dilly', he: false, sound: 'Quack, quack!' },
    count: { noun: 'stepping stones', one: 'stepping stone', prop: 'box' },
    problem:
      '{P} reached the stream first and stopped: the little bridge had washed away in the storm. {H} the duck\u2019s ducklings huddled beside {P}, and they could not get across to their mother.',
    goal: 'to build a way across the stream',
    virtue: 'creative problem solving',
    lived:
      '{C} had the idea of laying the flat stones in a line with a plank across the widest gap, and {P} tried it first.',
    thanks:
      '"A bridge from nothing but stones and a plank and an idea!" quacked {H}, as her ducklings hopped over it behind {P}.',
    tries: [
      '{C} tried throwing a rope across the stream, but it fell short and splashed {P}.',
      '{C} thought about the cardboard boxes, but {P} pointed out that they would go soggy in the stream.',
      '{C} laid one flat stone in the water, right in front of {P}. The ducklings hopped onto it, then stopped and peeped at the {A}.',
      '{C} found an old plank in the grass, long enough for the widest part, and {P} helped drag it to the water.',
    ],
    facts: [
      'Ducklings follow the first thing they see move after they hatch, usually their mother.',
      'Engineers solve problems by trying ideas, testing them, and trying again.',
    ],
  }),
  T({
    theme: 'planning',
    weathers: ['sunny'],
    season: 'summer',
    place: 'campsite',
    placeName: 'the campsite by the lake',
    object: { prop: 'tent', name: 'the green tent', noun: 'tent' },
    helper: { kind: 'woman', name: 'Aunt Maya', he: false },
    count: { noun: 'tent pegs', one: 'tent peg', prop: 'tent' },
    problem:
      'The family was camping by the lake, and {P} had come too. {H} asked {Cobj} and {P} to plan how to set up the tent before the sun went down.',
    goal: 'to get the tent up before dark',
    virtue: 'planning ahead',
    lived:
      '{C} laid out every piece in order, and {P} helped make a list. "Poles first, then the tent, then the pegs, then the cover," {C} read out to {P}.',
    thanks:
      '"A good plan saved the day, and the night too," said {H}, as {P} peeked out of the tent door.',
    tries: [
      '{C} tried to put the tent up without looking, and the tent collapsed in a heap on top of {P}.',
      '{C} found the poles but lost the pegs in the long grass, until {P} turned up a few.',
      '{C} counted the pegs with {P}: only six of eight. Two were missing.',
      '{C} looked at the sky with {P} and saw they had about an hour of light left.',
    ],
    facts: [
      'A checklist helps you remember every step.',
      'Setting up camp before dark is easier and safer.',
    ],
  }),
];

/** Each theme's first material (its place and helper stand for the theme where one is needed). */
export const THEME_MATERIAL: ReadonlyMap<StoryTheme, ThemeMaterial> = new Map(
  THEMES.map((m) => [m.theme, m]),
);

/** Every material of each theme, the first one first. */
export const THEME_MATERIALS: ReadonlyMap<StoryTheme, readonly ThemeMaterial[]> = new Map(
  THEMES.map((m) => [m.theme, [m, ...MORE_MATERIAL.filter((x) => x.theme === m.theme)]]),
);

/**
 * The material a story is told with: fixed by its seed and animal (the same request always gets
 * the same one), so stories of one theme for other animals or other seeds usually differ in
 * place, helper, object and problem.
 */
export function materialFor(req: {
  theme: StoryTheme;
  animal: string;
  seed: number;
}): ThemeMaterial | undefined {
  const all = THEME_MATERIALS.get(req.theme);
  if (!all?.length) return undefined;
  return all[hash(`material|${req.animal}`, Math.abs(Math.floor(req.seed))) % all.length];
}
