import { type Blueprint, type ThemeVoice } from './blueprint';

export const LIFE_BLUEPRINTS: readonly Blueprint[] = [
  // ---------------- challenges ----------------
  {
    id: 'challenges-bike',
    theme: 'challenges',
    titles: ['{name} Learns to Ride', 'Wobble, Wobble, Whoosh!'],
    settings: ['park', 'village'],
    problem:
      '{name} had a new bike with no training wheels. Everyone else seemed to ride so easily, but every time {name} tried, the bike wobbled and tipped over.',
    tries: [
      'The first time, {name} wobbled two pedals and fell onto the soft grass. "Ow," said {name}, and sat there for a while.',
      'The second time, {name} looked down at the pedals instead of ahead, and wobbled right into a bush. {pal} helped pull the bike out.',
      'The third time, {helper} held the back of the seat and said, "Look far ahead, not at your feet, and keep pedaling."',
    ],
    turn: '{name} looked ahead at the big tree at the end of the path and pedaled. {helperName} let go, very quietly, and {name} did not even notice.',
    resolve:
      '{name} was riding! All the way to the big tree, with the wind whooshing past. {pal} {move} alongside, cheering.',
    after:
      '"You did it by yourself," said {helperName}. {name} had a scraped knee and a huge smile. The hard thing had become a fun thing.',
  },
  {
    id: 'challenges-broken-bridge',
    theme: 'challenges',
    titles: ['The Broken Bridge', 'Another Way Across'],
    settings: ['river', 'forest'],
    problem:
      '{name} and {pal} were bringing a basket of muffins to {helper} across the river. But the little wooden bridge had been washed away by the rain.',
    tries: [
      'They walked up the river to look for another bridge. There was none, only rushing water.',
      'They walked down the river. The water was wide and too deep to wade.',
      'They sat down on a log to think. {name} felt like giving up and going home.',
    ],
    turn: 'Then {name} noticed a row of big flat stones where the river was shallow and slow. "We can cross there, carefully, one stone at a time," said {name}.',
    resolve:
      'They tested each stone before stepping. {pal} {gift}. {name} held the basket high with both hands. Step, step, step, and they were across, with the muffins dry!',
    after:
      '{helperName} was so happy to see them. "How did you get here with the bridge gone?" {name} grinned. "We found another way."',
  },
  {
    id: 'challenges-big-hill',
    theme: 'challenges',
    titles: ['The Highest Hill', '{name} Reaches the Top'],
    settings: ['hill', 'snow'],
    problem:
      '{helper} said there was a beautiful view from the very top of the hill. But the hill was steep, and the top looked very far away.',
    tries: [
      '{name} ran at it fast, and soon had to stop, out of breath, only a little way up.',
      '{name} tried again and got halfway, but then looked up at how far was left and felt tired all over.',
      '{name} sat down and felt like the top was impossible. {pal} sat beside {name} and waited.',
    ],
    turn: '{name} had an idea. "Let\u2019s not look at the top," said {name}. "Let\u2019s just walk to that rock. Then to that tree. One piece at a time."',
    resolve:
      'Rock by rock and tree by tree, they climbed. When {name} looked up again, there was nothing above them but sky. They were at the top!',
    after:
      'The view was amazing: the whole valley, the river and their own tiny house. "That was the hardest thing I ever did," said {name}, "and the best."',
  },
  // ---------------- curiosity ----------------
  {
    id: 'curiosity-strange-sound',
    theme: 'curiosity',
    titles: ['The Mystery Sound', 'What Goes Tap, Tap, Tap?'],
    settings: ['forest', 'garden'],
    problem:
      '{name} heard a strange sound: tap, tap, tap, tap. "What is that?" asked {name}. Nobody knew.',
    tries: [
      '{name} looked at the door, but nobody was knocking.',
      '{name} looked at the roof, but it was not raining.',
      '{pal} {gift}. The sound was coming from a tall old tree.',
    ],
    turn: 'They crept closer, very quietly, and looked up. There was a woodpecker with a red cap, tapping the bark with a strong beak.',
    resolve:
      '{helper} came to see. "Woodpeckers tap to find bugs under the bark and to make holes for their nests," said {helperName}. "You found out by asking and looking!"',
    after:
      'Now {name} had a new question. "What other sounds are out there?" So they sat very still and listened, and heard seven new sounds before lunch.',
  },
  {
    id: 'curiosity-river-end',
    theme: 'curiosity',
    titles: ['Where Does the Stream Go?', '{name} Follows the Water'],
    settings: ['river', 'meadow'],
    problem:
      '{name} dropped a leaf into a little stream and watched it float away. "Where is it going?" wondered {name}. {name} really wanted to know.',
    tries: [
      'They followed the stream past the meadow. It went under a fence and kept going.',
      'They followed it into the woods, where it joined another stream and got bigger.',
      'They followed it until they met {helper}, who was fishing by a wide, slow river.',
    ],
    turn: '"Every stream joins a bigger one," said {helperName}, "and the rivers all run down to the sea."',
    resolve:
      '{name} could not follow it all the way to the sea today, but now {name} knew where the leaf was going. {name} imagined it bobbing on the waves far away.',
    after:
      '{name} drew a map of the stream, the woods and the wide river, with an arrow pointing to the sea. "Next summer, we will go and see the sea," {name} told {pal}.',
  },
  {
    id: 'curiosity-attic-box',
    theme: 'curiosity',
    titles: ['The Old Box', '{name} Asks Why'],
    settings: ['village', 'library'],
    problem:
      'In {helper}\u2019s house, {name} found an old wooden box with a brass key. Inside was a shiny round thing with a needle that always pointed the same way.',
    tries: [
      '{name} turned the box left. The needle still pointed the same way.',
      '{name} turned around in a circle. The needle did not move from its spot!',
      '{name} asked {helperName}, "Why does it do that?" {helperName} smiled. "That is a compass. What do you think it points to?"',
    ],
    turn: '{name} thought hard. "It points north?" "Yes," said {helperName}. "The Earth acts like a giant magnet, and the needle is a tiny magnet that lines up with it."',
    resolve:
      'They took the compass outside and used it to find north, south, east and west. The sun was setting in the west, just where the compass said.',
    after:
      '"Sailors used compasses to find their way across the sea," said {helperName}. {name} held it tight. One question had led to a whole world of answers.',
  },
  // ---------------- persistence ----------------
  {
    id: 'persistence-kite',
    theme: 'persistence',
    titles: ['The Kite That Would Not Fly', '{name} Keeps Trying'],
    settings: ['hill', 'beach', 'meadow'],
    problem:
      '{name} made a kite out of paper and sticks. But when {name} tried to fly it, it flopped straight down into the grass.',
    tries: [
      '{name} ran as fast as possible. The kite bumped along the ground behind like a tired dog.',
      '{name} added a long tail made of ribbons. The kite lifted a little, then spun and crashed.',
      '{name} felt cross and threw the string down. "It will never fly!" But {pal} picked it up and brought it back.',
    ],
    turn: '{helper} licked a finger and held it up. "Feel which way the wind blows," said {helperName}. "Stand with your back to it and let the wind do the work."',
    resolve:
      '{name} turned around, held the kite up high and let go. The wind caught it, and up, up, up it went, higher than the trees, dancing in the sky!',
    after:
      '"It flew because you did not give up," said {helperName}. {name} held the string and felt the kite tug like something alive.',
  },
  {
    id: 'persistence-whistle',
    theme: 'persistence',
    titles: ['{name} Learns to Whistle', 'One More Try'],
    settings: ['park', 'garden'],
    problem:
      '{helper} could whistle a whole song. {name} wanted to whistle too, but only air came out, pffff.',
    tries: [
      '{name} tried puckering up tight. Pffff. Nothing.',
      '{name} tried making a tiny O with both lips. Pffff. Almost, but not quite.',
      '{name} tried for so long that both cheeks felt tired. {pal} looked on patiently.',
    ],
    turn: '"Practice a little every day," said {helperName}. "Your mouth is learning, even when it does not sound like it."',
    resolve:
      'So {name} practiced every day, in the bath, on walks and before bed. Then one morning, a tiny sound came out: wheet! {name} tried again. Wheeet! It was a real whistle.',
    after:
      '{name} whistled to {pal}, and {pal} came running. Soon {name} could whistle a whole song, even the wobbly high parts.',
  },
  {
    id: 'persistence-birdhouse',
    theme: 'persistence',
    titles: ['The Birdhouse', 'Again and Again'],
    settings: ['garden', 'farm'],
    problem:
      '{name} wanted to build a birdhouse for the robins, so they would have a safe place to nest. {helper} lent some wood, nails and a small hammer.',
    tries: [
      'The first birdhouse leaned to one side and fell apart when {name} picked it up.',
      'The second one stood up, but the roof slid off as soon as it rained.',
      'The third one had a hole that was far too small. Not even a mouse could squeeze in.',
    ],
    turn: '{name} felt like quitting. But then {name} looked at all three tries and saw what each one had taught: measure carefully, nail the roof tight, and make the door the right size.',
    resolve:
      'The fourth birdhouse was strong, with a tight roof and a round door just right for a robin. {name} and {helperName} hung it in the tree.',
    after:
      'A few days later, a robin flew in with a twig in its beak. Soon there was a nest inside. {name} smiled. Every wobbly try had been worth it.',
  },
  // ---------------- creativity ----------------
  {
    id: 'creativity-rainy-day',
    theme: 'creativity',
    titles: ['The Rainy Day Castle', '{name} Has an Idea'],
    settings: ['village', 'library'],
    problem:
      'It was raining too hard to go out. {name} and {pal} were bored. "There is nothing to do," sighed {name}.',
    tries: [
      '{name} looked at the toys, but they had played with them all a hundred times.',
      '{name} looked out of the window, but the rain was still pouring.',
      '{name} looked at the sofa cushions, the blankets and a big cardboard box, and started to wonder.',
    ],
    turn: '"What if the cushions were walls," said {name}, "and the blanket was a roof, and the box was a tower?"',
    resolve:
      'They built a whole castle in the living room, with a blanket roof, a cushion wall and a cardboard tower with a paper flag. {helper} came over and was made the royal guest.',
    after:
      'They ate lunch in the castle and told stories by flashlight. When the rain stopped, {name} almost did not want to go outside. Almost.',
  },
  {
    id: 'creativity-stuck-ball',
    theme: 'creativity',
    titles: ['The Ball in the Tree', '{name} Invents a Grabber'],
    settings: ['park', 'garden'],
    problem:
      '{name}\u2019s favorite ball got stuck high in a tree. It was too high to reach, even on tiptoe.',
    tries: [
      '{name} jumped as high as possible. Not even close.',
      '{name} threw a smaller ball to knock it down. The small ball got stuck too!',
      '{pal} tried to reach it too, but it was no use. {limit}',
    ],
    turn: '{name} looked around at what they had: a long stick, a garden glove and a roll of string. "What if we put them together?"',
    resolve:
      '{name} tied the glove to the end of the stick, then stood on a sturdy bench, with {helper} holding it steady. The glove reached the branch, and both balls came tumbling down.',
    after:
      '"You invented something!" said {helperName}. {name} called it the Tree Grabber, and they used it to rescue three more lost things that week.',
  },
  {
    id: 'creativity-broken-umbrella',
    theme: 'creativity',
    titles: ['A New Job for an Old Umbrella', '{name} Makes Something New'],
    settings: ['pond', 'garden'],
    problem:
      'The wind turned {name}\u2019s umbrella inside out and broke it. "Now it is useless," said {name}, about to throw it away.',
    tries: [
      '{name} tried to fix it, but the metal spokes were bent.',
      '{name} tried to use it as a hat. It was too big and poked {pal}.',
      '{name} turned it upside down. It looked like a bowl. Or maybe... a boat?',
    ],
    turn: '"It can be a boat for the pond!" said {name}. They tied a string to the handle and added a sail made from a leaf.',
    resolve:
      'The umbrella boat floated across the pond, and a frog hopped on for a ride! {helper} laughed and clapped.',
    after:
      'After that, {name} looked at broken things differently. A broken thing was not useless. It was just waiting for a new idea.',
  },
  // ---------------- planning ----------------
  {
    id: 'planning-camping',
    theme: 'planning',
    titles: ['The Backyard Campout', '{name} Makes a List'],
    settings: ['garden', 'forest'],
    problem:
      '{name} and {pal} were going camping for one night with {helper}. {name} was so excited that {name} just wanted to go right now.',
    tries: [
      'The first time they set off, {name} forgot the flashlight, so they had to go back.',
      'The second time, {name} forgot the sleeping bag, so they had to go back again.',
      'The third time, {name} stopped and said, "Let\u2019s make a list first."',
    ],
    turn: 'They wrote the list together: tent, sleeping bags, flashlight, water, snacks and a warm sweater. They checked off each thing as it went into the bag.',
    resolve:
      'This time, they had everything. They put up the tent, ate their snacks and shone the flashlight at the stars. When it got chilly, the sweater was right there.',
    after:
      '"Planning ahead made the whole night easy," said {helperName}. {name} kept the list, ready for the next adventure.',
  },
  {
    id: 'planning-surprise-party',
    theme: 'planning',
    titles: ['The Surprise Party', '{name} Plans Ahead'],
    settings: ['village', 'garden'],
    problem:
      'It was nearly {helper}\u2019s birthday, and {name} wanted to throw a surprise party. But there were only three days to get ready.',
    tries: [
      'On the first day, {name} tried to do everything at once and ended up with glue on the cake and frosting on the cards.',
      'On the second day, {name} wrote a plan: day one for cards, day two for decorations and day three for the cake.',
      'They followed the plan step by step. The cards were finished first, and then the paper chains.',
    ],
    turn: 'On the last day, {name} baked the cake with help, and everyone hid behind the garden wall, just as planned.',
    resolve:
      'When {helperName} walked in, everyone jumped up and shouted, "Surprise!" {helperName} laughed with delight. Everything was ready, just on time.',
    after:
      '"How did you do all this?" asked {helperName}. "We made a plan," said {name}, "and did one piece each day."',
  },
  {
    id: 'planning-winter-store',
    theme: 'planning',
    titles: ['Ready for Winter', '{name} and the Squirrel\u2019s Secret'],
    settings: ['forest', 'park'],
    problem:
      'It was autumn, and {helper} was rushing around collecting nuts. "Why are you so busy?" asked {name}. "Winter is coming," said {helperName}, "and there will be no food then."',
    tries: [
      '{name} and {pal} helped gather acorns, but they dropped them everywhere.',
      'They tried to carry them all at once, and the pile slid down the hill.',
      'They put them all in one hole, but the hole filled up with rain.',
    ],
    turn: '"Squirrels bury nuts in many small hiding places," said {helperName}, "so if one gets wet or found, there are still others."',
    resolve:
      'So they made lots of small stores under the leaves and marked each one with a stone. By the end of the day, there were enough nuts hidden to last the whole winter.',
    after:
      'When the first snow fell, {name} saw {helperName} digging up a nut, warm and snug and well fed. Planning ahead had made winter safe.',
  },
];

