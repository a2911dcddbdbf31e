import type { ThemeMaterial } from './types';

/**
 * More material for each theme: another place, helper, object, problem and tries, so stories of
 * one theme differ in what happens, not only in who it happens to. Same tokens as themes.ts.
 * Tries start with "{C} <verb>" (a plot may retell the first as "you <verb>") and carry no
 * alternatives (their first sentence is a picture's action); other lines may offer whole-sentence
 * alternatives in [a|b], each of which reads right where the line is used.
 */
const M = (m: ThemeMaterial): ThemeMaterial => m;

export const MORE_MATERIAL: readonly ThemeMaterial[] = [
  // kindness
  M({
    theme: 'kindness',
    season: 'summer',
    place: 'village-street',
    placeName: 'the village street by the bakery',
    object: { prop: 'basket', name: 'the bread basket', noun: 'basket' },
    helper: { kind: 'man', name: 'Mr. Amos', he: true },
    count: { noun: 'loaves', one: 'loaf', prop: 'bread' },
    problem:
      'A loaf of bread came rolling down the street and bumped to a stop against {P}. At the corner, {H}, the old baker, looked from his spilled bread basket to {P}, because his back was too stiff to bend down for the loaves.',
    goal: 'to gather up the baker’s loaves and carry his basket home',
    virtue: 'kindness',
    lived:
      '{C} picked up the last loaf and carried the heavy basket to {H}’s door, while {P} {moves} ahead to nudge it open. "{P} and I do not want any pay," {C} said. "We wanted to help."',
    thanks:
      '["Most people hurried past," said {H}, shaking hands with {N} and then, very gravely, with {P}. "You stopped."|"Plenty of people saw me drop it," said {H}, "but only you and {P} stopped to help."]',
    little: {
      problem: 'Bump! {H} dropped his basket, and the loaves rolled to {P}!',
      question: 'Where is the round loaf?',
      found: 'Under the bakery bench!',
      lived: '{C} and {P} took the basket to {H}’s door. Step, step, step!',
    },
    tries: [
      '{C} picked up two loaves by the lamp post while {P} stood guard over a third, so that no dog could snatch it.',
      '{C} chased a roll down the hill with {P} close behind. It landed in a puddle with a plop, and {P} gave it a long, sad look.',
      '{C} tried to lift the full basket, but it was as heavy as a sack of flour, even with {P} pushing from the other side. They set it down again, puffing, and the {A} looked as tired as {C} felt.',
      '{C} and {P} counted the loaves against {H}’s list and found that the big round loaf was still missing.',
    ],
    facts: [
      'Bakers start work long before anyone else is awake, so the bread is warm by breakfast.',
      'Bread rises because tiny living yeasts make bubbles in the dough.',
    ],
  }),
  M({
    theme: 'kindness',
    season: 'winter',
    place: 'garden',
    placeName: 'the snowy back garden',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'birdhouse', name: 'the robins’ feeder', noun: 'feeder' },
    helper: { kind: 'robin', name: 'Ruby Redbreast', he: false, sound: 'Tweet-tweet!' },
    count: { noun: 'seeds', one: 'seed', prop: 'seeds' },
    problem:
      '{P} was the first to spot {H} the robin, sitting fluffed up on the fence with nothing to eat. Snow had buried every berry and seed in the garden, and {P} could see that her feeder had fallen into a drift.',
    goal: 'to find the feeder and fill it for the hungry birds',
    virtue: 'kindness',
    lived:
      '{C} filled the feeder with the seeds {C} had been saving for a snack, and {P} did not ask for a single one. Then {C} hung it on the branch that {P} chose, out of the wind, where {H} could reach it.',
    thanks:
      '["You gave us your own seeds," sang {H}, hopping from {N}’s mitten to {P}’s back. "Now everyone can eat."|"You and {P} shared your own snack with us," sang {H}. "Tonight, we all eat!"]',
    little: {
      problem: 'Brr! {H} the robin hopped up to {P}. Snow, snow, everywhere! Her feeder was gone.',
      question: 'Where is the feeder?',
      found: 'Deep in the drift!',
      lived: '{C} and {P} filled the feeder. Peck, peck, peck! Happy robin!',
    },
    tries: [
      '{C} dug in the snow by the shed with mittened hands, while {P} searched along the fence for the feeder.',
      '{C} looked in the hedge, where {H} liked to sit, and {P} peered in from the other side. All {C} and {P} found was an empty snail shell and a lot of cold twigs.',
      '{P} poked at a lump of snow by the bench, but it was just a flowerpot with a snowy hat.',
      '{C} followed {H} as she hopped from the fence to the gate, and {P} {moves} behind, watching her peep at one white mound again and again.',
    ],
    facts: [
      'In winter, birds puff up their feathers to trap warm air, like a feather coat.',
      'Robins eat berries and seeds in winter, when the worms are hard to find.',
    ],
  }),
  // courage
  M({
    theme: 'courage',
    season: 'summer',
    place: 'pond',
    placeName: 'the deep end of the lily pond',
    object: { prop: 'boat', name: 'the toy sailboat', noun: 'boat' },
    helper: { kind: 'frog', name: 'Little Lily', he: false, sound: 'Ribbit!' },
    count: { noun: 'lily pads', one: 'lily pad', prop: 'flower' },
    problem:
      '{H}, the smallest frog in the pond, hopped onto a lily pad right in front of {P}, crying about her toy sailboat. It had drifted past the reeds to the deep middle, and {P} could see she was far too small to swim so far.',
    goal: 'to bring the sailboat back from the middle of the pond',
    virtue: 'courage',
    lived:
      '{C} took off {C’s} shoes and held {P} close. Then {C} waded out along the flat stones, though the water was cold and dark, and the {A} stayed close every step of the way.',
    thanks:
      '"You were frightened of the deep water, and you went anyway," said {H}, hopping onto {P}’s back. "{P} and I have never seen anything so brave."',
    little: {
      problem: '{H} the frog cried to {P}. "My boat!" It bobbed far out.',
      question: 'Where is the boat?',
      found: 'In the reeds!',
      lived: '{C} {was} scared. {C} went in anyway, with {P}. Step, step. Brave {N}!',
    },
    tries: [
      '{C} reached for the sailboat with a long stick, and {P} leaned out too, but it was much too far.',
      '{C} put one toe in the pond while {P} watched from the bank. It was cold and the mud was squishy, and {C} jumped straight back out, right into {P}.',
      '{C} stood on the first flat stone, holding on to {P}, and the stone wobbled but held.',
      '{C} stepped from stone to stone toward the reeds, while {H} hopped ahead to show the way and {P} kept pace on the bank.',
    ],
    facts: [
      'Frogs breathe through their skin as well as their lungs.',
      'Ponds are deepest in the middle and shallow at the edges.',
    ],
  }),
  M({
    theme: 'courage',
    season: 'winter',
    place: 'library',
    placeName: 'the town library',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'book', name: 'the poem book', noun: 'poem book' },
    helper: { kind: 'woman', name: 'Mrs. Quill', he: false },
    count: { noun: 'books', one: 'book', prop: 'book' },
    problem:
      '{H} the librarian was holding a poetry afternoon, and she came over to the corner where {N} was reading to {P}. She asked {Cobj} to read a poem out loud in front of everyone, and the {A} looked up at once. {C’s} knees went wobbly just thinking about it, and {P} pressed close.',
    goal: 'to stand up and read the poem out loud',
    virtue: 'courage',
    lived:
      '{C} stood up on the little stage, holding the poem book tight, and found {P} in the front row. {C’s} voice shook on the first line, but {P} did not look away, and the voice grew steady until {C} had read every word.',
    thanks:
      '"Your voice shook, and you kept going," said {H}, while {P} puffed up with pride. "Courage sounds like that."',
    little: {
      problem: '{H} asked {Cobj} to read a poem, and {P} gulped. Out loud? To everyone?',
      question: 'Where is the stage?',
      found: 'By the big window!',
      lived:
        '{C} stood up. {C} read the poem to {P} and everyone, loud and clear. Clap, clap, clap!',
    },
    tries: [
      '{C} practised the poem in a quiet corner behind the shelves, with {P} as the only listener.',
      '{C} tried reading it to {H}, but {C’s} voice came out as a squeak, and {P} jumped. {C} hid behind the poem book, and so did the {A}.',
      '{C} read it aloud to a row of empty chairs, pretending they were full, while {P} sat in the front chair and listened.',
      '{C} peeked at the room filling up with people and felt {P} lean warmly against {C’s} leg.',
    ],
    facts: [
      'Many famous actors still feel nervous before they go on stage.',
      'Taking slow, deep breaths can help calm a nervous tummy.',
    ],
  }),
  // friendship
  M({
    theme: 'friendship',
    season: 'autumn',
    place: 'forest',
    placeName: 'the beech wood',
    object: { prop: 'map', name: 'the treasure map', noun: 'map' },
    helper: { kind: 'badger', name: 'Bramble', he: true, sound: 'Grunt!' },
    count: { noun: 'conkers', one: 'conker', prop: 'leaf' },
    problem:
      '{P} found {H} the badger sulking under a beech tree with half of a treasure map. "The mole and I quarrelled over it," he told {P}, "and we tore it right in half." Now each of them had half a map and no friend, and {P} thought that was the worst part.',
    goal: 'to help {H} make up with his friend',
    virtue: 'friendship',
    lived:
      '{C} and {P} brought both halves of the map together on a flat stone. "It only works when the halves are together," {C} said, and the {A} tapped the stone as if to agree. "Just like a friendship."',
    thanks:
      '"I was cross, and you helped me remember what matters," said {H} to {N} and {P}. "Friends first, treasure second."',
    little: {
      problem: '{H} was cross. The mole was cross. The map? Torn in two! {P} gasped.',
      question: 'Where is the other half of the map?',
      found: 'Down with the mole!',
      lived: '{P} held one half. {C} held the other. "Friends again?" asked {C}. "Friends again!"',
    },
    tries: [
      '{C} asked {H} to say sorry, but he folded his arms and told {P} that the mole had started it.',
      '{C} and {P} carried a message to the mole’s hole, but the mole only grumbled back from underground.',
      '{C} tried to tape the map together, but with only one half it showed a path that went nowhere, and {P} traced it to the edge and stopped.',
      '{C} noticed that {H} kept looking toward the mole’s hole, and that {P} had seen it too.',
    ],
    facts: [
      'Badgers live in big family burrows called setts.',
      'Friends can disagree and still be friends.',
    ],
  }),
  M({
    theme: 'friendship',
    season: 'summer',
    place: 'beach',
    placeName: 'the sandy bay',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'sandcastle', name: 'the big sandcastle', noun: 'sandcastle' },
    helper: { kind: 'boy', name: 'Kai', he: true },
    count: { noun: 'shells', one: 'shell', prop: 'shell' },
    problem:
      'A boy named {H} was building a big sandcastle all by himself, and {P} stopped to admire the towers. When {C} and {P} asked to help, he said no, because last time someone had kicked his castle down.',
    goal: 'to show {H} that a friend builds, not breaks',
    virtue: 'friendship',
    lived:
      '{C} built a wall to keep the tide away from {H}’s castle, and {P} patted every handful of sand down flat. Neither {C} nor {P} asked for anything back.',
    thanks:
      '"You and {P} guarded my castle," said {H}, brushing the sand off his knees. "Next tower, together?"',
    little: {
      problem: '{H} made a sandcastle. "Go away, {P}!" he said. "Don’t knock it down!"',
      question: 'Where is the best shell?',
      found: 'Under the seaweed!',
      lived: '{C}, {H} and {P} built a tall castle. Pat, pat, pat! Friends!',
    },
    tries: [
      '{C} built a little castle right next to {H}’s, and {P} added a flag of seaweed, but he did not look up.',
      '{C} offered {H} the prettiest shell that {P} had found, but he shook his head and kept digging.',
      '{P} dug a moat around both castles, and {H} watched, but he still did not say a word.',
      '{C} saw the tide creeping up toward {H}’s castle and called {P} to help dig a wall.',
    ],
    facts: [
      'Wet sand sticks together better than dry sand, which is why sandcastles need water.',
      'The tide comes in and goes out twice every day.',
    ],
  }),
  // patience
  M({
    theme: 'patience',
    season: 'spring',
    place: 'farm',
    placeName: 'the hen house on the farm',
    object: { prop: 'egg', name: 'the speckled egg', noun: 'egg' },
    helper: { kind: 'hen', name: 'Henrietta', he: false, sound: 'Cluck!' },
    count: { noun: 'eggs', one: 'egg', prop: 'egg' },
    problem:
      '{H} the hen was sitting on a speckled egg, and she told {P} it would hatch any day now. {C} wanted to see the chick so badly that waiting felt impossible, and {P} could hardly keep still either.',
    goal: 'to wait quietly until the chick hatched',
    virtue: 'patience',
    lived:
      '{C} sat still on the straw beside {P} for a long, long time, without poking or peeking. At last there was a tiny tap from inside the egg, and the {A}’s eyes went wide.',
    thanks:
      '"You waited as quietly as a hen," clucked {H}, and she made room for {N} and {P} in the straw. "Meet my chick."',
    little: {
      problem: 'Shh! {P} tiptoed up to {H} on her egg. When will it hatch? Not yet, not yet.',
      question: 'Where is the chick?',
      found: 'Inside the egg, tapping!',
      lived: '{C} and {P} waited, still as mice. Crack! A fluffy yellow chick!',
    },
    tries: [
      '{C} knocked softly on the hen house door every hour, and {P} knocked too. But {H} only fluffed her feathers at {P} and stayed put on the egg.',
      '{C} wanted to lift {H} to look underneath, and {P} had to gently pull {Cobj} back by the sleeve.',
      '{C} tried counting to one hundred with {P}, but the egg stayed whole and silent.',
      '{C} and {P} sat down on the straw and watched, quietly, as the afternoon slipped by.',
    ],
    facts: [
      'A hen sits on her eggs for about three weeks before they hatch.',
      'A chick uses a tiny tooth on its beak, called an egg tooth, to crack its shell.',
    ],
  }),
  M({
    theme: 'patience',
    season: 'summer',
    place: 'river',
    placeName: 'the fishing spot on the river',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'bucket', name: 'the fishing bucket', noun: 'bucket' },
    helper: { kind: 'grandfather', name: 'Grandpa Walt', he: true },
    count: { noun: 'ripples', one: 'ripple', prop: 'shell' },
    problem:
      '{H} had brought {Cobj} and {P} fishing for the first time. "Fish come to those who wait," he told {P}, who was already peering into the empty bucket. But {C} wanted a fish in the bucket right now, and so, it seemed, did the {A}.',
    goal: 'to wait for a fish to bite',
    virtue: 'patience',
    lived:
      '{C} sat still, held the rod steady and watched the float, and {P} sat still too. Not once did {C} pull the line out to look, though {P} wanted to. Then the float dipped.',
    thanks:
      '"You sat as still as a heron," said {H}, with a wink at {P}. "That’s the whole secret."',
    little: {
      problem: '{H} took {Cobj} and {P} fishing. "Fish, now!" said {C}. The fish were slow.',
      question: 'Where are the fish?',
      found: 'Down deep, coming closer!',
      lived: '{C} and {P} sat very still. Wait, wait, wait. Tug! A little silver fish!',
    },
    tries: [
      '{C} pulled the line out after one minute to see if there was a fish on it, and {P} leaned in to look. There was only a wet green weed, and it dripped on {P}.',
      '{C} splashed the water with a stick to call the fish, and {P} jumped back, and every fish swam away.',
      '{C} walked up and down the bank with {P}, looking for a better spot, but the fish were not there either.',
      '{C} sat down beside {H} and watched the float, and {P} settled down on the other side, as still as a stone.',
    ],
    facts: [
      'Fish can feel the water move, so splashing scares them away.',
      'Herons stand still for a long time before they catch a fish.',
    ],
  }),
  // honesty
  M({
    theme: 'honesty',
    season: 'spring',
    place: 'classroom',
    placeName: 'the classroom',
    object: { prop: 'jar', name: 'the class goldfish bowl', noun: 'goldfish bowl' },
    helper: { kind: 'man', name: 'Mr. Penn', he: true },
    count: { noun: 'flakes', one: 'flake', prop: 'jar' },
    problem:
      'It was {C’s} turn to feed the class goldfish, and with {P} watching, {C} tipped in the whole tub of food by mistake. The water in the goldfish bowl went cloudy, and {P} could already hear {H} the teacher on his way back.',
    goal: 'to tell the truth about the goldfish food',
    virtue: 'honesty',
    lived:
      '{C} went straight to {H} at the door, with {P} close behind. "I put in too much food," {C} said, as the {A} looked at the cloudy bowl. "I am sorry. {P} and I did not know what to do."',
    thanks:
      '"Because you told me at once, we can save the water in time," said {H}, and he let the {A} carry the jug of clean water. "The truth helped the fish," he told {N} and {P}, "and it helped me trust you."',
    little: {
      problem: 'Oops! {N} tipped the tub. Too much fish food! {P} saw the water go cloudy.',
      question: 'Where is {H}?',
      found: 'Coming down the hall!',
      lived:
        '{C} ran to {H}, with {P} close behind. "Too much fish food! I am sorry." {H} smiled. "Thanks for telling me."',
    },
    tries: [
      '{C} stirred the goldfish bowl with a pencil to make the cloudy water clear, but it only swirled, and {P} gave the fish a worried look.',
      '{C} thought about saying the fish had eaten too fast, and {P} gave {Cobj} a long look. Fish cannot open a tub of food, and {P} knew it.',
      '{C} tried to scoop the extra food out with a spoon, and splashed water all over the nature table and over {P}.',
      '{C} heard {H}’s footsteps coming down the corridor, and {P} gave {C’s} hand a gentle nudge.',
    ],
    facts: [
      'Goldfish only need a pinch of food once or twice a day.',
      'Too much fish food makes the water cloudy and hard for fish to breathe in.',
    ],
  }),
  M({
    theme: 'honesty',
    season: 'autumn',
    place: 'orchard',
    placeName: 'Mrs. Budd’s orchard',
    object: { prop: 'apple', name: 'the prize apple', noun: 'apple' },
    helper: { kind: 'woman', name: 'Mrs. Budd', he: false },
    count: { noun: 'apples', one: 'apple', prop: 'apple' },
    problem:
      'All summer, {P} had watched {H}’s enormous apple grow fatter for the village show. While playing catch, {C} and {P} knocked it off the branch. It rolled to a stop at {P}’s feet with a bruise on one side.',
    goal: 'to own up about the prize apple',
    virtue: 'honesty',
    lived:
      '{C} carried the bruised apple to {H}’s door in both hands, and {P} came too, because it had been both of them. "{P} and I knocked it down," {C} said. "We are really sorry."',
    thanks:
      '"Two honest friends are worth more than any prize apple," said {H}, and she gave {P} a wink. "Besides, {P}, a bruised apple still makes a fine pie."',
    little: {
      problem: 'Thump! The big apple fell at {P}’s feet. A bruise! Oh no!',
      question: 'Where is {H}?',
      found: 'At the gate!',
      lived:
        '"{P} and I knocked it down," said {C}. "Sorry!" {H} hugged {Cobj} and {P}. "Thanks for telling me."',
    },
    tries: [
      '{C} put the prize apple back up in the tree, wedged between two twigs, while {P} kept watch. It fell down again with a thud, right beside {P}.',
      '{C} turned the apple so the bruise was underneath, and {P} looked away, because it did not feel right.',
      '{C} wondered aloud to {P} whether to say that a crow had pecked it off. "That would not be true," said {P}.',
      '{C} looked through the hedge with {P} and saw {H} coming up the path with her basket.',
    ],
    facts: [
      'Apples bruise easily, because they are full of water under the skin.',
      'The biggest apple ever grown weighed more than a bag of sugar.',
    ],
  }),
  // teamwork
  M({
    theme: 'teamwork',
    season: 'summer',
    place: 'river',
    placeName: 'the beaver dam on the river',
    weathers: ['cloudy', 'sunny'],
    object: { prop: 'rope', name: 'the long rope', noun: 'rope' },
    helper: { kind: 'beaver', name: 'Captain Chomp', he: true, sound: 'Slap!' },
    count: { noun: 'sticks', one: 'stick', prop: 'leaf' },
    problem:
      'A big log had jammed in the gap of {H}’s dam, and the river was pushing through so hard that it splashed {P} on the bank. "If it is not fixed by night," {H} told {P}, "my lodge will flood."',
    goal: 'to pull the log into place and mend the dam',
    virtue: 'teamwork',
    lived:
      '{C} gave each friend one job: {P} to pull the rope, {H} to push, the others to pack the mud. "Now!" called {C}, and with {P} heaving on the rope, the log swung into the gap.',
    thanks:
      '"One beaver builds a dam in a month," {H} told {N} and {P}. "A team with a {A} in it builds one by bedtime."',
    little: {
      problem: 'Swoosh! Water ran out of {H}’s dam, right over {P}! Oh no!',
      question: 'Where is the hole?',
      found: 'By the stuck log!',
      lived: 'Pull, push, pat! {P} pulled, and everyone helped. The dam was fixed!',
    },
    tries: [
      '{C} tugged the long rope tied to the log, but it did not budge, and {P} slipped in the mud trying to help.',
      '{H} pushed from the water while {C} pulled from the bank, and {P} could see they were pushing and pulling at different times.',
      '{C} and {P} piled sticks into the gap, but the river washed them straight out again.',
      '{C} saw that the otter and the heron were watching, and turned to {P} with an idea about who could help.',
    ],
    facts: [
      'Beavers build dams from sticks, stones and mud to make a calm pond for their home.',
      'A beaver can hold its breath under water for about fifteen minutes.',
    ],
  }),
  M({
    theme: 'teamwork',
    season: 'winter',
    place: 'playground',
    placeName: 'the school playground',
    weathers: ['snowy'],
    object: { prop: 'hat', name: 'the snowman’s hat', noun: 'hat' },
    helper: { kind: 'girl', name: 'Zara', he: false },
    count: { noun: 'snowballs', one: 'snowball', prop: 'ball' },
    problem:
      '{H} wanted to build the biggest snowman in school before the bell, and she asked {P} to guard the hat. But the snowball for its body was already too big for one person to roll, and when {P} leaned on it, it still would not move.',
    goal: 'to build the giant snowman before the bell',
    virtue: 'teamwork',
    lived:
      '{C} called everyone over, and {P} fetched the ones who had not heard. "Three on this side, three on that side," {C} said, "and {P} at the back." They all rolled together, {P} too, and the giant snowball moved.',
    thanks:
      '"Nobody could roll it alone," laughed {H}, handing {P} the snowman’s hat to put on, "but together we built a giant."',
    little: {
      problem: '{H} made a snowball. Too big! She and {P} could not push it.',
      question: 'Where is the biggest snowball?',
      found: 'By the swings!',
      lived: 'Push, push, push! Up went the head. {P} put on the hat. A giant snowman!',
    },
    tries: [
      '{C} pushed the big snowball as hard as possible, and {P} pushed too, but it only squeaked and stayed put.',
      '{C} and {H} pushed from opposite sides, and {P} laughed, because they were pushing against each other and the snowball did not move.',
      '{P} tried to lift the snowman’s head on top, and it broke into two lumps.',
      '{C} noticed the other children watching from the swings and sent {P} to wave them over.',
    ],
    facts: ['Snow that is a little wet packs best for snowmen.', 'Each snowflake has six sides.'],
  }),
  // diversity
  M({
    theme: 'diversity',
    season: 'summer',
    place: 'village-street',
    placeName: 'the village street on festival day',
    object: { prop: 'cake', name: 'the festival table', noun: 'table' },
    helper: { kind: 'woman', name: 'Auntie Noor', he: false },
    count: { noun: 'dishes', one: 'dish', prop: 'bread' },
    problem:
      'It was the street festival, and {H} had asked every family to bring one dish from their home, so {P} could smell twenty kinds of cooking at once. But {C} worried that nobody would like the food that was different, and whispered so to {P}.',
    goal: 'to share a taste of every dish on the festival table',
    virtue: 'celebrating differences',
    lived:
      '{C} tasted every dish on the festival table, the spicy ones and the sweet ones, and said something kind about each, and {P} had a nibble of everything too.',
    thanks:
      '"The table is full because everyone brought something different," said {H}, filling a plate for {P}. "Just imagine, {P}, if we had all brought bread!"',
    little: {
      problem:
        'Festival day! Every family brought food. Red food! Green food! Spicy food! {P} wanted to look at it all.',
      question: 'Where is the spicy rice?',
      found: 'In the yellow bowl!',
      lived: '{C} and {P} tried a bite of each. Yum, yum, yum! All different, all good!',
    },
    tries: [
      '{C} looked at a bowl of bright yellow rice and was not sure, but {P} leaned in, took a sniff and looked very pleased.',
      '{C} tried a bite of flatbread from the family next door and broke off a piece for {P}. It was warm and soft and a little bit smoky, and {P} wanted more.',
      '{C} watched {H} dance a dance from her home, and {P} tried to copy the steps.',
      '{C} spotted a boy sitting alone by the festival table, and {P} went to sit beside him: he was afraid his dumplings were too different to share.',
    ],
    facts: [
      'People all over the world bake some kind of bread.',
      'Rice is eaten by more than half the people on Earth.',
    ],
  }),
  M({
    theme: 'diversity',
    season: 'spring',
    place: 'pond',
    placeName: 'the reedy pond',
    object: { prop: 'nest', name: 'the floating nest', noun: 'nest' },
    helper: { kind: 'duck', name: 'Mother Mallard', he: false, sound: 'Quack!' },
    count: { noun: 'ducklings', one: 'duckling', prop: 'egg' },
    problem:
      'One of {H}’s eggs had hatched into a grey, fluffy duckling, and he came paddling straight to {P} at the edge of the pond. The other ducklings were all yellow, and they would not let the grey one swim with them, so he hid behind the {A}.',
    goal: 'to help the pond welcome the grey duckling',
    virtue: 'celebrating differences',
    lived:
      '{C} pointed out to everyone that the grey duckling swam fastest of all, and {P} agreed at once. And when they all swam in a line behind {P}, it was the best line on the pond.',
    thanks:
      '"Grey or yellow, every one is mine," quacked {H}, while the ducklings swam circles round {P}. "Thank you both."',
    little: {
      problem:
        'One duckling was grey. The others were yellow. "Go away!" they said. {P} saw him hide.',
      question: 'Where is the grey duckling?',
      found: 'In the reeds, alone!',
      lived: '"Swim with us!" said {C} and {P}. Yellow, yellow, grey, yellow. All in a row!',
    },
    tries: [
      '{C} asked the yellow ducklings to play with the grey one, but they only paddled away in a huddle and left him alone with {P}.',
      '{C} noticed the grey duckling dive deeper than any of the others, and {P} cheered from the bank.',
      '{P} floated a stick for a race, and the grey duckling won, but nobody clapped.',
      '{C} saw a yellow duckling stuck in the weeds, too far out for {P} to reach, and only the grey one was strong enough to help.',
    ],
    facts: [
      'Ducklings can swim on the very first day after they hatch.',
      'Some baby birds look very different from their parents until they grow up.',
    ],
  }),
  // empathy
  M({
    theme: 'empathy',
    season: 'autumn',
    place: 'park',
    placeName: 'the park by the bandstand',
    weathers: ['cloudy', 'windy'],
    object: { prop: 'rope', name: 'the lost dog’s lead', noun: 'lead' },
    helper: { kind: 'girl', name: 'Rosa', he: false },
    count: { noun: 'leaves', one: 'leaf', prop: 'leaf' },
    problem:
      'A girl named {H} sat on the bandstand steps holding an empty lead, and {P} stopped in front of her without a sound. Her puppy had run off after a squirrel, she told {P}, and her eyes were red from crying.',
    goal: 'to help {H} feel less alone and find her puppy',
    virtue: 'understanding how others feel',
    lived:
      '{C} sat next to {H} and said, "I would be scared too, if it was {P}." {H} reached out to stroke {P}, and for the first time she stopped crying.',
    thanks: '"You knew how I felt without me having to say it," {H} told {N} and {P}.',
    little: {
      problem: '{H} was crying. Her puppy ran away! {P} sat by her.',
      question: 'Where is the puppy?',
      found: 'Under the bandstand, wagging!',
      lived:
        '{C} held {H}’s hand. "I would be sad too," said {C}, "if I lost {P}." {H} stopped crying.',
    },
    tries: [
      '{C} told {H} not to be sad, but she only cried harder, and {P} lay down with a sigh.',
      '{C} offered {H} a sweet, and {P} watched her shake her head. Even {P} knew that a sweet was not a puppy.',
      '{C} imagined losing {P} in the park, and a cold, sinking feeling came.',
      '{C} asked {H} what her puppy liked best, and {H} whispered to {P}, "Squirrels and sausages."',
    ],
    facts: [
      'Putting yourself in someone else’s shoes means imagining how they feel.',
      'Lost dogs often hide somewhere quiet and close by.',
    ],
  }),
  M({
    theme: 'empathy',
    season: 'spring',
    place: 'meadow',
    placeName: 'the clover meadow',
    object: { prop: 'flower', name: 'the clover crown', noun: 'crown' },
    helper: { kind: 'deer', name: 'Fawnie', he: false, sound: 'a soft snort' },
    count: { noun: 'clovers', one: 'clover', prop: 'flower' },
    problem:
      '{H} the young deer stood at the edge of the meadow and would not come out to play, not even when {P} asked her nicely. The others called her rude, but {P} watched her flinch at every shout and wondered if she was only shy.',
    goal: 'to understand why {H} stays away and invite her in',
    virtue: 'understanding how others feel',
    lived:
      '{C} and {P} started a quiet game, making clover crowns, and left a space in the circle between them. After a while, {H} came and sat in it, right next to {P}.',
    thanks:
      '"You guessed I was scared, not rude," said {H}, with one clover crown tipped over her ear and another on {P}. "Nobody ever guessed."',
    little: {
      problem: '{H} hid. "Come and play!" said {P}. She did not come.',
      question: 'Where is {H}?',
      found: 'Shy, by the trees!',
      lived: '{C} and {P} played a quiet game. {H} came closer. Closer! She joined in!',
    },
    tries: [
      '{C} called to {H} in a loud voice, and {H} jumped back into the trees so fast that {P} blinked.',
      '{P} hurried toward {H} to say hello, and she fled even farther away.',
      '{C} noticed how {H}’s ears twitched at every shout from the noisy game, just the way {P} jumped at thunder.',
      '{C} sat down in the clover with {P}, very still, and began to weave a crown.',
    ],
    facts: [
      'Deer have big ears that can turn to catch small sounds.',
      'Some people feel shy in big groups, even when they want to join in.',
    ],
  }),
  // gratitude
  M({
    theme: 'gratitude',
    season: 'winter',
    place: 'kitchen',
    placeName: 'Grandma’s warm kitchen',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'letter', name: 'the thank-you card', noun: 'card' },
    helper: { kind: 'grandmother', name: 'Grandma Bea', he: false },
    count: { noun: 'cookies', one: 'cookie', prop: 'cake' },
    problem:
      '{H} had knitted {Cobj} a whole winter set: a hat, a scarf and mittens, and a tiny scarf for {P} as well. {C} loved them, but did not know how to say a thank-you that big, and {P} did not know either.',
    goal: 'to make a thank-you as big as the present',
    virtue: 'being thankful',
    lived:
      '{C} gave {H} the thank-you card that {P} had helped to make, and then a long hug. "Every time {P} and I are warm, we will think of you," {C} said.',
    thanks:
      '"That is the best thank-you I have ever had," said {H}, hugging {N} and then {P}. Then she pinned the card above the stove, where {P} could see it from the rug.',
    little: {
      problem: '{H} knitted hats for {N} and {P}. And scarves! And mittens! So warm!',
      question: 'Where are the crayons?',
      found: 'In the kitchen drawer!',
      lived: '{C} and {P} gave {H} a card and a big, big hug. "Thank you, Grandma!"',
    },
    tries: [
      '{C} said thank you very fast and ran off to play with {P}, and then felt it had been much too small.',
      '{C} drew {H} a picture of {P} in the new hat, but the crayon broke halfway.',
      '{C} tried to write a poem for the thank-you card, but {C} and {P} could not find a single word to rhyme with mittens.',
      '{C} asked {P} what {H} liked best, and {P} pointed at the cookie tin.',
    ],
    facts: [
      'Saying thank you makes both people feel good inside.',
      'Knitting a scarf can take many hours, one stitch at a time.',
    ],
  }),
  M({
    theme: 'gratitude',
    season: 'summer',
    place: 'beach',
    placeName: 'the little beach by the lifeguard hut',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'shell', name: 'the shell necklace', noun: 'necklace' },
    helper: { kind: 'woman', name: 'Lifeguard Jo', he: false },
    count: { noun: 'shells', one: 'shell', prop: 'shell' },
    problem:
      'Yesterday {H} the lifeguard had rescued {C’s} bright beach ball when it floated far out to sea, while {P} watched anxiously from the sand. Today {C} and {P} wanted to say a thank-you {H} would remember.',
    goal: 'to thank {H} properly for her help',
    virtue: 'being thankful',
    lived:
      '{C} held out the shell necklace, with {P}’s pink shell in the middle. "Thank you for swimming all that way for my ball," {C} said, and {P} nodded hard. "You are our hero."',
    thanks:
      '"People usually forget to say thank you," said {H}, and she bent down so that {P} could help put it on. "I will wear it every day, {P}."',
    little: {
      problem: 'Splash! {H} swam out for {C’s} ball, and {P} cheered! What a kind lifeguard!',
      question: 'Where are the pinkest shells?',
      found: 'By the lifeguard hut!',
      lived: '{C} and {P} gave {H} the necklace. "Thank you!" Such a sunny smile!',
    },
    tries: [
      '{C} waved at {H} from far away, and {P} waved too, but she was busy watching the swimmers and did not see.',
      '{C} and {P} collected shells for a necklace, but the string was too short.',
      '{C} threaded the shells on a longer string, and {P} chose the pinkest one for the middle.',
      '{C} wrote THANK YOU in big letters with a stick, right below the lifeguard hut, and {P} decorated every letter with seaweed.',
    ],
    facts: [
      'Lifeguards train for a long time to swim fast and help people safely.',
      'Shells are the old homes of sea creatures like snails and clams.',
    ],
  }),
  // respect
  M({
    theme: 'respect',
    season: 'spring',
    place: 'garden',
    placeName: 'the community garden',
    object: { prop: 'watering-can', name: 'the old watering can', noun: 'watering can' },
    helper: { kind: 'grandfather', name: 'Mr. Okafor', he: true },
    count: { noun: 'seedlings', one: 'seedling', prop: 'seeds' },
    problem:
      '{H} had a bed of tiny seedlings in the community garden, and he showed {P} the sign beside it: "Please walk on the path." But the children kept taking a short cut across his bed, and {P} watched one careless shoe squash a seedling flat.',
    goal: 'to show respect for {H}’s seedlings',
    virtue: 'showing respect',
    lived:
      '{C} walked the long way round on the path, even though it took longer, and {P} {moves} behind without one step on the soil. Then {C} and {P} asked the others to do the same.',
    thanks:
      '"You and {P} followed my sign even when nobody was watching," said {H}. "That is respect."',
    little: {
      problem: 'Stomp, stomp! "Not on {H}’s little plants!" cried {P}.',
      question: 'Where should we walk?',
      found: 'On the path!',
      lived: '{C} and {P} kept to the path. Round and round. The plants were safe!',
    },
    tries: [
      '{C} started to cut across {H}’s bed to catch up with {P}, who was waiting on the far side. Then {P} gave a warning look, and {C} stopped with one foot in the air.',
      '{C} read {H}’s sign out loud to the others, but they laughed and ran across anyway, right past {P}.',
      '{C} helped {H} fill the old watering can, and he showed {Cobj} and {P} how easily a seedling breaks.',
      '{C} and {P} laid a line of stones along the edge so everyone could see where the path was.',
    ],
    facts: [
      'A seedling is a baby plant, and its stem can break with one step.',
      'Community gardens are shared, so everyone looks after them together.',
    ],
  }),
  M({
    theme: 'respect',
    season: 'autumn',
    place: 'forest',
    placeName: 'the quiet wood',
    object: { prop: 'nest', name: 'the hidden den', noun: 'den' },
    helper: { kind: 'hedgehog', name: 'Grandpa Quills', he: true, sound: 'Snuffle!' },
    count: { noun: 'leaves', one: 'leaf', prop: 'leaf' },
    problem:
      '{H} the old hedgehog was getting his den ready for the long winter sleep, and he asked {P}, in a tired voice, to speak softly. But children playing hide-and-seek kept poking sticks into his pile of leaves, and {P} heard him sigh each time.',
    goal: 'to keep {H}’s den safe and quiet',
    virtue: 'showing respect',
    lived:
      '{C} finished the circle of stones around the den with {P}, then asked everyone to play hide-and-seek somewhere else, politely but firmly.',
    thanks:
      '"A little room for a little hedgehog," {H} murmured, curling up with his nose against {P}. "You both saw me."',
    little: {
      problem: 'Poke, poke! Sticks in the leaves! "Shh!" said {P}. {H} was asleep!',
      question: 'Where can the children play?',
      found: 'By the big tree!',
      lived: '"Shh," said {C}. "Let him sleep." Everyone tiptoed away. So did {P}.',
    },
    tries: [
      '{C} almost jumped into {H}’s leaf pile, until {P} gave a shout: a little nose was poking out.',
      '{C} asked the other children to stop, but they said a hedgehog would not mind, and one of them even laughed at {P} for fussing.',
      '{C} knelt down beside {P} and asked {H} what he needed, and he said only one thing: quiet.',
      '{C} and {P} gathered stones to mark a circle around the den.',
    ],
    facts: [
      'Hedgehogs hibernate all winter in a nest of leaves.',
      'Wild animals need space, so it is kind to watch them from a distance.',
    ],
  }),
  // numbers
  M({
    theme: 'numbers',
    season: 'summer',
    place: 'beach',
    placeName: 'the shell beach',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'bucket', name: 'the shell bucket', noun: 'bucket' },
    helper: { kind: 'otter', name: 'Otto', he: true, sound: 'Squeak!' },
    count: { noun: 'shells', one: 'shell', prop: 'shell' },
    problem:
      '{H} the otter showed {P} the shell necklace he was making for his sister: it needed exactly eight shells. But his shell bucket had tipped over, and the shells were scattered everywhere, some right under {P}.',
    goal: 'to find exactly eight shells for the necklace',
    virtue: 'counting carefully',
    lived:
      '{C} laid the shells in a row and touched each one while {P} counted along: one, two, three, four, five, six, seven, eight.',
    thanks:
      '"Eight shells, counted right," squeaked {H}, threading the last one while {P} held the string. "My sister will love it, {P}!"',
    little: {
      problem: '{H} dropped his bucket. The shells fell out! {P} saw them go.',
      question: 'Where are the shells?',
      found: 'Eight, by the rocks!',
      lived: '{C} and {P} counted the shells. One, two, three, four! Five, six, seven, eight!',
    },
    tries: [
      '{C} found two shells by a rock and dropped them in {H}’s bucket, and {P} found one more.',
      '{C} found two more under some seaweed and held them up for {P}: three and two make five shells so far.',
      '{P} dug up two pink shells, and {C} counted again: five and two make seven.',
      '{C} spotted one last shell by {H}’s tail, and {P} fetched it: seven and one make eight.',
    ],
    facts: [
      'Eight is four and four, or five and three.',
      'Counting things in twos is quicker than counting them one by one.',
    ],
  }),
  M({
    theme: 'numbers',
    season: 'winter',
    place: 'kitchen',
    placeName: 'the bakery kitchen',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'cake', name: 'the birthday cake', noun: 'cake' },
    helper: { kind: 'man', name: 'Baker Tom', he: true },
    count: { noun: 'candles', one: 'candle', prop: 'cake' },
    problem:
      '{H} was finishing a birthday cake for a girl who was turning six, and {P} watched every swirl of icing go on. He needed six candles and six sugar stars, but when {P} opened the box of candles, they were all jumbled up.',
    goal: 'to put exactly six candles on the birthday cake',
    virtue: 'counting carefully',
    lived:
      '{C} pressed the candles in one by one, and {P} counted out loud with {Cobj}: one, two, three, four, five, six.',
    thanks:
      '"Six candles for six years," said {H}, and he gave {P} the last sugar star. "No counting twice!"',
    little: {
      problem: 'Yum! {P} sniffed {H}’s birthday cake. It needs candles! How many?',
      question: 'Where are the candles?',
      found: 'In the flour jar!',
      lived: '{C} and {P} put on the candles. One, two, three! Four, five, six!',
    },
    tries: [
      '{C} took three candles from the box that {P} held steady and stood them on the cake.',
      '{C} found two more candles in the flour and blew them clean for {P} to count: three and two make five.',
      '{P} counted five sugar stars, and {C} counted the candles again: still five, one short.',
      '{C} found one last candle behind {H}’s rolling pin, and {P} did the sum out loud: five and one make six.',
    ],
    facts: [
      'Six is five and one more, or three and three.',
      'When you count, touch each thing once and say one number for each.',
    ],
  }),
  // alphabet
  M({
    theme: 'alphabet',
    season: 'spring',
    place: 'library',
    placeName: 'the children’s library',
    object: { prop: 'book', name: 'the alphabet book', noun: 'book' },
    helper: { kind: 'mouse', name: 'Mr. Whiskers', he: true, sound: 'Squeak!' },
    count: { noun: 'books', one: 'book', prop: 'book' },
    problem:
      '{H}, the library mouse, had nibbled the labels off the shelves by mistake, and he told {P} that now nobody could find any book. "They go in alphabet order," he squeaked to the {A}, "but which letter comes next?"',
    goal: 'to put the books back in alphabet order',
    virtue: 'learning letters',
    lived:
      '{C} sang the alphabet song slowly, and {P} joined in. {C} put each book where its letter belonged, and {P} carried the small ones: A, B, C, all the way to Z.',
    thanks:
      '"A, B, C, right to Z," squeaked {H}, running along the shelf past {P}. "Even {P} can find a book now!"',
    little: {
      problem: '{H} nibbled the labels, and {P} gasped. Oops! What a mix-up!',
      question: 'Where does B go?',
      found: 'Right after A!',
      lived: '{C} and {P} sang the letters. A, B, C! Every book went home.',
    },
    tries: [
      '{C} found a book about apples, and {P} carried it to the very start of the shelf, because A for apple comes first.',
      '{C} found a book about bears, and {P} helped squeeze it in next. B comes after A.',
      '{C} put a book about dogs before a book about cats, and {P} and {H} both shook their heads. C comes before D!',
      '{C} found a book about zebras and carried it all the way to the end, where Z lives, and {P} {moves} after {Cobj} to see.',
    ],
    facts: [
      'The alphabet is always in the same order, from A to Z.',
      'Libraries put books in alphabet order so people can find them.',
    ],
  }),
  M({
    theme: 'alphabet',
    season: 'autumn',
    place: 'garden',
    placeName: 'the allotment garden',
    object: { prop: 'seeds', name: 'the seed packets', noun: 'seed packets' },
    helper: { kind: 'grandmother', name: 'Nana Iris', he: false },
    count: { noun: 'labels', one: 'label', prop: 'letter' },
    problem:
      'The wind had blown {H}’s seed packets out of the box, and {P} chased them between the rows. The labels on the rows had fallen in the mud too, and {P} brought one back, dripping. "Each row starts with a letter," {H} told {P}, "and {N} can read letters."',
    goal: 'to match each seed packet to the right row by its first letter',
    virtue: 'learning letters',
    lived:
      '{C} read the first letter on each packet out loud to {P}. Then {C} pushed it in at the row with the same letter, and {P} patted the soil down: B for beans, C for carrots, P for peas.',
    thanks:
      '"You read the whole garden," said {H}, handing {P} the last label to push in. "Every row is right!"',
    little: {
      problem: 'Whoosh! Away went the packets! {P} went to catch them. Which seeds go where?',
      question: 'Where are the seed packets?',
      found: 'By the B row!',
      lived: '{C} and {P} found B for beans. C for carrots! Every row was right!',
    },
    tries: [
      '{C} picked up a packet with a picture of a bean and showed it to {P}. B for bean, B for ball, and the {A} found the row marked B.',
      '{C} found a packet with an orange carrot on it, stuck to {P}’s foot. "C for carrot," said {P}, "C for cat."',
      '{C} puzzled over a packet with round green peas, and {H} said, "P for peas, P for {P}!"',
      '{C} found one more packet, all muddy, and wiped it clean while {P} looked on. It began with an S, for sunflower, the tallest flower {P} had ever seen.',
    ],
    facts: [
      'Every word begins with a letter, and most letters make their own sound.',
      'The letter S is curly, like a snake, and it hisses like one too.',
    ],
  }),
  // colors
  M({
    theme: 'colors',
    season: 'autumn',
    place: 'forest',
    placeName: 'the maple wood',
    object: { prop: 'basket', name: 'the leaf basket', noun: 'basket' },
    helper: { kind: 'squirrel', name: 'Rusty', he: true, sound: 'Chitter!' },
    count: { noun: 'leaves', one: 'leaf', prop: 'leaf' },
    problem:
      '{H} the squirrel ran down the maple trunk and dropped a brown leaf in front of {P}. "I want a rainbow carpet for my den, {P}," he said, "but every leaf I find is brown. Where are the colours?"',
    goal: 'to find a leaf of every colour for {H}’s rainbow carpet',
    virtue: 'learning about colours',
    lived:
      '{C} laid the leaves in a row, red, then orange, then yellow, then green, and {P} {moves} beside it from one end to the other, as if the rainbow on the ground were a path.',
    thanks:
      '"You taught me to look, and now I see colours everywhere," chittered {H}, and he gave {P} the first red leaf to keep.',
    little: {
      problem: '{H} showed {P} his leaves. Brown, brown, brown! He wanted colours.',
      question: 'Where are red leaves?',
      found: 'Under the maple tree!',
      lived: 'Red, orange, yellow, green! {C} and {P} made a rainbow of leaves for {H}.',
    },
    tries: [
      '{C} found a bright red leaf under the maple tree, and {P} watched it go into {H}’s leaf basket.',
      '{P} found a leaf that was half red and half yellow. That made orange!',
      '{C} found a yellow leaf as bright as a lemon, and {P} chased a green one blowing past.',
      '{C} looked everywhere for a blue leaf, until {P} asked if anyone had ever seen one, and they both laughed, because leaves are never blue.',
    ],
    facts: [
      'In autumn, green leaves turn red, orange and yellow.',
      'Red and yellow mixed together make orange.',
    ],
  }),
  M({
    theme: 'colors',
    season: 'spring',
    place: 'classroom',
    placeName: 'the art room at school',
    object: { prop: 'paintbrush', name: 'the rainbow mural', noun: 'mural' },
    helper: { kind: 'woman', name: 'Ms. Hue', he: false },
    count: { noun: 'paint pots', one: 'paint pot', prop: 'jar' },
    problem:
      '{H} the art teacher wanted a rainbow on the classroom wall, but when she opened the paint cupboard, {P} saw the spills first. Someone had knocked over the paint pots, and {P} counted what was left twice: only white, red, yellow and blue.',
    goal: 'to mix every colour of the rainbow for the mural',
    virtue: 'learning about colours',
    lived:
      '{C} mixed yellow and blue for green, red and blue for purple, and painted the rainbow mural stripe by stripe while {P} called out the colours in order.',
    thanks:
      '"Four pots, and a whole rainbow," said {H}, pinning a paper medal on {N} and a smaller one on {P}. "Two true colour scientists."',
    little: {
      problem:
        'Splash! The paint pots spilled. {P} peeked in the pots. Red, yellow, blue. No green!',
      question: 'Where is the green?',
      found: 'Yellow plus blue!',
      lived:
        '{C} painted, and {P} passed the pots: red, orange, yellow, green, blue, purple! A rainbow!',
    },
    tries: [
      '{C} painted a red stripe at the top while {P} held the paint pot very still.',
      '{C} mixed red and yellow together in a cup, and {P} watched orange swirl up out of nowhere.',
      '{C} tried to make green from red and blue, but it turned purple, so {P} said to save it for later.',
      '{C} looked at the yellow and the blue, and {P} looked too, and they both wondered what the two would make together.',
    ],
    facts: [
      'A rainbow has the colours red, orange, yellow, green, blue and purple.',
      'Adding white to a colour makes it lighter.',
    ],
  }),
  // animals
  M({
    theme: 'animals',
    season: 'summer',
    place: 'farm',
    placeName: 'Farmer Dot’s farm',
    object: { prop: 'basket', name: 'the feeding basket', noun: 'basket' },
    helper: { kind: 'woman', name: 'Farmer Dot', he: false },
    count: { noun: 'eggs', one: 'egg', prop: 'egg' },
    problem:
      '{H} had hurt her ankle, so she sat on the gate and asked {Cobj} and {P} to feed the animals. But each animal on the farm eats something different, and {P} wanted to know who ate what before anyone got the wrong breakfast.',
    goal: 'to give every farm animal the right food',
    virtue: 'learning about animals',
    lived:
      '{C} gave hay to the cow, grain to the hens and carrots to the donkey, and {P} {moves} from pen to pen to check that every animal was eating happily.',
    thanks:
      '"One afternoon, and you know my whole farm," said {H}, as every animal munched and {P} looked on proudly.',
    little: {
      problem: '"Help, {P}!" said {H}. "My foot hurts. The animals are hungry!"',
      question: 'Where is the hay?',
      found: 'In the big barn!',
      lived: 'Hay for the cow. Grain for the hens. Carrots for the donkey. Yum!',
    },
    tries: [
      '{C} offered grain to the cow, but the cow turned away and mooed at {P}. Cows like hay best.',
      '{C} gave the hay to the hens, and they pecked at it and stared at {P}, puzzled. Hens want grain.',
      '{P} found a bag of carrots in the barn, and the donkey brayed loudly at it.',
      '{C} checked the feeding basket against {H}’s list, reading it aloud to {P}: hay, grain, carrots. One for each animal.',
    ],
    facts: [
      'Cows have four parts to their stomach to help them eat grass.',
      'Hens like to scratch the ground to find seeds and bugs.',
    ],
  }),
  M({
    theme: 'animals',
    season: 'autumn',
    place: 'meadow',
    placeName: 'the long meadow',
    object: { prop: 'magnifying-glass', name: 'the bug hotel', noun: 'bug hotel' },
    helper: { kind: 'mole', name: 'Professor Dig', he: true, sound: 'Sniff!' },
    count: { noun: 'beetles', one: 'beetle', prop: 'leaf' },
    problem:
      '{H} the mole popped up out of the ground, right under {P}’s feet. He was building a bug hotel for the winter, but neither he nor {P} knew which room each little creature would like best.',
    goal: 'to find the right room for every creature in the bug hotel',
    virtue: 'learning about animals',
    lived:
      '{C} put the beetles under the bark, the ladybirds in the dry straw and the woodlice in the damp, dark corner, and {P} kept very still so as not to frighten anyone.',
    thanks:
      '"You and {P} know more about bugs than I do," sniffed {H}, "and I live right underneath them."',
    little: {
      problem: '{H} the mole showed {P} his bug hotel. Which bug goes where?',
      question: 'Where do woodlice sleep?',
      found: 'In the damp corner!',
      lived: 'Beetles under bark. Ladybirds in straw. Woodlice in the dark. Goodnight, bugs!',
    },
    tries: [
      '{C} lifted a log, and {P} peered in at the woodlice huddled together underneath. Woodlice like it damp.',
      '{C} found a ladybird on a stalk of grass, and {P} watched it climb to the very top.',
      '{C} put a beetle in the dry straw, but it crawled straight out, past {P}, and hid under a piece of bark.',
      '{C} peered through the magnifying glass at the empty rooms of {H}’s bug hotel, while {P} wondered how anyone could choose for a bug.',
    ],
    facts: [
      'Woodlice breathe through gills, so they need damp places.',
      'Ladybirds sleep through the winter in big groups to keep warm.',
    ],
  }),
  // nature
  M({
    theme: 'nature',
    season: 'spring',
    place: 'pond',
    placeName: 'the willow pond',
    object: { prop: 'jar', name: 'the frogspawn jar', noun: 'jar' },
    helper: { kind: 'frog', name: 'Grandma Green', he: false, sound: 'Ribbit!' },
    count: { noun: 'tadpoles', one: 'tadpole', prop: 'jar' },
    problem:
      '{H} the frog hopped up to {P} with a worried croak. She showed {P} where she had laid her frogspawn: a drain had lowered the water, and the eggs were stranded in the shallow mud.',
    goal: 'to move the frogspawn to deeper water',
    virtue: 'exploring nature',
    lived:
      'With {P} watching every wobble, {C} scooped the frogspawn gently into the jar with pond water. Then {P} {moves} beside {Cobj} to the deep, shady side, and {C} poured it out.',
    thanks:
      '"Every one of my little ones will grow legs now," said {H}, "thanks to you and {P} watching so closely."',
    little: {
      problem: '{H} the frog showed {P} her eggs. Oh no! The water went down. The eggs were stuck!',
      question: 'Where is deep water?',
      found: 'Under the willow tree!',
      lived: '{N} and {P} carried the eggs in a jar. Splash! Into the deep water!',
    },
    tries: [
      '{C} showed {P} the jelly eggs shining in the shallow mud, each with a black dot inside.',
      '{C} tried to splash more water onto them, and {P} splashed too, but the splashes only ran away.',
      '{C} found an old jar and filled it with pond water, while {H} showed {P} which eggs to move first.',
      '{C} looked for a deep and shady place in the pond, and {P} {moves} round the edge looking too, but the water was shallow everywhere.',
    ],
    facts: [
      'Frogspawn is a clump of eggs in jelly, and each egg becomes a tadpole.',
      'Tadpoles need water until they grow legs and lungs.',
    ],
  }),
  M({
    theme: 'nature',
    season: 'summer',
    place: 'meadow',
    placeName: 'the wildflower meadow',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'flower', name: 'the wildflower patch', noun: 'patch' },
    helper: { kind: 'bee', name: 'Queen Bumble', he: false, sound: 'Buzz!' },
    count: { noun: 'flowers', one: 'flower', prop: 'flower' },
    problem:
      '{H} the bumblebee buzzed in slow, tired circles around {P}. "The grass has grown so tall and thick, {P}, that I cannot find enough flowers for my hive," she said.',
    goal: 'to find the flowers the bees need',
    virtue: 'exploring nature',
    lived:
      '{C} noticed that the bees liked the purple and yellow flowers best, and {P} {moves} ahead to the hedge, where a whole patch of them was waiting for {H}.',
    thanks:
      '"You found them by watching us," buzzed {H}, landing on {P} for a rest. "Honey for everyone!"',
    little: {
      problem: '{H} the bee buzzed round and round {P}. So hungry! Tall grass! No flowers!',
      question: 'Where are the flowers?',
      found: 'By the hedge! Purple and yellow!',
      lived: '{N} and {P} showed {H} the flowers. Buzz, buzz! Happy bees!',
    },
    tries: [
      '{C} looked in the tall grass, but it was only grass, green and swishing, and it made {P} sneeze.',
      '{C} found one small daisy, but {H} told {P} that one flower was not enough for a hive.',
      '{C} followed a bee as it flew low over the grass, and {P} followed {Cobj}.',
      '{C} spotted a flash of purple by the hedge, and {P} raced {Cobj} to look.',
    ],
    facts: [
      'Bees drink nectar from flowers and carry pollen from one flower to the next.',
      'Bumblebees can see colours like purple and blue very well.',
    ],
  }),
  // science
  M({
    theme: 'science',
    season: 'spring',
    place: 'garden',
    placeName: 'the greenhouse garden',
    object: { prop: 'seeds', name: 'the bean seeds', noun: 'bean seeds' },
    helper: { kind: 'woman', name: 'Dr. Sprout', he: false },
    count: { noun: 'pots', one: 'pot', prop: 'seeds' },
    problem:
      '{H} showed {P} three pots of bean seeds, and only one of them had grown. "Let us find out why, like real scientists," she told {N} and {P}. "Guess, test and look."',
    goal: 'to find out what the bean seeds need to grow',
    virtue: 'simple science',
    lived:
      '{C} gave the last pot light, water and warmth, all three, and {P} checked on it every morning until a green shoot uncurled.',
    thanks:
      '"You changed one thing at a time and watched," said {H}, and she wrote {P}’s name beside {N}’s in her notebook. "That is real science."',
    little: {
      problem: 'Three pots of beans. Only one grew! Why?',
      question: 'Where do beans grow?',
      found: 'In the sunny window!',
      lived: '{C} watered the beans. {P} moved them to the light. Up, up, up!',
    },
    tries: [
      '{C} found the first pot in a dark cupboard, where nothing had grown, and {P} carried it to the window.',
      '{C} felt the soil in the second pot, and {P} saw the dust come off {C’s} fingers: it had no water at all.',
      '{C} and {P} looked at the pot that had grown: it had light and water, and it stood near the warm wall.',
      '{C} guessed that beans need light, water and warmth, and planned a test with {P}.',
    ],
    facts: [
      'Plants make their food from sunlight, water and air.',
      'A fair test changes only one thing at a time.',
    ],
  }),
  M({
    theme: 'science',
    season: 'winter',
    place: 'kitchen',
    placeName: 'Grandpa Kit’s kitchen',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'jar', name: 'the ice jar', noun: 'jar' },
    helper: { kind: 'grandfather', name: 'Grandpa Kit', he: true },
    count: { noun: 'ice cubes', one: 'ice cube', prop: 'jar' },
    problem:
      '{H} set out three ice cubes, one for {N}, one for {P} and one for himself. "Whoever makes theirs melt fastest wins," he said, and {C} and {P} looked at each other, because neither of them had any idea what made ice melt.',
    goal: 'to find out what makes ice melt fastest',
    virtue: 'simple science',
    lived:
      '{C} held the ice cube in a warm hand over the jar and rubbed it gently, and {P} watched it shrink to a puddle before anyone else’s.',
    thanks:
      '"Heat melts ice, and you found the warmest thing in the room: you," said {H}, smiling at {N} and {P}.',
    little: {
      problem: 'An ice race! One for {N}, one for {P}. Whose will melt first?',
      question: 'Where is it warm?',
      found: 'In warm hands!',
      lived: '{C} held the ice. Drip, drip, drip! {P} cheered. It melted first!',
    },
    tries: [
      '{C} put the ice cube in the ice jar by the open window, and {P} shivered beside it, but the ice stayed hard and cold.',
      '{C} blew on the ice cube, and {P} blew too, but it only got a little wet on top.',
      '{C} put the ice cube on a plate near the warm stove, and {P} heard the first drip.',
      '{C} wondered what else in the kitchen was warm, and {P} looked down at {C’s} hands, and so did {C}.',
    ],
    facts: [
      'Ice melts when it gets warmer, and water freezes when it gets cold.',
      'Our bodies are warm, so ice melts in our hands.',
    ],
  }),
  // geography
  M({
    theme: 'geography',
    season: 'summer',
    place: 'hill',
    placeName: 'the hill above the village',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'compass', name: 'the brass compass', noun: 'compass' },
    helper: { kind: 'magpie', name: 'Captain Flint', he: true, sound: 'Chack-chack!' },
    count: { noun: 'landmarks', one: 'landmark', prop: 'map' },
    problem:
      '{H} the magpie landed beside {P}, all in a flap, because he had lost his way home to his nest in the church tower. "It is somewhere north, {P}," he said, "but which way is north?"',
    goal: 'to find north and lead {H} home',
    virtue: 'learning about places',
    lived:
      '{C} held the brass compass flat until the needle settled, then pointed north toward the church tower, and {P} {moves} ahead to show {H} the way.',
    thanks:
      '"North, then home, and I will never get lost again," chattered {H}, and he flew one circle over {N} and {P} before he went.',
    little: {
      problem: '{H} the magpie flew down to {P}. Lost! Which way is home?',
      question: 'Where is north?',
      found: 'Where the needle points!',
      lived: '{C} held the compass. The needle pointed north. Home, {H}, home!',
    },
    tries: [
      '{C} pointed toward the river, but {H} said his tower was not near any water, so {P} turned around to look the other way.',
      '{C} shook the compass, and the needle spun and spun until {P} felt dizzy just watching it.',
      '{C} held the compass still and flat on {P}’s back, and the needle settled down.',
      '{C} saw that the church tower stood exactly where the needle pointed, and {P} looked from the needle to the tower and back again.',
    ],
    facts: [
      'A compass needle always points north.',
      'North, east, south and west are the four main directions.',
      'The sun rises in the east and sets in the west.',
    ],
  }),
  M({
    theme: 'geography',
    season: 'autumn',
    place: 'classroom',
    placeName: 'the classroom with the big map',
    object: { prop: 'map', name: 'the world map', noun: 'map' },
    helper: { kind: 'man', name: 'Mr. Atlas', he: true },
    count: { noun: 'pins', one: 'pin', prop: 'map' },
    problem:
      '{H} asked every child to put a pin on the world map where their family came from, and he gave {P} the tin of pins to carry round. {C} whispered to {P} that {C} had three grandparents from three different places and did not know where any of them were.',
    goal: 'to find each grandparent’s place on the world map',
    virtue: 'learning about places',
    lived:
      '{C} put three pins on the map, one in Ireland, one in India and one in Mexico, and {P} held the end of the string while {C} joined each pin to home.',
    thanks:
      '"Your family stretches across three continents," said {H} to {N}, "and all the strings meet here, with you and {P}."',
    little: {
      problem: '{H} showed {P} a big map. Where is Granny from?',
      question: 'Where is Granny’s home?',
      found: 'Across the sea!',
      lived: 'Pin! {P} watched {N} push it in. Here is Granny’s home. Here is mine!',
    },
    tries: [
      '{C} found Ireland, a little green island in the sea, and {P} held the pin ready.',
      '{C} looked for India and found it in Asia, and {P} thought it was shaped like a big diamond.',
      '{C} looked for Mexico in Europe with {P} and could not find it, until {H} pointed across the Atlantic Ocean.',
      '{C} traced a line from each pin to home with a finger, and {P} traced it too.',
    ],
    facts: [
      'Ireland is an island in Europe, near Great Britain.',
      'India is in Asia, and more than a billion people live there.',
      'Mexico is in North America, south of the United States.',
    ],
  }),
  // history
  M({
    theme: 'history',
    season: 'summer',
    place: 'living-room',
    placeName: 'Grandma’s living room',
    object: { prop: 'camera', name: 'the old photo album', noun: 'album' },
    helper: { kind: 'grandmother', name: 'Great-Grandma Elsie', he: false },
    count: { noun: 'photos', one: 'photo', prop: 'camera' },
    problem:
      '{H} opened an old photo album on {N}’s knees, and {P} leaned in close to see the strangest picture: a girl standing beside a horse and cart. "Guess who that is," she said, with a wink at {P}.',
    goal: 'to find out who the girl in the photo was',
    virtue: 'learning about the past',
    lived:
      '{C} looked from the photo to {H} and back again, and {P} did the same, until they both saw it: the same smile. {C} gasped. "It is you!"',
    thanks:
      '"Now my story belongs to you and {P} too," said {H}, "so one day you can tell it to someone else."',
    little: {
      problem: '{H} showed {P} an old photo. A little girl! A big horse!',
      question: 'Where is that girl?',
      found: 'It is Great-Grandma!',
      lived: '{P} looked at the smile, then at {H}. {N} pointed. "It is you!" How {H} laughed!',
    },
    tries: [
      '{C} looked for clues in the photo with {P}: there were no cars in the street, only a horse and cart.',
      '{C} noticed the girl had no trainers, only buttoned boots, and {P} said they looked like boots from an old storybook.',
      '{C} read the faded writing on the back of the photo out loud to {P}: a year more than eighty years ago.',
      '{C} saw the girl in the photo had a little gap in her teeth, and {P} looked up at {H}, who had a gap in just the same place.',
    ],
    facts: [
      'Long ago, before cars, people travelled by horse and cart.',
      'The first photographs were taken about two hundred years ago.',
    ],
  }),
  M({
    theme: 'history',
    season: 'autumn',
    place: 'hill',
    placeName: 'the castle hill',
    weathers: ['cloudy', 'windy'],
    object: { prop: 'key', name: 'the rusty castle key', noun: 'key' },
    helper: { kind: 'crow', name: 'Old Raven', he: true, sound: 'Caw!' },
    count: { noun: 'stones', one: 'stone', prop: 'shell' },
    problem:
      'Among the ruins of a castle hundreds of years old, {C} found a rusty key in the grass, and {P} helped dig it free. {H} the old crow flew down beside {P} and said the key might open a door nobody had seen for a very long time.',
    goal: 'to find out what the rusty key once opened',
    virtue: 'learning about the past',
    lived:
      '{C} took the key to the village museum, and there {P} spotted a drawing of the castle gate with the very same lock.',
    thanks:
      '"Today the castle spoke again, {P}, for the first time in five hundred years," cawed {H}, bowing to {N}.',
    little: {
      problem: '{N} and {P} found an old key in the grass. What does it open?',
      question: 'Where is the door?',
      found: 'In the castle gate!',
      lived: '{C} held up the key, and {P} looked at the gate. Same shape! Long, long ago!',
    },
    tries: [
      '{C} tried the key in the old well cover while {P} watched, but the key was far too big.',
      '{C} looked at the broken castle walls and counted where the rooms used to be, and {P} {moves} through each one.',
      '{H} told {P} that knights and cooks and children once lived in the castle.',
      '{C} found a stone doorway with an empty iron lock, and {P} sat down in front of it.',
    ],
    facts: [
      'Castles were built long ago to keep people safe.',
      'Some castles had a moat, a ring of water all around the walls.',
    ],
  }),
  // music
  M({
    theme: 'music',
    season: 'spring',
    place: 'forest',
    placeName: 'the singing wood',
    object: { prop: 'flute', name: 'the wooden flute', noun: 'flute' },
    helper: { kind: 'robin', name: 'Melody', he: false, sound: 'Tweet-tweet!' },
    count: { noun: 'notes', one: 'note', prop: 'feather' },
    problem:
      '{H} the robin was teaching the wood a new spring song, but she stopped on a branch above {P} in a fluster. "I have forgotten the middle, {P}," she sang, "and now every bird sings it differently."',
    goal: 'to find the missing notes of {H}’s song',
    virtue: 'music and rhythm',
    lived:
      '{C} played the notes on the wooden flute, high, low, high, high, and the whole wood sang them back, with {P} humming along at the bottom.',
    thanks:
      '"Now my song has a beginning, a middle and an end," sang {H}, and she sang it all the way through once more, just for {N} and {P}.',
    little: {
      problem: '{H} the robin sang to {P}. La, la, la... oops! She forgot the rest!',
      question: 'Where is the song?',
      found: 'In the thrush’s tree!',
      lived: '{C} played the flute. High, low, high, high! All the birds sang! {P} too!',
    },
    tries: [
      '{C} blew into the wooden flute, and out came a squeak like a mouse that made {P} jump.',
      '{C} blew softly, and a high, clear note came out, and {P} went still to listen.',
      '{C} played the notes {H} remembered and stopped where she stopped, and {P} waited.',
      '{C} listened to a thrush in the next tree, and {P} listened too, because it was singing the missing part.',
    ],
    facts: [
      'Birds sing to say where they live and to find each other.',
      'A flute makes sound when air shakes inside it.',
    ],
  }),
  M({
    theme: 'music',
    season: 'winter',
    place: 'living-room',
    placeName: 'the front room next door',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'drum', name: 'the box band', noun: 'band' },
    helper: { kind: 'boy', name: 'Jonah', he: true },
    count: { noun: 'instruments', one: 'instrument', prop: 'drum' },
    problem:
      '{P} was the first to see {H}, the boy next door, sitting at his window with a sore foot up on a cushion. He could not go to the winter concert, and {P} could tell how sad he was to miss the music.',
    goal: 'to bring the concert to {H}',
    virtue: 'music and rhythm',
    lived:
      '{C} made a band from boxes, pans and a jar of beans, and with {P} keeping the beat, {C} played {H} a concert in his own front room.',
    thanks:
      '"The best concert of the year," said {H}, clapping for {N} and {P}, "and I had the best seat."',
    little: {
      problem: '{P} saw {H} at the window. Sore foot! No concert!',
      question: 'Where is the music?',
      found: 'In {H}’s front room!',
      lived: 'Boom, boom! Shake, shake! Ting, ting! Music for {H}!',
    },
    tries: [
      '{C} banged on a box like a drum, and it went thud, thud, while {P} nodded along.',
      '{C} shook a jar of dry beans, and it went shh, shh, so like rain that {P} looked out of the window.',
      '{C} tapped a pan with a spoon, and it rang out ting, ting, which {P} liked best of all.',
      '{C} tried to play all three at once and got in a muddle, so {P} took the bean jar.',
    ],
    facts: [
      'Anything that shakes the air can make music, even a pan or a box.',
      'Some instruments are hit, some are shaken, and some are blown.',
    ],
  }),
  // art
  M({
    theme: 'art',
    season: 'autumn',
    place: 'workshop',
    placeName: 'the pottery workshop',
    object: { prop: 'jar', name: 'the clay pot', noun: 'pot' },
    helper: { kind: 'man', name: 'Mr. Kiln', he: true },
    count: { noun: 'clay balls', one: 'clay ball', prop: 'jar' },
    problem:
      '{H} the potter was making pots for the autumn market, and he let {Cobj} try the wheel while {P} watched from the doorway. But every clay pot {C} made flopped over like a tired flower, and {P} winced each time it happened.',
    goal: 'to make a clay pot for the market',
    virtue: 'creativity',
    lived:
      '{C} stopped trying to make a pot like {H}’s and shaped the floppy clay into a little bowl with a wavy edge, like the flower {P} had seen in it.',
    thanks:
      '"No one else at the market will have a pot like yours," said {H} to {N} and {P}, "and that is the whole point of making things."',
    little: {
      problem: 'Squish! {C’s} pot flopped. {P} blinked. Flop! Again!',
      question: 'Where is the flower?',
      found: 'On the wheel! Wavy clay!',
      lived: '{C} pinched a flower bowl for {P}. Wavy! Bumpy! Just right!',
    },
    tries: [
      '{C} spun the wheel fast, and the clay flew off and landed with a splat right next to {P}.',
      '{C} spun the wheel slowly, but pressed too hard, and the clay pot squashed so flat that {P} said it would make a good plate.',
      '{C} added more water, and the clay turned to slippery mud that splashed on {P}.',
      '{C} looked at the floppy clay, and {P} said its wavy edge looked a bit like petals.',
    ],
    facts: [
      'Clay is soft when wet and turns hard when it is baked in a kiln.',
      'Potters have been making pots for thousands of years.',
    ],
  }),
  M({
    theme: 'art',
    season: 'summer',
    place: 'beach',
    placeName: 'the pebble beach',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'shell', name: 'the pebble picture', noun: 'picture' },
    helper: { kind: 'crow', name: 'Pebbles', he: false, sound: 'Caw!' },
    count: { noun: 'pebbles', one: 'pebble', prop: 'shell' },
    problem:
      'There was a pebble picture contest on the beach, and {H} the crow dropped her shiniest pebbles in a heap beside {P}. "I have the best pebbles on the beach, {P}," she cawed, "and not one idea."',
    goal: 'to make a pebble picture for the contest',
    virtue: 'creativity',
    lived:
      '{C} arranged the pebbles into a picture of {H} herself, with a shiny white pebble for her bright eye, while {P} passed the pebbles over one by one.',
    thanks:
      '"A picture of me, made of my own pebbles!" cawed {H}, and she hopped from {N} to {P} and back. "Nobody thought of that."',
    little: {
      problem: '{H} the crow gave {P} a pebble. Lots of pebbles! What can we make?',
      question: 'Where are the pebbles?',
      found: 'By the crow!',
      lived: '{N} and {P} made a pebble crow. Black pebbles! A white eye!',
    },
    tries: [
      '{C} laid the pebbles in a straight line, but it only looked like a line of pebbles, and {P} yawned.',
      '{C} made a circle for a sun, but {P} pointed out that every other child had made a sun too.',
      '{C} tried a boat, but the pebbles kept rolling out of shape, and {P} nudged them back.',
      '{C} and {P} looked up at {H} turning her head to watch them, black and shiny, with one bright eye.',
    ],
    facts: [
      'Pebbles are rounded by the sea rolling them for years and years.',
      'Artists often make pictures of the things they see every day.',
    ],
  }),
  // challenges
  M({
    theme: 'challenges',
    season: 'summer',
    place: 'river',
    placeName: 'the swimming place on the river',
    weathers: ['sunny'],
    object: { prop: 'ball', name: 'the float', noun: 'float' },
    helper: { kind: 'otter', name: 'Coach Splash', he: true, sound: 'Squeak!' },
    count: { noun: 'strokes', one: 'stroke', prop: 'ball' },
    problem:
      '{C} wanted to swim across the calm bend of the river with the others, and {P} waited on the far bank to cheer. But every time {C} let go of the float, {C} sank and spluttered, and {P} winced at every splash.',
    goal: 'to swim across the calm bend without the float',
    virtue: 'overcoming challenges',
    lived:
      '{C} let go of the float, kicked and pulled, kicked and pulled, and reached the far bank on {C’s} own, where {P} was waiting.',
    thanks:
      '"You swallowed half the river learning that," laughed {H}, with a wink at {P}, "and you never gave up once."',
    little: {
      problem: '{C} wanted to swim. Splash, splutter! Too hard!',
      question: 'Where is the bank?',
      found: 'Over there! Kick, kick, kick!',
      lived: 'Kick, kick, pull! {C} swam all the way to {P}! Hooray!',
    },
    tries: [
      '{C} let go of the float and sank straight down, and {P} came splashing in to help.',
      '{C} kicked very hard, but only splashed {P} and went nowhere.',
      '{H} showed {Cobj} how to float on {C’s} back first, looking up at the sky, and {P} tried it too.',
      '{C} tried three strokes without the float, then five, with {P} swimming alongside.',
    ],
    facts: [
      'Floating on your back is the first step in learning to swim.',
      'Otters learn to swim from their mothers, and at first they are scared of the water too.',
    ],
  }),
  M({
    theme: 'challenges',
    season: 'winter',
    place: 'hill',
    placeName: 'the sledging hill',
    weathers: ['snowy', 'cloudy'],
    object: { prop: 'box', name: 'the red sledge', noun: 'sledge' },
    helper: { kind: 'woman', name: 'Aunt Greta', he: false },
    count: { noun: 'snowballs', one: 'snowball', prop: 'ball' },
    problem:
      'Everyone was sledging down the big hill, but {C} {was} afraid of going fast, and only {P} knew it. The red sledge kept spinning sideways into the snow, and {P} had to dig it out each time.',
    goal: 'to ride the red sledge from the top of the hill to the bottom',
    virtue: 'overcoming challenges',
    lived:
      '{C} pushed off from the very top with {P} tucked in behind, kept {C’s} feet steering and {C’s} eyes ahead, and whooshed all the way to the bottom.',
    thanks:
      '"You fell in the snow six times and climbed up six times," said {H}, brushing the snow off {N} and {P}, "and that is the hard part."',
    little: {
      problem: 'Whee! Down went everyone. {C’s} sledge went sideways. Bump! {P} fell off!',
      question: 'Where is the top?',
      found: 'Up, up, up! Smooth snow!',
      lived: 'Whoosh! Down went {N} and {P}, all the way! Again, again!',
    },
    tries: [
      '{C} started halfway up the hill, and the red sledge spun around and tipped {P} into the snow.',
      '{C} tried steering with both hands, but the sledge went wherever it liked, and {P} had to jump out of the way.',
      '{H} showed {Cobj} how to steer with {C’s} feet, gently, left and right, while {P} held the rope.',
      '{C} climbed a little higher each time, with {P} puffing alongside.',
    ],
    facts: [
      'Snow is slippery because a thin layer of water forms under a moving sledge.',
      'Learning something hard takes lots of tries, and every try counts.',
    ],
  }),
  // curiosity
  M({
    theme: 'curiosity',
    season: 'autumn',
    place: 'museum',
    placeName: 'the natural history museum',
    object: { prop: 'box', name: 'the locked wooden box', noun: 'box' },
    helper: { kind: 'man', name: 'Professor Hume', he: true },
    count: { noun: 'clues', one: 'clue', prop: 'key' },
    problem:
      '{H} the museum keeper had found a locked wooden box in the basement, and he set it down in front of {P} with a puzzled frown. {C} read the note on the lid aloud to {P}: "Open me only if you ask the right questions." "What is inside?" asked {P}. Nobody knew.',
    goal: 'to find out what was inside the locked box',
    virtue: 'curiosity',
    lived:
      '{C} kept asking questions, and {P} kept asking more: who made it, when, and why. Each answer pointed {P} and {Cobj} to the next question, until the last one pointed to the key.',
    thanks:
      '"You never stopped asking, and that is the first thing every scientist learns," said {H}, and he let {P} hold the key.',
    little: {
      problem: 'A box! A locked box! What is inside?',
      question: 'Where is the key to the box?',
      found: 'In the old picture!',
      lived: 'So many questions! Then click! The box opened. {P} peeked in. A dinosaur tooth!',
    },
    tries: [
      '{C} shook the box gently, and something inside went clunk, and {P} leaned closer to listen.',
      '{C} looked at the bottom of the box and showed {P} a label with a year and a name.',
      '{C} asked {H} who the name belonged to, and he told {N} and {P} it was the very first museum keeper.',
      '{C} found the first keeper’s portrait on the wall, and {P} was the one who noticed the little key on a chain around the keeper’s neck.',
    ],
    facts: [
      'Museums keep old and rare things safe so everyone can learn from them.',
      'Scientists ask questions and then look for answers.',
    ],
  }),
  M({
    theme: 'curiosity',
    season: 'spring',
    place: 'garden',
    placeName: 'the garden by the kitchen door',
    object: { prop: 'magnifying-glass', name: 'the snail trail', noun: 'trail' },
    helper: { kind: 'tortoise', name: 'Mr. Shellby', he: true, sound: 'a slow hiss' },
    count: { noun: 'snails', one: 'snail', prop: 'shell' },
    problem:
      'Every morning, silver trails crossed the garden path, and every morning {P} found new holes in the lettuces. {H} the tortoise, who was far too slow to catch anybody, asked {P} to help him find out who was coming at night.',
    goal: 'to find out who made the silver trails',
    virtue: 'curiosity',
    lived:
      '{C} followed the silver trail with the magnifying glass all the way to the cool stones, with {P} close behind. Under the biggest stone, {P} spotted a family of snails.',
    thanks:
      '"You followed the trail instead of guessing," said {H} slowly, nodding at {N} and then, just as slowly, at {P}. "Most people guess."',
    little: {
      problem: '{P} saw silver lines on the path! Holes in the lettuce! Who did it?',
      question: 'Where do trails go?',
      found: 'Under the stones! Snails!',
      lived: '{C} followed the trail. {P} peeked under a stone. Snails! Curled up and sleepy!',
    },
    tries: [
      '{C} looked at a silver trail through the magnifying glass, and {P} leaned in to see it sparkle like glitter.',
      '{C} guessed a bird had made it, but {P} said birds do not leave shiny trails.',
      '{C} saw that the trail went from the lettuces to the wall, wiggling all the way, and {P} followed every wiggle.',
      '{C} lifted a cool, damp stone by the wall, with {P} peering over {C’s} shoulder.',
    ],
    facts: [
      'Snails leave a trail of slime to help them slide along.',
      'Snails come out at night and in the rain, when it is damp.',
    ],
  }),
  // persistence
  M({
    theme: 'persistence',
    season: 'summer',
    place: 'park',
    placeName: 'the park lawn',
    weathers: ['sunny', 'cloudy'],
    object: { prop: 'ball', name: 'the juggling balls', noun: 'juggling balls' },
    helper: { kind: 'man', name: 'Juggling Jack', he: true },
    count: { noun: 'catches', one: 'catch', prop: 'ball' },
    problem:
      '{H} the park juggler could keep five balls in the air, and {P} could not stop watching him. He gave {Cobj} three juggling balls and said, "Come back when you and {P} can count ten catches."',
    goal: 'to make ten catches in a row',
    virtue: 'never giving up',
    lived:
      '{C} threw, caught, threw, caught, while {P} counted out loud, and on the very last try made ten catches in a row.',
    thanks:
      '"Ten catches, after a hundred drops, and every drop taught your hands something," said {H}, tossing one ball to {P} to keep.',
    little: {
      problem: '{H} can juggle! {C} tried too. Drop, drop, drop!',
      question: 'Where are the juggling balls?',
      found: 'Under the bench! All three!',
      lived: '{C} tried again. And again! Catch! Catch! Catch! {P} cheered.',
    },
    tries: [
      '{C} threw all three juggling balls up at once, and they bounced off {C’s} head, and {P} chased them across the grass.',
      '{C} practised with one ball, back and forth, until it felt easy, and {P}’s head went up and down with every throw.',
      '{C} added a second ball, and dropped it, and dropped it again, and {P} fetched it every time.',
      '{C} wanted to give up, but {P} brought the ball back and dropped it at {C’s} feet.',
    ],
    facts: [
      'Jugglers start with one ball, then two, then three.',
      'Our brains grow new paths each time we practise something hard.',
    ],
  }),
  M({
    theme: 'persistence',
    season: 'spring',
    place: 'forest',
    placeName: 'the wood by the stream',
    object: { prop: 'birdhouse', name: 'the wren’s nest', noun: 'nest' },
    helper: { kind: 'robin', name: 'Wren Wilma', he: false, sound: 'Tweet-tweet!' },
    count: { noun: 'twigs', one: 'twig', prop: 'nest' },
    problem:
      '{H} the little bird was building her first nest, but the wind kept blowing it out of the tree, and {P} had watched it fall four times.',
    goal: 'to help {H} build a nest that stays in the tree',
    virtue: 'never giving up',
    lived:
      '{C} helped {H} start again one more time, in the fork of the branch, and {P} passed up bendy twigs to weave in tight. This time, it held.',
    thanks:
      '"Five nests," sang {H}, fluffing her feathers at {P}, "and the fifth is the one my eggs will sleep in."',
    little: {
      problem: '{P} watched {H} make a nest. Whoosh! Down it came. Again!',
      question: 'Where can the nest stay?',
      found: 'Where two branches meet!',
      lived: 'Twig, twig, twig. {P} helped. {H} tried again. The nest stayed up!',
    },
    tries: [
      '{C} put the fallen nest back on a thin branch, and it slid right off, and {P} only just caught it.',
      '{C} and {P} gathered more twigs, but they were too dry and snapped.',
      '{C} found soft, bendy twigs by the stream, and {P} carried them back for {H} to weave in.',
      '{C} noticed a fork in a branch, where two branches met like a hand, and {P} went to fetch {H} to see it.',
    ],
    facts: [
      'Some birds build several nests before they choose one.',
      'Birds weave bendy twigs, grass and moss to make a strong nest.',
    ],
  }),
  // creativity
  M({
    theme: 'creativity',
    season: 'winter',
    place: 'living-room',
    placeName: 'Granny’s living room',
    weathers: ['snowy'],
    object: { prop: 'blanket', name: 'the blanket fort', noun: 'fort' },
    helper: { kind: 'cat', name: 'Duchess', he: false, sound: 'Miaow!' },
    count: { noun: 'cushions', one: 'cushion', prop: 'blanket' },
    problem:
      'It was too snowy to go out, and {H} the cat was cross because her favourite sunny spot was cold, so she had taken {P}’s cushion instead. {C} wanted to build her a cosy castle inside, with room for {P} too, but the blankets kept falling down.',
    goal: 'to build a blanket fort that stands up',
    virtue: 'creative problem solving',
    lived:
      '{C} used the chairs as walls, the clothes pegs as clips and the broom as a tall middle pole, and {P} held everything steady. At last, it stood!',
    thanks:
      '"A castle from chairs and pegs," purred {H}, curling up inside and leaving just enough room for {P}. "You are an inventor."',
    little: {
      problem: 'Snow outside! A fort for {H}! Flop! The blanket fell down.',
      question: 'Where is something tall?',
      found: 'The broom! In the cupboard!',
      lived: 'Chair, chair, peg, broom! The fort stood up. {P} crept in. Cosy!',
    },
    tries: [
      '{C} threw a blanket over two chairs, and it slid off onto the floor, with {P} underneath.',
      '{C} tried holding the blanket up with books, but the books toppled over, and {P} jumped back just in time.',
      '{C} found clothes pegs in the basket and pegged the blanket to the chairs, and {P} held the corner.',
      '{C} saw the middle still sagged onto {P}’s head, and looked around the room for something tall.',
    ],
    facts: [
      'Inventors often use ordinary things in new ways.',
      'A triangle shape is strong, which is why tents are pointy.',
    ],
  }),
  M({
    theme: 'creativity',
    season: 'autumn',
    place: 'farm',
    placeName: 'the pumpkin farm',
    object: { prop: 'box', name: 'the scarecrow', noun: 'scarecrow' },
    helper: { kind: 'donkey', name: 'Daisy Donkey', he: false, sound: 'Hee-haw!' },
    count: { noun: 'pumpkins', one: 'pumpkin', prop: 'apple' },
    problem:
      'The crows kept pecking the pumpkins on the farm, and {H} the donkey led {P} to where the old scarecrow had fallen apart. Nothing was left but a sack and a broken rake, and a crow sat on the rake, staring at {P}.',
    goal: 'to build a new scarecrow from whatever they could find',
    virtue: 'creative problem solving',
    lived:
      '{C} stuffed the sack with straw and gave it a pumpkin head, and {P} helped hang pans on its arms that clanged in the breeze.',
    thanks:
      '"A scarecrow that clangs!" brayed {H}, so loudly that {P} jumped. "No crow will dare!"',
    little: {
      problem: 'Peck, peck! Crows on the pumpkins! The scarecrow fell down.',
      question: 'Where is some straw?',
      found: 'In the barn! A big heap!',
      lived: 'Sack, straw, pumpkin head! Clang, clang! Away went the crows!',
    },
    tries: [
      '{C} propped up the old sack, but it flopped over, and a crow landed on it and cawed at {P}.',
      '{C} stuffed the sack with straw, and {P} helped push it in.',
      '{C} tried a bucket for the scarecrow’s head, but {P} said it looked too much like a bucket.',
      '{C} found some old pans in the barn, and {P} knocked them together. Clang!',
    ],
    facts: [
      'Farmers have used scarecrows for thousands of years.',
      'Crows are clever, so scarecrows work better if they move or make noise.',
    ],
  }),
  // planning
  M({
    theme: 'planning',
    season: 'autumn',
    place: 'kitchen',
    placeName: 'Grandpa Ollie’s kitchen',
    object: { prop: 'basket', name: 'the picnic basket', noun: 'picnic basket' },
    helper: { kind: 'grandfather', name: 'Grandpa Ollie', he: true },
    count: { noun: 'sandwiches', one: 'sandwich', prop: 'sandwich' },
    problem:
      'Six friends were coming for a picnic at noon, and {H} asked {Cobj} and {P} to plan the food. But {C} started everything at once, and soon the kitchen was such a muddle that {P} was covered in flour.',
    goal: 'to get the picnic basket ready by noon',
    virtue: 'planning ahead',
    lived:
      '{C} wrote a list for {P} to read out: bread first, then fillings, then cutting, then packing. {C} did one thing at a time, and {P} ticked off each step, until the picnic basket was full.',
    thanks:
      '"A list and a plan," said {H}, brushing the last of the flour off {P}, "and that is how a muddle becomes a picnic."',
    little: {
      problem: 'Picnic time! What a muddle! Flour on {P}!',
      question: 'Where is the bread?',
      found: 'In the bread bin!',
      lived: 'Bread, butter, cheese, cut! {C} packed the basket. {P} shut the lid. Picnic ready!',
    },
    tries: [
      '{C} started buttering bread, cutting apples and filling the jug all at once, and {P} had to catch a falling cup.',
      '{C} made four sandwiches, and then {P} counted the friends on the list: six.',
      '{C} packed the cake at the bottom of the picnic basket, and {P} watched the sandwiches squash it flat.',
      '{C} looked at the clock, then at {P}, and {H} handed over a pencil and paper without a word.',
    ],
    facts: [
      'Writing a list helps you remember every step.',
      'Heavy things go at the bottom of a basket, and soft things on top.',
    ],
  }),
  M({
    theme: 'planning',
    season: 'spring',
    place: 'garden',
    placeName: 'the new vegetable patch',
    object: { prop: 'shovel', name: 'the garden plan', noun: 'plan' },
    helper: { kind: 'squirrel', name: 'Nutmeg', he: false, sound: 'Chitter!' },
    count: { noun: 'rows', one: 'row', prop: 'seeds' },
    problem:
      '{H} the squirrel had wanted a vegetable patch so much that she planted seeds everywhere, even in the sunny spot where {P} liked to sit. Now little green shoots were coming up in every corner, and not even {P} could tell what was growing where.',
    goal: 'to plan the vegetable patch row by row',
    virtue: 'planning ahead',
    lived:
      '{C} drew the garden plan on paper first, carrots in one row, beans by the fence, lettuces in the shade, and then {P} helped plant it row by row.',
    thanks:
      '"Now I will know my carrots from my beans," chittered {H}, and she pinned the plan to the fence beside {P}, a map of tomorrow.',
    little: {
      problem: '{H} planted seeds. Everywhere! Even under {P}! What is growing where?',
      question: 'Where do carrots go?',
      found: 'In a row! With a label!',
      lived: 'Carrots here. Beans there. {C} drew a plan with {P}. Row by row!',
    },
    tries: [
      '{C} dug a hole in the middle of the patch, and {P} peered in at three different seeds all mixed up together.',
      '{C} tried planting beans in the shade, but {H} said beans like to climb toward the light, and {P} helped dig them up again.',
      '{C} marked each row with a stick, and {P} knocked one over.',
      '{C} sat down with {H} and a piece of paper, and {P} watched the first squares appear.',
    ],
    facts: [
      'Tall plants should go where they will not shade the small ones.',
      'A plan on paper is easier to change than a garden already planted.',
    ],
  }),
];
