import { type Retelling } from './blueprint';

/** A second telling of every beat of the life-skills plots (see retold-moral.ts). */
export const LIFE_RETOLD: Readonly<Record<string, Retelling>> = {
  'challenges-bike': {
    problem:
      '{name} had a brand-new bike, and the training wheels were off. Other children rode along so easily, but each time {name} tried, the bike wobbled and fell over.',
    tries: [
      'On the first try, {name} pedaled twice, wobbled and landed on the soft grass. "Ow," said {name}, and sat still for a while.',
      'On the second try, {name} watched the pedals instead of the path and wobbled straight into a bush. {pal} helped drag the bike back out.',
      'On the third try, {helper} held on to the back of the seat. "Look far ahead, not down at your feet," said {helperName}, "and keep on pedaling."',
    ],
    turn: '{name} fixed both eyes on the big tree at the end of the path and pedaled. Very quietly, {helperName} let go, and {name} did not even know.',
    resolve:
      '{name} was riding all alone! All the way to the big tree, with the wind rushing by. {pal} {move} alongside, cheering the whole way.',
    after:
      '"You did that all by yourself," said {helperName}. {name} had a scraped knee and the biggest smile. The hard thing had turned into a fun thing.',
  },
  'challenges-broken-bridge': {
    problem:
      '{name} and {pal} were taking a basket of muffins across the river to {helper}. But the rain had washed the little wooden bridge away.',
    tries: [
      'They went up the river to find another bridge. There was no bridge, only fast water.',
      'They went down the river instead. There the water was wide, and much too deep to wade.',
      'They sat on a log to think it over. {name} felt like giving up and going back home.',
    ],
    turn: 'Then {name} spotted a line of big, flat stones where the water was shallow and slow. "We can cross there," said {name}, "carefully, one stone at a time."',
    resolve:
      'They tried each stone before they stepped on it. {pal} {gift}. {name} held the basket up high in both hands. Step, step, step, and they were over, and the muffins were still dry!',
    after:
      '{helperName} was delighted to see them. "How did you get across with no bridge?" {name} smiled. "We found a different way."',
  },
  'challenges-big-hill': {
    problem:
      '{helper} said the view from the top of the hill was beautiful. But the hill was steep, and the top seemed a very long way off.',
    tries: [
      '{name} ran at the hill fast, but soon had to stop and puff, only a little way up.',
      '{name} tried again and got halfway. Then {name} looked up at how far there still was to go and felt tired all over.',
      '{name} sat down. The top felt impossible. {pal} sat down beside {name} and waited.',
    ],
    turn: 'Then {name} had an idea. "Let\u2019s stop looking at the top," said {name}. "Let\u2019s walk to that rock, and then to that tree. One little bit at a time."',
    resolve:
      'One rock, then one tree, then the next, they climbed and climbed. When {name} looked up again, there was only sky above them. They had reached the top!',
    after:
      'The view was wonderful: the whole valley, the river and their own little house far below. "That was the hardest thing I have ever done," said {name}, "and the best one too."',
  },
  'curiosity-strange-sound': {
    problem:
      'Tap, tap, tap, tap. {name} heard a funny sound. "What could that be?" asked {name}. No one knew.',
    tries: [
      '{name} checked the door, but no one was there.',
      '{name} checked the roof, but there was no rain.',
      '{pal} {gift}. The tapping was coming from a tall old tree.',
    ],
    turn: 'They tiptoed closer and looked up. It was a woodpecker with a red cap, tapping at the bark with its strong beak.',
    resolve:
      '{helper} came to look. "A woodpecker taps to find bugs under the bark, and to make a hole for its nest," said {helperName}. "You found the answer by asking and looking!"',
    after:
      'Now {name} wondered something new. "What other sounds can we find?" So they sat very still and listened, and they heard seven new sounds before lunchtime.',
  },
  'curiosity-river-end': {
    problem:
      '{name} put a leaf on a little stream and watched it sail away. "Where is it going?" {name} wondered, and really wanted to find out.',
    tries: [
      'They followed the stream along the meadow. It slipped under a fence and kept on going.',
      'They followed it into the woods, where it met another stream and grew bigger.',
      'They kept following it until they came to {helper}, fishing beside a wide, slow river.',
    ],
    turn: '"Each stream flows into a bigger one," said {helperName}, "and the rivers all flow down to the sea."',
    resolve:
      'It was too far to follow the leaf all the way to the sea today, but now {name} knew where it was going. {name} pictured it bobbing on the waves, far, far away.',
    after:
      '{name} drew a map of the stream, the woods and the wide river, with an arrow to the sea. "Next summer, let\u2019s go and see the sea," {name} told {pal}.',
  },
  'curiosity-attic-box': {
    problem:
      'At {helper}\u2019s house, {name} found an old wooden box with a little brass key. Inside was something round and shiny, with a needle that always pointed the same way.',
    tries: [
      '{name} turned the box to the left. The needle kept pointing the same way.',
      '{name} spun all the way round. The needle still did not move!',
      '"Why does it do that?" {name} asked {helperName}. {helperName} smiled. "It is a compass. Where do you think it points?"',
    ],
    turn: '{name} thought and thought. "To the north?" "Yes," said {helperName}. "The Earth is like a giant magnet, and the needle is a tiny magnet that lines up with it."',
    resolve:
      'They carried the compass outside and found north, south, east and west. The sun was going down in the west, right where the compass showed.',
    after:
      '"Long ago, sailors used a compass to find their way across the sea," said {helperName}. {name} held it tightly. One question had opened up a whole world of answers.',
  },
  'persistence-kite': {
    problem:
      '{name} built a kite out of paper and sticks. But when {name} tried to fly it, it dropped straight into the grass.',
    tries: [
      '{name} ran as fast as anything. The kite just bumped along the ground like a tired puppy.',
      '{name} gave it a long ribbon tail. The kite rose a little, then spun round and crashed.',
      '{name} felt cross and dropped the string. "It is never going to fly!" But {pal} picked it up and brought it back.',
    ],
    turn: '{helper} wet a finger and held it up high. "First, feel where the wind is coming from," said {helperName}. "Stand with your back to it, and let the wind do the work."',
    resolve:
      '{name} turned around, lifted the kite up high and let it go. The wind caught it, and up and up it went, above the trees, dancing across the sky!',
    after:
      '"It is flying because you kept trying," said {helperName}. {name} held on to the string and felt the kite pull like something alive.',
  },
  'persistence-whistle': {
    problem:
      '{helper} could whistle a whole tune. {name} wanted to whistle too, but all that came out was air: pffff.',
    tries: [
      '{name} squeezed both lips tight. Pffff. Nothing at all.',
      '{name} made a tiny O shape with both lips. Pffff. Nearly, but not yet.',
      '{name} kept trying until both cheeks ached. {pal} watched and waited.',
    ],
    turn: '"Try a little bit every day," said {helperName}. "Your mouth is learning, even when you cannot hear it yet."',
    resolve:
      'So {name} practiced every single day: in the bath, on walks and at bedtime. Then one morning, out came a tiny sound: wheet! {name} tried again. Wheeet! It was a real whistle at last.',
    after:
      '{name} whistled for {pal}, and {pal} came running. Before long, {name} could whistle a whole tune, even the tricky high bits.',
  },
  'persistence-birdhouse': {
    problem:
      '{name} wanted to make a birdhouse, so the robins would have a safe place for a nest. {helper} lent {name} some wood, some nails and a little hammer.',
    tries: [
      'Birdhouse number one leaned over and fell to pieces when {name} lifted it.',
      'Birdhouse number two stood up straight, but its roof slid off in the first rain.',
      'Birdhouse number three had a door far too small. Not even a mouse could get through.',
    ],
    turn: '{name} wanted to give up. But then {name} looked at all three birdhouses and saw what each one had taught: measure with care, nail the roof down tight, and make the door the right size.',
    resolve:
      'Birdhouse number four was strong. It had a tight roof and a round door just the right size for a robin. {name} and {helperName} hung it up in the tree.',
    after:
      'Some days later, a robin flew in carrying a twig. Soon there was a nest inside. {name} smiled. Every wobbly birdhouse had been worth it.',
  },
  'creativity-rainy-day': {
    problem:
      'The rain was too heavy to go outside. {name} and {pal} felt bored. "There is nothing to do at all," sighed {name}.',
    tries: [
      '{name} looked at the toys, but they had played with every one of them a hundred times.',
      '{name} looked out at the rain, but it was still pouring down.',
      'Then {name} looked at the sofa cushions, the blankets and a big cardboard box, and began to wonder.',
    ],
    turn: '"What if the cushions were the walls," said {name}, "and the blanket was the roof, and the box was a tower?"',
    resolve:
      'They built a castle right in the living room, with cushion walls, a blanket roof and a cardboard tower with a paper flag on top. {helper} came to visit and was the royal guest.',
    after:
      'They had lunch inside the castle and told stories by flashlight. When the rain stopped, {name} nearly did not want to go out. Nearly.',
  },
  'creativity-stuck-ball': {
    problem:
      '{name}\u2019s favorite ball was stuck up in a tree. It was far too high to reach, even standing on tiptoe.',
    tries: [
      '{name} jumped up as high as {name} could. It was nowhere near.',
      '{name} threw a smaller ball to knock it down. Now the small ball was stuck as well!',
      '{pal} tried to reach it too, but it was no good. {limit}',
    ],
    turn: '{name} looked at what they had: a long stick, a garden glove and some string. "What if we put them all together?"',
    resolve:
      '{name} tied the glove onto the end of the stick and stood on a strong bench, while {helper} held it steady. The glove reached the branch, and down tumbled both balls.',
    after:
      '"You made an invention!" said {helperName}. {name} named it the Tree Grabber, and that week they used it to rescue three more lost things.',
  },
  'creativity-broken-umbrella': {
    problem:
      'A gust of wind blew {name}\u2019s umbrella inside out and broke it. "It is no good now," said {name}, and was about to throw it out.',
    tries: [
      '{name} tried to mend it, but the metal spokes were all bent.',
      '{name} tried wearing it as a hat. It was far too big and kept poking {pal}.',
      '{name} turned it upside down. It looked just like a bowl. Or was it... a boat?',
    ],
    turn: '"It can be a boat on the pond!" said {name}. They tied some string to the handle and made a sail out of a leaf.',
    resolve:
      'The umbrella boat sailed right across the pond, and a frog jumped aboard for a ride! {helper} laughed and clapped.',
    after:
      'From then on, {name} saw broken things in a new way. A broken thing was not useless. It was only waiting for a new idea.',
  },
  'planning-camping': {
    problem:
      '{name} and {pal} were going camping with {helper} for one night. {name} was so excited that {name} wanted to leave that very minute.',
    tries: [
      'The first time they left, {name} had forgotten the flashlight, so back they went.',
      'The second time, {name} had forgotten the sleeping bag, so back they went again.',
      'The third time, {name} stopped at the door and said, "Let\u2019s write a list first."',
    ],
    turn: 'Together they wrote the list: tent, sleeping bags, flashlight, water, snacks and a warm sweater. They ticked off each thing as it went into the bag.',
    resolve:
      'This time they had everything they needed. They put up the tent, ate their snacks and pointed the flashlight at the stars. When the night got chilly, the sweater was ready.',
    after:
      '"Making a plan made the whole night easy," said {helperName}. {name} saved the list for the next adventure.',
  },
  'planning-surprise-party': {
    problem:
      '{helper}\u2019s birthday was coming, and {name} wanted to plan a surprise party. But there were only three days left to get everything ready.',
    tries: [
      'On day one, {name} tried doing everything at the same time, and there was glue on the cake and frosting on the cards.',
      'On day two, {name} made a plan: cards on the first day, decorations on the second, and the cake on the third.',
      'They followed the plan one step at a time. First the cards were done, and then the paper chains.',
    ],
    turn: 'On the last day, {name} baked the cake with some help, and everyone hid behind the garden wall, just like the plan said.',
    resolve:
      'When {helperName} came in, everybody leaped up and shouted, "Surprise!" {helperName} laughed with joy. It was all ready, right on time.',
    after:
      '"How did you manage all of this?" asked {helperName}. "We made a plan," said {name}, "and did one part every day."',
  },
  'planning-winter-store': {
    problem:
      'It was autumn, and {helper} was dashing about, gathering nuts. "Why are you so busy?" asked {name}. "Winter is on its way," said {helperName}, "and then there will be no food to find."',
    tries: [
      '{name} and {pal} helped collect acorns, but they kept dropping them all over the place.',
      'They tried carrying every acorn at once, and the whole pile rolled down the hill.',
      'They put every acorn in one hole, but the hole filled up with rainwater.',
    ],
    turn: '"Squirrels hide their nuts in lots of little places," said {helperName}, "so if one place gets wet or found, the others are still safe."',
    resolve:
      'So they made lots of little stores under the leaves and put a stone on top of each one. By evening, there were enough nuts hidden for the whole winter.',
    after:
      'When the first snow came, {name} saw {helperName} digging up a nut, cozy and well fed. Planning ahead had kept winter safe.',
  },
};
