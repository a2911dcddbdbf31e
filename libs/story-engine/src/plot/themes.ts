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
      '{H} the hedgehog sat shivering on a bench. Her red scarf, a present from her sister, had blown away, and the wind was turning cold.',
    goal: 'to find the red scarf before evening',
    virtue: 'kindness',
    lived:
      '{C} took off {C\u2019s} own blue scarf and wrapped it around {H}. "You can wear mine while we look," {C} said.',
    thanks:
      '"You gave me your own scarf," said {H}, looking from {N} to {P}. "That warmed me more than any wool could."',
    tries: [
      '{C} looked under the bench. There was a bottle cap and a crumpled leaf, but no red scarf.',
      '{C} asked the ducks on the pond. They only paddled in circles and said nothing about a scarf.',
      '{C} peeked behind the flower bed, where the wind piles up leaves. Something red was there, but it was only a crisp apple.',
      '{C} followed the way the wind was blowing, past the swings and toward the tall oak tree.',
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
      '{H} the mole came hurrying out of the wood. "My little lantern rolled down the path into the dark trees," he said. "I need it to find my way home tonight."',
    goal: 'to bring back the lantern from the dark wood',
    virtue: 'courage',
    lived:
      '{C} took a deep breath. "I feel scared," {C} said, "and I am going anyway." And {C} stepped in under the dark trees.',
    thanks:
      '"You were afraid, and you came for it anyway," said {H}, smiling at {N} and {P}. "That is what brave means."',
    tries: [
      '{C} took one step into the shade of the pines. The shadows were long, and {C} stepped back out again.',
      '{C} took two steps. A branch creaked over the path, and {C\u2019s} heart went thump, thump. It was only the wind in the pines.',
      '{C} took three steps, holding on to {P}. An owl called from a branch, and {C} did not run away.',
      '{C} went on along the path under the pines, one brave step after another.',
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
      'A new girl named {H} stood by the fence with a yellow ball, watching the others play. Nobody had asked her to join, and she looked at her shoes.',
    goal: 'to help {H} feel at home',
    virtue: 'friendship',
    lived:
      '{C} walked over to {H}. "Do you want to play with us?" {C} asked. "You can have the first turn."',
    thanks:
      '"I was scared nobody would like me here," said {H} to {N} and {P}. "Now I have a friend."',
    tries: [
      '{C} waved at {H} from the slide. {H} waved back a little, then looked at her shoes again.',
      '{C} rolled a ball toward {H}, but it bumped into the fence and she did not see it.',
      '{C} sat on the swing next to {H} and swung slowly. Neither of them knew what to say first.',
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
      '{H} gave {Cobj} a packet of sunflower seeds. "Plant them, water them and wait," she said. But {C} wanted a sunflower right away.',
    goal: 'to grow a sunflower as tall as the fence',
    virtue: 'patience',
    lived:
      '{C} did not dig the seeds up to look. {C} watered them every morning and waited, even when waiting was hard.',
    thanks:
      '"You waited, and look what waiting grew," said {H}, looking from {N} to {P}. The sunflower nodded its big yellow head at {P}.',
    tries: [
      '{C} watered the sunflower seeds and looked at the soil. Nothing was there yet.',
      'The next morning {C} looked again. Still only brown soil where the seeds were sleeping.',
      'On the third morning {C} wanted to dig the seeds up to see, but {H} shook her head and smiled.',
      'After rain and sun and more waiting, a tiny green shoot pushed up through the soil.',
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
      'While {C} reached for a cookie, {C\u2019s} elbow knocked {H}\u2019s blue honey jar off the shelf. It cracked right down the middle, and honey oozed onto the floor.',
    goal: 'to make things right about the broken jar',
    virtue: 'honesty',
    lived:
      '{C} went to {H} and held out the two pieces. "I broke your jar," {C} said. "It was me. I am sorry."',
    thanks:
      '"Thank you for telling me the truth," said {H}, smiling at {N} and {P}. "A jar can be mended. Trust is harder to mend, and you kept ours whole."',
    tries: [
      '{C} pushed the two pieces of the jar behind the bread bin, but {C\u2019s} tummy felt tight and wrong.',
      '{C} thought about saying the wind had knocked the jar down. But the window was shut.',
      '{P} looked at the sticky honey on the floor and then at {N}, as if to ask what they should do.',
      '{C} tried to wipe up the honey, but it only spread in a sticky, shining smear.',
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
      '{H}\u2019s wagon, heaped with apples for the harvest fair, was stuck fast in a muddy rut. "The fair starts at noon," she said, "and I cannot move it alone."',
    goal: 'to get the apple wagon to the fair on time',
    virtue: 'teamwork',
    lived:
      '"Everyone on the count of three," {C} called. "One, two, three, pull!" They all pulled at once, and the wagon rolled up out of the mud.',
    thanks: '"Not one of us could do it, and all of us did," said {H} to {N} and {P}, laughing.',
    tries: [
      '{C} pulled the wagon\u2019s handle as hard as possible. The wheels did not move at all.',
      '{P} pushed from behind while {C} pulled, but they pushed and pulled at different times, and the wagon only rocked.',
      '{C} tried to lift the front wheel out of the rut. The wagon was far too heavy with apples.',
      '{C} took some apples out to make the wagon lighter, but it was still stuck in the mud.',
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
      '{H} the beaver wanted to build a birdhouse for the meadow, but he could only gnaw wood. "I cannot build it all by myself," he said.',
    goal: 'to build the birdhouse together',
    virtue: 'celebrating differences',
    lived:
      '{C} saw that every one of them could do something different, and that every different thing was needed.',
    thanks:
      '"If we were all the same, we could never have built it," said {H}, looking from {N} to {P}. Everyone cheered.',
    tries: [
      '{C} watched {H} gnaw the wood into boards, but the boards only lay in a pile, not a house.',
      '{C} tried to hold four boards at once. They slipped and clattered onto the grass.',
      '{P} helped in the way only a {A} can, and one wall stood up at last.',
      'A robin showed them exactly how big the door should be, because a robin knows.',
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
      '{H} sat on the step with a torn kite across his knees. He did not want to play. He did not want to talk. He just stared at the torn paper.',
    goal: 'to understand how {H} feels and help him',
    virtue: 'understanding how others feel',
    lived:
      '{C} sat down beside {H} and said nothing for a while. Then {C} asked, "Are you sad about your kite?" {H} nodded, and told the whole story.',
    thanks: '"You listened," said {H}, smiling at {N} and {P}. "That made the sad part smaller."',
    tries: [
      '{C} told {H} a joke about a duck. {H} did not laugh. He only looked at his kite.',
      '{C} said, "It is only a kite." {H}\u2019s face crumpled, and {C} wished those words could go back in.',
      '{C} offered {H} a turn on the scooter, but he shook his head.',
      '{C} looked closely at the kite. It had been painted by hand, with a name on it: Dad.',
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
      'All year {H} had given the village milk and eggs and help with every broken fence. But nobody had ever thanked him properly.',
    goal: 'to give {H} a proper thank-you',
    virtue: 'being thankful',
    lived:
      '{C} held out the cake with both hands. "Thank you for everything you do," {C} said. "We noticed, all of it."',
    thanks: '"Nobody has ever said that to me," said {H} to {N} and {P}, and his eyes shone.',
    tries: [
      '{C} made a card, but the wind on the hill blew it into the duck pond.',
      '{C} baked a cake, but forgot the sugar and had to start again.',
      '{C} and {P} carried the cake up the hill, and a goat tried to eat the icing.',
      '{C} asked everyone in the village to sign a thank-you banner, and they all did.',
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
      '{H} the tortoise was the oldest reader in the library. She took a very long time to turn each page. The others hurried past her and sighed at how slow she was.',
    goal: 'to read the old map book with {H}',
    virtue: 'showing respect',
    lived:
      '{C} waited for {H} to finish her page without hurrying her, and listened to every slow word.',
    thanks:
      '"You waited for me," said {H}, looking from {N} to {P}. "Now let me show you something in this book nobody else has seen."',
    tries: [
      '{C} wanted the map book straight away, and almost reached across {H} to take it.',
      '{C} whispered, "Can you read faster?" and then saw {H}\u2019s face fall.',
      '{C} sat down on the rug next to {H} instead and waited quietly.',
      '{C} asked {H} to tell a story about the old days, and {H} knew a hundred stories.',
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
      '{H} was baking apple pies for the whole street, and she needed exactly ten apples in her basket. But the basket was empty.',
    goal: 'to fill the basket with exactly ten apples',
    virtue: 'counting carefully',
    lived: '{C} counted the apples one more time, touching each one: it came to exactly ten.',
    thanks: '"Ten apples, counted right," said {H}, smiling at {N} and {P}. "Now we can bake."',
    tries: [
      '{C} picked three apples from the low branch and put them in the basket.',
      '{C} found two more in the grass. Three and two make five.',
      '{P} shook a branch, and four more apples thumped down.',
      '{C} counted again and found one more apple hiding in the leaves.',
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
      'A letter had come for {Cobj} from Aunt Bea, written in big round letters. {C} knew some of the letters, but not all of them yet.',
    goal: 'to read the letter from Aunt Bea',
    virtue: 'learning letters',
    lived: '{C} sounded out each letter, one by one, until the words came together.',
    thanks:
      '"You read it all by yourself," said {H} to {N} and {P}. "Every letter was a little key."',
    tries: [
      '{C} looked at the first word. It began with B. B for ball, B for bee. The word was Bea.',
      'The next word began with D. D for drum, D for duck. The word was dear.',
      'Then came an S, round and curly as a snake. S for sun, S for sand.',
      'The last word began with a C. C for cat, C for cake. The word was come.',
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
      '{H} had painted a boat for the village pond. But he only had three pots of paint left: red, yellow and blue. He wanted a green boat with an orange stripe.',
    goal: 'to find the green and the orange for the boat',
    virtue: 'learning about colours',
    lived: '{C} mixed the yellow and the blue, slowly, and a bright green swirled up.',
    thanks:
      '"Three colours can make nearly all the others," said {H}, looking from {N} to {P}. "You found that out yourself."',
    tries: [
      '{C} dipped the paintbrush in red and blue together. The paint turned purple, not green.',
      '{C} tried blue all by itself. The boat was blue, not green.',
      '{C} mixed red and yellow. Orange! That was the stripe.',
      '{C} looked at the pots again: if red and yellow made orange, what did yellow and blue make?',
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
      'Someone had left strange footprints in the mud by the pond: little ones with webbed toes, and big ones with claws. {H} the frog wanted to know who had visited in the night.',
    goal: 'to find out whose footprints were in the mud',
    virtue: 'learning about animals',
    lived:
      '{C} looked through the magnifying glass at the prints and matched each one to its animal.',
    thanks:
      '"You read those prints like a book," said {H}, smiling at {N} and {P}. "A duck, a heron and an otter, all in one night!"',
    tries: [
      '{C} found prints with three long toes and webs in between. A duck has webbed feet for paddling.',
      '{C} found long, thin prints with four toes spread wide. A heron stands on legs like sticks.',
      '{C} found round prints with five toes and a slide mark. An otter slides down the bank into the water.',
      '{C} found tiny prints next to the water, and in the water, tadpoles wriggled.',
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
      '{H} the squirrel had buried her acorns for winter all over the oak wood. Now she could not remember where.',
    goal: 'to help {H} find her acorns before winter',
    virtue: 'exploring nature',
    lived:
      '{C} noticed how the leaves, the moss and the tracks all told where {H} had been digging.',
    thanks:
      '"The wood keeps its secrets," said {H} to {N} and {P}, "but you know how to read them."',
    tries: [
      '{C} looked under the big oak. Only golden leaves, falling slowly.',
      '{C} looked by the mossy stone, where the ground was soft for digging. One acorn!',
      '{C} followed the little scratch marks in the earth. Three more acorns!',
      '{C} looked where a young oak was sprouting, and there was a sprouted acorn, already growing into a tree.',
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
      '{C\u2019s} little boat kept tipping over in the river. {H} said, "Let us find out why, like real scientists: guess, try and look."',
    goal: 'to make the little boat float upright',
    virtue: 'simple science',
    lived:
      '{C} put the pebbles low and in the middle of the boat, and it sat up straight on the water.',
    thanks:
      '"You guessed, you tested, and you looked," said {H}, looking from {N} to {P}. "That is science."',
    tries: [
      '{C} put all the pebbles at one end. The boat tipped over and filled with water.',
      '{C} took all the pebbles out. The boat floated, but the wind blew it over.',
      '{C} tried a stick for a sail on top. The boat wobbled and fell sideways.',
      '{C} guessed that the weight should go low and in the middle, and tried it.',
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
      'A postcard had come from cousin Ana, who lived far away in Brazil. {C} wanted to know where Brazil was and how the postcard had travelled so far.',
    goal: 'to find Brazil on the globe',
    virtue: 'learning about places',
    lived: '{C} spun the globe and traced the long way from home to Brazil with one finger.',
    thanks:
      '"Now the world is a little smaller," said {H}, smiling at {N} and {P}, "and cousin Ana a little closer."',
    tries: [
      '{C} spun the globe and put a finger on a big white place. That was Antarctica, full of ice and penguins.',
      '{C} found a big yellow shape. That was Africa, where the Sahara desert is.',
      '{C} found the blue of the Pacific Ocean, the biggest ocean of all.',
      '{C} found South America, and there, big and green, was Brazil, with the Amazon river winding through it.',
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
      '{C} had found a stone with a shell pressed into it. {H} at the museum said it was a fossil, millions of years old. {C} wanted to know its story.',
    goal: 'to find out where the fossil came from',
    virtue: 'learning about the past',
    lived:
      '{C} placed the fossil in the museum case with a label: "Found by {N}." Under it was the story of the sea that once covered the town.',
    thanks:
      '"Every old thing has a story," said {H} to {N} and {P}, "and now you have told this one."',
    tries: [
      '{C} looked at the dinosaur bones, but the fossil shell was much smaller than those.',
      '{C} looked at the old map, which showed that the town was once under a shallow sea.',
      '{C} found a case of shells just like it, turned to stone long ago.',
      '{C} read that the first people to fly an airplane were the Wright brothers, in 1903. That was new compared to the fossil.',
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
      '{H}, who led the summer parade, had lost his voice. Without someone to keep the beat, the band could not march together.',
    goal: 'to keep the beat for the parade',
    virtue: 'music and rhythm',
    lived:
      '{C} beat the drum, steady and strong: boom, boom, boom, boom. The whole band marched in step.',
    thanks:
      '"You kept us all together," whispered {H}, looking from {N} to {P}. "That is what a beat is for."',
    tries: [
      '{C} hit the drum too fast, and the band tripped over each other\u2019s feet.',
      '{C} hit the drum too slowly, and the trumpets ran out of breath.',
      '{C} listened to {P}\u2019s steady steps and tried to match them.',
      '{C} counted out loud, one, two, three, four, and the beat came out just right.',
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
      'The art fair was tomorrow, and {C} wanted to paint the flower garden for it. But every picture {C} tried came out wrong.',
    goal: 'to paint a picture for the art fair',
    virtue: 'creativity',
    lived:
      '{C} stopped trying to paint it perfectly, and painted what the garden felt like instead: bright, busy and full of bees.',
    thanks:
      '"It is the only picture at the fair that hums," said {H} with a laugh, smiling at {N} and {P}.',
    tries: [
      '{C} painted the tulips, but they came out looking like lollipops.',
      '{C} painted the sky, but too much water made it drip down into the flowers.',
      '{C} crumpled up the paper, and {H} smoothed it out again. "Mistakes can turn into something," she said.',
      '{C} turned the drips into rain and the lollipops into a row of bright balloons.',
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
      '{C} had a new blue bicycle, but without the little wheels it wobbled and tipped. Everyone else seemed to ride without trying.',
    goal: 'to ride the blue bicycle all the way to the pond',
    virtue: 'overcoming challenges',
    lived:
      '{C} pushed off, pedalled and kept looking ahead, not down. The bicycle went straight, and {C\u2019s} heart flew.',
    thanks:
      '"You fell down and got up every time," said {H} to {N} and {P}. "That is how everyone learns."',
    tries: [
      '{C} pedalled once and the bicycle tipped over onto the grass.',
      '{C} tried again, and wobbled for three whole pedals before putting a foot down.',
      '{C} scraped a knee and wanted to give up, but {P} sat close until it stopped stinging.',
      '{H} showed {Cobj} how to look far ahead instead of at the front wheel.',
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
      'At the edge of the waves, {C} found a green bottle with a rolled-up note inside. Where had it come from? Who had written it?',
    goal: 'to find out who had sent the bottle',
    virtue: 'curiosity',
    lived:
      '{C} kept asking questions, and every question led to a new clue until the whole answer came out.',
    thanks:
      '"Most people walk past a bottle," said {H}, looking from {N} to {P}. "You asked it a question."',
    tries: [
      '{C} pulled out the note. It had a drawing of a lighthouse and the words: "Please write back."',
      '{C} looked along the beach for a lighthouse, but there was only sand and rock.',
      '{H} the crow said he had seen a lighthouse across the bay, the kind with red stripes.',
      '{C} found a sticker on the bottle: Harbor Lighthouse.',
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
      'There was a paper airplane contest on the hill, and {C\u2019s} airplane kept nose-diving into the grass.',
    goal: 'to make the paper airplane fly all the way to the old gate',
    virtue: 'never giving up',
    lived: '{C} folded one more airplane, the ninth, and threw it gently into the wind.',
    thanks:
      '"Nine tries," said {H}, smiling at {N} and {P}. "The first eight taught the ninth how to fly."',
    tries: [
      '{C} threw the paper airplane hard. It dived straight into the grass.',
      '{C} folded the wings wider. It looped once and crashed.',
      '{C} bent the back edges up a little, and it flew farther, but not to the gate.',
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
      'The little bridge over the stream had washed away in the storm. Now {H} the duck\u2019s ducklings could not get across to their mother.',
    goal: 'to build a way across the stream',
    virtue: 'creative problem solving',
    lived:
      '{C} had the idea of laying the flat stones in a line with a plank across the widest gap.',
    thanks:
      '"A bridge from nothing but stones and a plank and an idea!" quacked {H} to {N} and {P}.',
    tries: [
      '{C} tried throwing a rope across the stream, but it fell short into the water.',
      '{C} thought about the cardboard boxes, but they would go soggy in the stream.',
      '{C} laid one flat stone in the water. The ducklings hopped onto it, then stopped.',
      '{C} found an old plank in the grass, long enough for the widest part.',
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
      'The family was camping by the lake. {H} asked {Cobj} to plan how to set up the tent before the sun went down.',
    goal: 'to get the tent up before dark',
    virtue: 'planning ahead',
    lived:
      '{C} laid out every piece in order and made a list. Poles first, then the tent, then the pegs, then the cover.',
    thanks: '"A good plan saved the day, and the night too," said {H}, looking from {N} to {P}.',
    tries: [
      '{C} tried to put the tent up without looking, and the tent collapsed in a heap.',
      '{C} found the poles but lost the pegs in the long grass.',
      '{C} counted the pegs: only six of eight. Two were missing.',
      '{C} looked at the sky and the sun, and saw they had about an hour of light.',
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