export const LIFE_VOICES: readonly ThemeVoice[] = [
  {
    theme: 'challenges',
    feel: [
      '{name} thought about how hard it had been at the start, and how different it felt now.',
      'Hard things could become possible things.',
      '{name} felt strong and tired and proud.',
    ],
    talk: [
      '"It looked impossible from the bottom," {name} said. "It was only difficult."',
      '"I think every problem has a way through," said {name}, "if you keep looking."',
    ],
    twist: [
      'Then, just when it seemed nearly done, a new problem appeared that nobody had expected.',
    ],
  },
  {
    theme: 'curiosity',
    feel: [
      '{name} thought about how one question had led to so many answers.',
      'The world was full of things waiting to be discovered.',
      '{name} had a brand-new question already.',
    ],
    talk: [
      '"Every answer comes with another question," {name} said. "That is the best part."',
      '"I want to know how everything works," {name} said. "Is that too much?"',
    ],
    twist: [
      'Then the first answer turned out to be wrong, which only made the mystery more interesting.',
    ],
  },
  {
    theme: 'persistence',
    feel: [
      '{name} thought about every try that had gone wrong and how each one had helped.',
      'Not giving up had made all the difference.',
      '{name} felt proud of sticking with it.',
    ],
    talk: [
      '"Every mistake showed me something," {name} said. "I just had to pay attention."',
      '"I nearly quit," {name} admitted. "I am so glad I did not."',
    ],
    twist: [
      'Then the worst setback of all happened, and {name} had to decide whether to keep going.',
    ],
  },
  {
    theme: 'creativity',
    feel: [
      '{name} thought about how a good idea can come from anywhere.',
      'Ordinary things could become extraordinary with a little imagination.',
      '{name} was already dreaming up the next idea.',
    ],
    talk: [
      '"What if we tried it backwards?" {name} said. "Or upside down?"',
      '"There is always another way to look at things," said {name}.',
    ],
    twist: [
      'Then the first idea did not work at all, and they had to think in a completely new direction.',
    ],
  },
  {
    theme: 'planning',
    feel: [
      '{name} thought about how a good plan had made everything easier.',
      'Thinking ahead had been like giving a present to tomorrow.',
      '{name} was already planning the next adventure.',
    ],
    talk: [
      '"A plan is like a map," {name} said. "It shows you the way before you get lost."',
      '"Let\u2019s think about what could go wrong," {name} said, "and be ready for it."',
    ],
    twist: [
      'Then something happened that the plan had not expected, and they had to change it quickly.',
    ],
  },
];
