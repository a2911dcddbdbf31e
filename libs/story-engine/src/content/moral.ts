import { type Blueprint, type ThemeVoice } from './blueprint';

export const MORAL_BLUEPRINTS: readonly Blueprint[] = [
  // ---------------- kindness ----------------
  {
    id: 'kindness-lost-scarf',
    theme: 'kindness',
    titles: ['{name} and the Red Scarf', 'A Warm Scarf for Everyone'],
    settings: ['village', 'park'],
    problem:
      'On a bench sat {helper}, shivering. "I lost my warm red scarf," said {helperName}. "It was a present, and now I am so cold."',
    tries: [
      '{name} and {pal} looked under the bench. They found a bottle cap and a [leaf|feather], but no scarf.',
      'They asked the baker, who was sweeping the step. "I have not seen it," said the baker, "but I saw the wind blowing something red toward the trees."',
      '{pal} {gift}. There, high on a branch, the red scarf was flapping like a flag, too high to reach.',
    ],
    turn: '{name} had an idea. {name} took off a cozy blue scarf and wrapped it around {helperName}. "You can wear mine while we get yours," said {name}.',
    resolve:
      'Then {name} held the branch steady while {pal} stretched and tugged. The red scarf slid down into {name}\u2019s arms. {helperName} wrapped it twice around and smiled a big smile.',
    after:
      '{helperName} tried to give the blue scarf back, but {name} said, "Keep it until you are warm." The next day, {helperName} knitted a tiny scarf, just the right size for {pal}.',
  },
  {
    id: 'kindness-shared-picnic',
    theme: 'kindness',
    titles: ['The Picnic That Grew', '{name}\u2019s Sharing Picnic'],
    settings: ['meadow', 'hill'],
    problem:
      '{name} and {pal} spread out a blanket with one apple, one sandwich and three cookies. Then they saw {helper}, who had no lunch at all. "I dropped mine in the stream," said {helperName} sadly.',
    tries: [
      '{name} looked at the lunch. It was not very big. "Maybe there is only enough for us," {name} thought.',
      'Then a hungry little sparrow hopped close. {name} gave it a crumb, and it chirped a thank-you.',
      '{name} broke the sandwich in half, then in half again. Now there were four pieces, but would they be enough?',
    ],
    turn: '"Come and sit with us," said {name}. "Our picnic can be your picnic too."',
    resolve:
      '{helperName} sat down, and everyone shared. Each of them had a piece of sandwich, a slice of apple and a cookie. The picnic was smaller for each, but it was much more fun.',
    after:
      'Then {helperName} found wild strawberries growing by the blanket and shared them with everyone. It seemed that sharing had made the picnic bigger after all.',
  },
  {
    id: 'kindness-new-neighbor',
    theme: 'kindness',
    titles: ['A Welcome for the New Neighbor', '{name} Makes Someone Smile'],
    settings: ['village', 'garden'],
    problem:
      'A moving van stopped by the garden gate. Out stepped {helper}, who looked at the boxes and then looked at the ground. Nobody said hello.',
    tries: [
      '{name} waved. {helperName} gave a small wave back, but still looked lonely.',
      '{name} and {pal} picked a bunch of flowers and left them on the step. {helperName} smelled them and almost smiled.',
      'They carried a small box together up the path. It was heavy, and {pal} {move} beside them to help.',
    ],
    turn: 'Then {name} noticed a drawing taped to one of the boxes. It was a drawing of a {animal}, just like {pal}!',
    resolve:
      '"Did you draw this?" asked {name}. {helperName} nodded. "Would you like to meet a real one?" said {name}. {pal} stepped forward and {habit}, and {helperName} laughed for the first time all day.',
    after:
      'They spent the afternoon unpacking, drawing and telling stories. By the end of the day, the new house did not feel so new, and {helperName} did not feel alone.',
  },
  // ---------------- courage ----------------
  {
    id: 'courage-dark-path',
    theme: 'courage',
    titles: ['{name} and the Path in the Dark', 'Brave Steps Home'],
    settings: ['forest', 'hill'],
    problem:
      'Late in the afternoon, {helper} came rushing up. "My little lantern rolled down the path into the shady woods, and I need it to find my way home tonight."',
    tries: [
      '{name} took one step into the shade. The trees were tall and the shadows were long. {name} stepped back.',
      '{name} took two steps. A branch creaked, and {name}\u2019s heart went thump, thump. It was only the wind.',
      '{name} took three steps and held {pal} close. "Being scared is okay," {name} whispered. "We can be scared and still go."',
    ],
    turn: 'Then {pal} {gift}. There, under a fern, the little lantern was waiting.',
    resolve:
      '{name} picked it up and held it high. The light made the woods look friendly, full of ferns and mossy stones. The shadows were just shadows.',
    after:
      'They carried the lantern back to {helperName}, who said, "You were so brave." {name} smiled. "My legs were shaky," said {name}, "but I went anyway."',
  },
  {
    id: 'courage-swim-jump',
    theme: 'courage',
    titles: ['The Big Jump', '{name} Tries Something New'],
    settings: ['river', 'pond', 'beach'],
    problem:
      'Everyone was playing in the water near {spot}, but {name} stayed on the bank. The water looked deep, and {name} did not feel ready.',
    tries: [
      '{name} dipped in a toe. Brr! It was cold, and {name} pulled it right back out.',
      '{name} sat on the edge and splashed both feet. That was a little better.',
      '{helper} showed {name} how to float like a starfish. "The water will hold you up if you let it," said {helperName}.',
    ],
    turn: '{pal} waited in the shallow water. "I will be right here," {pal} seemed to say. {name} counted, "One, two, three," and slid in.',
    resolve:
      'The water held {name} up, just like {helperName} said. {name} kicked and paddled and floated like a starfish in the sun. It was not scary anymore. It was wonderful.',
    after:
      'By the end of the day, {name} was the one saying, "Come on in!" to someone else who was nervous. "Start with one toe," {name} told them. "That is how I did it."',
  },
  {
    id: 'courage-speak-up',
    theme: 'courage',
    titles: ['{name} Speaks Up', 'A Small Voice, a Big Help'],
    settings: ['park', 'village'],
    problem:
      'At {spot}, some bigger kids were laughing at {helper}, who had fallen off a bike. {helperName}\u2019s knee was scraped, and nobody was helping.',
    tries: [
      '{name} wanted to say something, but the words got stuck. {name}\u2019s cheeks felt hot.',
      '{name} looked around for a grown-up. There was no grown-up nearby.',
      '{name} took a deep breath, in through the nose and out through the mouth, the way you blow on soup.',
    ],
    turn: '{name} stepped forward. "Stop laughing," said {name}. The voice came out a little wobbly, but it came out. "Falling off is how everybody learns."',
    resolve:
      'The bigger kids went quiet. One of them looked at the ground and said, "Sorry." {name} helped {helperName} up, and {pal} carried the bike bell that had fallen off.',
    after:
      '{helperName} rode slowly around the path while {name} and {pal} cheered. "Thank you for standing up for me," said {helperName}. {name} felt taller inside.',
  },
  // ---------------- friendship ----------------
  {
    id: 'friendship-shy-one',
    theme: 'friendship',
    titles: ['{name} Finds a Friend', 'Hello, New Friend'],
    settings: ['park', 'meadow'],
    problem:
      'At {spot}, {helper} was sitting alone, building a tower of stones. {name} wanted to play too, but did not know how to start.',
    tries: [
      '{name} walked past and smiled. {helperName} looked up, then looked down again.',
      '{name} walked past again and said, "Nice tower." {helperName} said, "Thanks," very quietly.',
      '{name} found a smooth, flat stone and held it out. "Would this fit on top?" asked {name}.',
    ],
    turn: '{helperName} took the stone and set it on the very top. The tower wobbled, and they both held their breath. It stayed up!',
    resolve:
      'They built the tallest tower in the whole park together. When it finally tumbled down, they laughed so hard that {pal} {sound}. They built it again, even taller.',
    after:
      'At the end of the day, {helperName} asked, "Will you come back tomorrow?" "Yes," said {name}. "And we will build an even bigger one." That is how the best friendships start, with one stone.',
  },
  {
    id: 'friendship-argument',
    theme: 'friendship',
    titles: ['The Fort for Two', '{name} and {pal} Make Up'],
    settings: ['forest', 'garden'],
    problem:
      '{name} and {pal} were building a fort of sticks. {name} wanted the door on one side. {pal} wanted it on the other side. Soon they were both grumpy, and the fort fell down.',
    tries: [
      '{name} tried to build the fort alone, but the sticks kept falling.',
      '{pal} tried to build a fort alone too, but it was too small and lonely.',
      '{helper} came by and asked, "Why are there two little forts instead of one big one?" Neither of them had a good answer.',
    ],
    turn: '{name} walked over to {pal}. "I am sorry I was bossy," said {name}. {pal} {habit}, which meant sorry too.',
    resolve:
      'Then they had a great idea. The fort could have two doors, one on each side! They built it together, stick by stick, and it was the best fort yet.',
    after:
      '{helperName} came inside to see it and said it was the finest fort in all of {spot}. {name} and {pal} sat inside, shoulder to shoulder, happy to be friends again.',
  },
  {
    id: 'friendship-moving-away',
    theme: 'friendship',
    titles: ['Friends Far and Near', 'A Gift to Remember'],
    settings: ['village', 'hill'],
    problem:
      '{helper} had sad news. "My family is moving far away," said {helperName}. "I will miss you and {pal} so much."',
    tries: [
      '{name} felt sad and did not want to talk about it. They sat quietly on the wall.',
      'Then {name} thought, "We still have today." They played all their favorite games one more time.',
      '{name} and {pal} collected special things: a shiny pebble, a feather and a pressed flower.',
    ],
    turn: '{name} put the treasures in a small box. "This is so you remember us," said {name}. "And we will write you letters."',
    resolve:
      '{helperName} hugged the box. "I will write back," said {helperName}. "Friends are still friends, even far away."',
    after:
      'A week later, a letter came with a drawing of {name}, {pal} and {helperName} standing on a hill. {name} hung it by the bed, right where it could be seen every night.',
  },
  // ---------------- patience ----------------
  {
    id: 'patience-seed',
    theme: 'patience',
    titles: ['The Seed That Took Its Time', '{name} Waits for a Flower'],
    settings: ['garden'],
    problem:
      '{helper} gave {name} a sunflower seed. "Plant it, water it, and wait," said {helperName}. {name} planted it right away and stared at the soil. Nothing happened.',
    tries: [
      'The next morning, {name} ran to look. Still just soil. {name} gave it more water.',
      'The morning after, {name} looked again. Nothing. "Maybe it is broken," said {name}.',
      'On the third morning, {name} wanted to dig it up to check. {pal} sat right on top of the spot and would not move.',
    ],
    turn: '{helperName} laughed softly. "Seeds grow under the ground first, where we cannot see. Roots come before leaves." So {name} decided to wait.',
    resolve:
      '{name} and {pal} waited. They watered the seed every day and found other things to do. Then one morning there was a tiny green shoot! Week by week it grew taller than {pal}, then taller than {name}.',
    after:
      'At last a huge yellow flower opened, as big as a dinner plate. Bees came to visit, and in the autumn the flower was full of new seeds, enough to share with everyone.',
  },
  {
    id: 'patience-bread',
    theme: 'patience',
    titles: ['Bread Takes Time', '{name} and the Rising Dough'],
    settings: ['village', 'farm'],
    problem:
      '{helper} was baking bread and let {name} help. They mixed flour, water, salt and yeast. "Now it must rise," said {helperName}. "Rise?" said {name}. "But I want bread now!"',
    tries: [
      '{name} peeked under the towel after one minute. The dough looked exactly the same.',
      '{name} peeked after five minutes. Still the same. {pal} yawned a long, bored yawn.',
      '{name} wanted to put it straight in the hot oven. "Not yet," said {helperName}, "or it will be flat as a stone."',
    ],
    turn: '"While we wait, let\u2019s do something useful," said {helperName}. They swept the floor, washed the bowls and read a story.',
    resolve:
      'When they lifted the towel, the dough had grown round and puffy, twice as big! Into the oven it went. Soon the whole kitchen smelled warm and golden.',
    after:
      'The bread came out crusty and soft inside. {name} took one bite and closed both eyes. "It was worth the wait," said {name}, and shared a warm crust with {pal}.',
  },
  {
    id: 'patience-butterfly',
    theme: 'patience',
    titles: ['Waiting for Wings', '{name} and the Chrysalis'],
    settings: ['garden', 'meadow'],
    problem:
      'On a leaf, {name} found a green chrysalis hanging like a tiny lantern. "A butterfly is growing in there," said {helper}. {name} wanted to see it right now.',
    tries: [
      '{name} watched it all morning. It did not move at all.',
      '{name} tapped the leaf very gently. "It needs quiet and time," said {helperName} softly.',
      '{name} asked {pal} to watch it too, so they took turns, but still nothing happened.',
    ],
    turn: 'Every day for many days, {name} visited and waited quietly. Then one morning, the chrysalis became clear, and something orange was folded inside.',
    resolve:
      'Slowly, a butterfly pushed its way out. Its wings were crumpled and wet. "Don\u2019t help it," whispered {helperName}. "It needs to do this itself." {name} waited, and the wings slowly opened, bright and strong.',
    after:
      'The butterfly flew a little loop around {name} and {pal}, then up into the sky. {name} waved until it was just a tiny orange dot.',
  },
  // ---------------- honesty ----------------
  {
    id: 'honesty-broken-pot',
    theme: 'honesty',
    titles: ['The Broken Flowerpot', '{name} Tells the Truth'],
    settings: ['garden', 'village'],
    problem:
      '{name} and {pal} were playing catch near {helper}\u2019s flowerpots. The ball bounced, and crash! A blue flowerpot broke into pieces.',
    tries: [
      '{name}\u2019s first thought was to hide the pieces under a bush. {name} picked one up, then put it down again.',
      '{name} thought about saying the wind had knocked it over. But the day was still, and the words felt wrong.',
      '{name} sat on the step and felt heavy inside, like a stone in a pocket.',
    ],
    turn: '{name} stood up and knocked on the door. "I broke your blue flowerpot," said {name}. "It was an accident, and I am sorry."',
    resolve:
      '{helperName} looked at the pieces and then at {name}. "Thank you for telling me," said {helperName}. "That took courage. Shall we fix it together?"',
    after:
      'They glued the pieces and filled the cracks with gold paint. The pot looked even more beautiful than before. The heavy feeling was gone, and {name} felt light as a feather.',
  },
  {
    id: 'honesty-found-coin',
    theme: 'honesty',
    titles: ['The Shiny Coin', '{name} Finds Something'],
    settings: ['village', 'park'],
    problem:
      'By the fountain, {pal} found a small purse with shiny coins inside. "We could buy so many treats," {name} thought.',
    tries: [
      '{name} looked in the window of the sweet shop. The treats looked very tasty.',
      'Then {name} thought about the person who had lost it. They might be worried and looking everywhere.',
      '{pal} sniffed the purse and looked toward the path. Someone was walking along it slowly, looking at the ground.',
    ],
    turn: 'It was {helper}. "Is this yours?" asked {name}, holding out the purse.',
    resolve:
      '"Oh, thank you!" said {helperName}. "That is my money for bread this week. You are very honest." {name} felt a warm glow, better than any treat.',
    after:
      '{helperName} was the baker, and the next morning a warm loaf and a little bag of buns arrived at {name}\u2019s door, with a note that said, "For honest friends."',
  },
  {
    id: 'honesty-game-rules',
    theme: 'honesty',
    titles: ['The Fair Race', '{name} Plays Fair'],
    settings: ['park', 'meadow'],
    problem:
      '{name}, {pal} and {helper} were racing to the big tree. Nobody was watching when {name} saw a shortcut behind the bushes.',
    tries: [
      'In the first race, {name} ran the long way and came in last.',
      'In the second race, {name} ran the long way again and came in second.',
      'Before the third race, {name} looked at the shortcut for a long time.',
    ],
    turn: '"Nobody would know," {name} thought. Then {name} thought, "But I would know." {name} ran the long way again, as fast as possible.',
    resolve:
      '{name} did not win the third race, but it was close! "That was the best race yet," said {helperName}, out of breath. {name} grinned. A fair race felt good all the way down.',
    after:
      'Later {helperName} said, "I saw that shortcut too. I\u2019m glad we both ran the real way." They shook hands, and {pal} {sound} as if to say, "Well done, both of you."',
  },
  // ---------------- teamwork ----------------
  {
    id: 'teamwork-stuck-cart',
    theme: 'teamwork',
    titles: ['The Stuck Cart', 'All Together Now'],
    settings: ['farm', 'village'],
    problem:
      '{helper} had a cart full of apples, and one wheel was stuck deep in the mud. "I have pushed and pushed," said {helperName}, "but it will not move."',
    tries: [
      '{name} pushed from the back. The cart did not move.',
      '{pal} pulled from the front. The cart did not budge.',
      '{helperName} lifted the side. The cart wobbled, but the wheel stayed stuck.',
    ],
    turn: '"What if we all do it at the same time?" said {name}. "On the count of three. One, two, three!"',
    resolve:
      '{name} pushed, {pal} pulled and {helperName} lifted, all at once. With a big squelch, the wheel popped out of the mud! The cart rolled onto the dry road.',
    after:
      '{helperName} gave them each a shiny red apple. "One alone is not enough," said {helperName}, "but three together can do almost anything." They ate the apples sitting on the cart, muddy and proud.',
  },
  {
    id: 'teamwork-sandcastle',
    theme: 'teamwork',
    titles: ['The Great Sandcastle', 'Castle by the Sea'],
    settings: ['beach'],
    problem:
      '{name} wanted to build the biggest sandcastle on the beach before the tide came in. But the tide was coming fast, and there was so much to do.',
    tries: [
      '{name} tried to dig the moat, build the walls and make the towers all alone. It took far too long.',
      '{pal} tried to help, but they kept building in the same spot and bumping into each other.',
      '{helper} came to watch. "Maybe each of you should do one job," said {helperName}.',
    ],
    turn: 'So they made a plan. {pal} would dig the moat, {name} would build the towers, and {helperName} would carry wet sand in a bucket.',
    resolve:
      'Working together, they were fast. The moat went round, the towers went up, and the walls stood strong. When the tide came in, it filled the moat like a real castle!',
    after:
      'Other children came to look and asked to help. Soon the castle had a bridge, a flag made of seaweed and a shell door. It was the biggest castle on the whole beach.',
  },
  {
    id: 'teamwork-garden-plot',
    theme: 'teamwork',
    titles: ['The Garden Everyone Grew', 'Many Hands'],
    settings: ['garden', 'village'],
    problem:
      'The old garden was full of weeds and stones. {helper} wanted to grow vegetables there, but it was far too much work for one.',
    tries: [
      '{name} pulled weeds all morning, but there were still so many.',
      '{pal} dug up stones, but the pile grew slowly.',
      'Then {name} made a sign that said, "Help us grow a garden!" and hung it on the gate.',
    ],
    turn: 'The next morning, neighbors came with spades and buckets and seeds. Each one knew how to do something different.',
    resolve:
      'Some pulled weeds, some carried stones and some planted seeds in neat rows. {pal} {gift}. By sunset, the garden was ready, and everyone was tired and happy.',
    after:
      'All summer, they took turns watering. When the carrots and beans were ready, they had a big supper together in the garden. There was enough for everyone.',
  },
  // ---------------- diversity ----------------
  {
    id: 'diversity-different-songs',
    theme: 'diversity',
    titles: ['Every Song Is Different', 'The Concert in the Trees'],
    settings: ['forest', 'meadow'],
    problem:
      'The birds were planning a concert, but they could not agree. The robin said everyone should sing like a robin. The crow said everyone should caw. Soon nobody was singing at all.',
    tries: [
      'They tried singing only like robins. The crows and owls could not do it, and they felt left out.',
      'They tried cawing like crows. It was loud and scratchy, and the small birds covered their ears.',
      '{name} asked {helper} what to do. "Listen to each one," said {helperName}. "Each one is good at something."',
    ],
    turn: '{name} had an idea. "What if everyone sings their own song, all together, taking turns and joining in?"',
    resolve:
      'The robin sang high, the crow cawed low, the owl hooted soft and slow, and {pal} {sound}. All the different sounds fit together like pieces of a puzzle.',
    after:
      'It was the most beautiful concert {spot} had ever heard. Nobody sounded the same, and that was exactly what made it wonderful.',
  },
  {
    id: 'diversity-new-food',
    theme: 'diversity',
    titles: ['The Big Sharing Table', 'Tastes from Everywhere'],
    settings: ['village', 'park'],
    problem:
      'At the street party, every family brought food from the place their family came from. {name} looked at the long table and felt unsure. So many dishes looked new and strange.',
    tries: [
      '{name} took only bread, because bread was familiar.',
      '{helper} offered a bowl of rice with spices. {name} smelled it and said, "No, thank you."',
      '{pal} tried a little bit of everything and {habit}. It looked like {pal} was having a lovely time.',
    ],
    turn: '{name} decided to be brave and try just one new thing. {name} picked a warm, folded pancake stuffed with potato.',
    resolve:
      'It was delicious! Next {name} tried the spiced rice, a sweet coconut ball and a tangy green soup. Each family told the story of their dish, and each story was different.',
    after:
      'When it was time for the next party, {name} brought a favorite family recipe too. The table was long and colorful, and every dish had a place on it.',
  },
  {
    id: 'diversity-wheelchair-race',
    theme: 'diversity',
    titles: ['The Treasure Hunt', 'Everyone Can Play'],
    settings: ['park', 'garden'],
    problem:
      '{name} was planning a treasure hunt with clues hidden everywhere: up trees, under steps and over the fence. Then {helper} arrived using a wheelchair, and {name} realized some clues would be hard to reach.',
    tries: [
      '{name} thought about cancelling the whole hunt. But that was not fair to anyone.',
      '{name} thought about giving {helperName} an easier hunt. But {helperName} wanted to play the same game as everyone.',
      '{name} asked {helperName}, "What would work for you?" {helperName} smiled. "Just put clues where all of us can reach them."',
    ],
    turn: 'So they moved the clues together. {helperName} had great ideas, like hiding a clue under a bench, where only a good looker would find it.',
    resolve:
      'The hunt was even better than before. {helperName} found the first clue, {pal} found the second, and {name} found the third. Everyone worked out the last riddle together.',
    after:
      'The treasure was a tin of shiny stickers, and they shared them out. "Next time, let\u2019s plan it together from the start," said {helperName}. {name} thought that was a great idea.',
  },
  // ---------------- empathy ----------------
  {
    id: 'empathy-grumpy-friend',
    theme: 'empathy',
    titles: ['Why Was {helperName} Grumpy?', 'Looking Beneath the Frown'],
    settings: ['meadow', 'forest'],
    problem:
      '{helper} was grumpy all morning. When {name} said hello, {helperName} turned away. "Leave me alone," said {helperName}.',
    tries: [
      '{name} felt hurt and walked off. But then {name} wondered, "Why would a friend be so grumpy?"',
      '{name} thought about times of feeling grumpy. Sometimes it was because of being tired, or hungry, or sad.',
      '{name} and {pal} sat down nearby and waited quietly, without asking any questions.',
    ],
    turn: 'After a while, {helperName} said softly, "My favorite tree fell down in the storm last night. It was where I liked to sit and think."',
    resolve:
      '"That sounds really sad," said {name}. {name} did not try to fix it right away. {name} just listened, and {pal} leaned close and kept {helperName} company.',
    after:
      'Later, they found a new tree together, with a branch just right for sitting. {helperName} said, "Thank you for understanding." {name} knew that sometimes, listening is the kindest thing.',
  },
  {
    id: 'empathy-scared-kitten',
    theme: 'empathy',
    titles: ['The Kitten Up High', '{name} Understands'],
    settings: ['village', 'park'],
    problem:
      'A tiny kitten was stuck on a wall, crying "mew, mew." When {name} reached up, the kitten hissed and backed away.',
    tries: [
      '{name} reached again, faster. The kitten hissed louder.',
      '{name} called, "Come here, kitty!" very loudly. The kitten hid behind a flowerpot.',
      '{name} stopped and thought, "If I were tiny and lost, how would I feel?" The answer was: very scared.',
    ],
    turn: 'So {name} crouched down low, spoke in a soft voice and held out a hand without grabbing. {pal} sat very still too.',
    resolve:
      'Slowly, the kitten crept closer and sniffed {name}\u2019s fingers. Then it climbed right into {name}\u2019s arms and began to purr. {helper} came running. "My kitten! I have been looking everywhere."',
    after:
      '"How did you get the kitten to come down?" asked {helperName}. "I thought about how it felt," said {name}. The kitten purred all the way home.',
  },
  {
    id: 'empathy-lost-race',
    theme: 'empathy',
    titles: ['After the Race', 'A Friend Who Understood'],
    settings: ['park', 'meadow'],
    problem:
      'At the sports day, {name} won the race and got a shiny ribbon. But {helper}, who came last, was sitting alone with wet eyes.',
    tries: [
      '{name} wanted to show everyone the ribbon and jump around.',
      'But then {name} remembered coming last once, and how much that had hurt.',
      '{name} walked over but was not sure what to say. Saying "I won" would not help at all.',
    ],
    turn: '{name} sat down beside {helperName}. "I came last in a race last year," said {name}. "I felt really sad too."',
    resolve:
      '{helperName} looked up. "You did?" {name} nodded. "Do you want to practice together next week?" {helperName} wiped both eyes and smiled a small smile. {pal} {habit}, which made them both laugh.',
    after:
      'They practiced every Saturday. At the next race, {helperName} did not come last, and {name} cheered the loudest of anyone.',
  },
  // ---------------- gratitude ----------------
  {
    id: 'gratitude-thank-you-walk',
    theme: 'gratitude',
    titles: ['The Thank-You Walk', '{name} Says Thank You'],
    settings: ['village', 'park'],
    problem:
      '{name} woke up grumpy. The cereal was soggy, it was not a special day, and nothing seemed fun. "Nothing good ever happens," said {name}.',
    tries: [
      '{helper} said, "Let\u2019s go for a walk and count good things." {name} sighed but went anyway.',
      'They passed the baker, who waved. That was one good thing. They saw a rainbow in the fountain spray. That was two.',
      '{pal} found a puddle and splashed so happily that {name} laughed. That was three good things already.',
    ],
    turn: '{name} started looking for good things, and suddenly they were everywhere: a cat in a window, warm sunshine, a friend to walk with.',
    resolve:
      '{name} decided to say thank you to people who made the day good. {name} thanked the baker for the bread, the mail carrier for the letters and {helperName} for the walk.',
    after:
      'By the end of the walk, {name} had counted twenty good things. At home, {name} drew a picture of all of them, with {pal} right in the middle.',
  },
  {
    id: 'gratitude-harvest',
    theme: 'gratitude',
    titles: ['The Harvest Supper', 'Thank You, Everyone'],
    settings: ['farm', 'garden'],
    problem:
      '{name} was eating a big bowl of soup and asked, "Where does soup come from?" {helper} said, "Let\u2019s find out." {name} had never thought about it before.',
    tries: [
      'First they visited the field where the carrots grew. A farmer had planted and watered them all summer.',
      'Then they visited the mill, where the flour for the bread was made. The miller was covered in white dust.',
      'Then they watched the rain fill the barrels, and {helperName} said the sun and rain helped everything grow.',
    ],
    turn: '{name} realized that a lot of people, and a lot of sunshine and rain, had helped make one bowl of soup.',
    resolve:
      'So {name} made thank-you cards for the farmer, the miller and the cook. {pal} pressed a {hand} print on each one, just to be extra special.',
    after:
      'That night at supper, before eating, {name} said, "Thank you to everyone who made this." The soup tasted even better.',
  },
  {
    id: 'gratitude-small-gift',
    theme: 'gratitude',
    titles: ['The Smallest Present', '{name} and the Pebble'],
    settings: ['beach', 'river'],
    problem:
      'It was {name}\u2019s birthday. {name} had hoped for a big present, but {helper} gave just a small, smooth pebble with a painted {animal} on it. {name} felt disappointed.',
    tries: [
      '{name} put the pebble on a shelf and forgot about it.',
      'Later, {name} noticed how carefully the {animal} had been painted. Every whisker and spot was there.',
      '{name} asked {helperName} about it. "I spent a whole week painting it," said {helperName}, "because I know you love {pal}."',
    ],
    turn: '{name} held the pebble and felt it warm in one hand. It was not big, but it was full of care.',
    resolve:
      '{name} gave {helperName} a big hug. "Thank you," said {name}. "It is the most special present I have." {helperName} smiled all the way up to the eyes.',
    after:
      '{name} kept the pebble in a pocket every day. Whenever {name} touched it, {name} remembered a friend who had spent a whole week thinking about someone else.',
  },
  // ---------------- respect ----------------
  {
    id: 'respect-bird-nest',
    theme: 'respect',
    titles: ['The Nest in the Hedge', 'Quiet Feet'],
    settings: ['garden', 'park'],
    problem:
      '{name} and {pal} found a nest in the hedge with three blue eggs. {name} wanted to pick one up and look at it closely.',
    tries: [
      '{name} reached toward the nest, but the mother bird chirped loudly from a branch.',
      '{name} tried to climb closer, and the mother bird flapped her wings.',
      '{name} asked {helper}, who said, "This nest is a home. How would you feel if a giant picked up your bed?"',
    ],
    turn: '{name} stepped back. "We can look with our eyes," said {name}, "from far away, and be very quiet."',
    resolve:
      'They made a little hiding place behind a bush and watched. The mother bird settled down on her eggs. Every day they came back, quiet as mice.',
    after:
      'One morning, there were three tiny chicks with open mouths. Weeks later, they flew away. {name} was glad they had let the birds be, because the whole family was safe.',
  },
  {
    id: 'respect-grandpa-story',
    theme: 'respect',
    titles: ['Listening to {helperName}', 'The Story Worth Hearing'],
    settings: ['village', 'farm'],
    problem:
      '{helper} began telling an old story about the village long ago. {name} was bored and kept interrupting to talk about games.',
    tries: [
      '{name} interrupted once. {helperName} paused and started again.',
      '{name} interrupted twice. {helperName} sighed and stopped talking.',
      '{name} saw that {helperName} looked a little sad. {pal} was the only one still listening, ears up.',
    ],
    turn: '"I am sorry I kept interrupting," said {name}. "Can you tell the story again? I will listen properly this time."',
    resolve:
      '{helperName} told the story of a great flood long ago, when the whole village worked together to save the animals. {name} listened to every word. It was exciting!',
    after:
      'When it was finished, {name} asked lots of questions, and {helperName} was happy to answer them all. "Thank you for listening," said {helperName}. "It means a lot."',
  },
  {
    id: 'respect-library-quiet',
    theme: 'respect',
    titles: ['The Quiet Corner', '{name} at the Library'],
    settings: ['library'],
    problem:
      'At the library, {name} and {pal} found a funny book and laughed very loudly. Other readers looked up and frowned.',
    tries: [
      '{name} tried to laugh more quietly, but giggles kept bubbling out.',
      '{pal} tried to hide behind the book, but that only made {name} laugh more.',
      '{name} noticed {helper}, who was trying hard to read a big book for school, and looked upset.',
    ],
    turn: '{name} understood that the library was a place for everyone, and quiet helped everyone think.',
    resolve:
      '{name} whispered sorry to {helperName}. Then {name} and {pal} took the funny book to the story room, where laughing was allowed, and laughed as much as they liked.',
    after:
      'Later, {helperName} came to find them. "I finished my reading," said {helperName}. "Can I hear the funny book now?" So they read it together, and this time everyone laughed.',
  },
];

export const MORAL_VOICES: readonly ThemeVoice[] = [
  {
    theme: 'kindness',
    feel: [
      '{name} thought about how one small kind thing can make a whole day brighter.',
      'Giving something away had left {name} feeling fuller, not emptier.',
      '{name} remembered the smile on {helperName}\u2019s face.',
    ],
    talk: [
      '"Do you think it made a difference?" {name} asked. {pal} {sound}, and {name} decided that it probably had.',
      '"It did not cost anything," {name} said thoughtfully, "but it mattered."',
    ],
    twist: [
      'For a moment, {name} worried that nobody would notice or care. Then {name} realized that being kind was not about being noticed.',
    ],
  },
  {
    theme: 'courage',
    feel: [
      '{name} thought about the shaky feeling and how it had slowly gone away.',
      'Brave did not mean not scared, {name} decided. It meant going anyway.',
      '{name} felt a little taller than in the morning.',
    ],
    talk: [
      '"I was terrified," {name} admitted. "Were you?" {pal} {habit}, which seemed like a yes.',
      '"Next time will be easier," {name} said. "I think that is how it works."',
    ],
    twist: [
      'Halfway there, {name}\u2019s courage almost ran out completely, and {name} had to stop and find it again.',
    ],
  },
  {
    theme: 'friendship',
    feel: [
      '{name} thought about how the best friendships start with something small.',
      'Having a friend made everything feel a little easier and a lot more fun.',
      '{name} was already looking forward to tomorrow.',
    ],
    talk: [
      '"Friends do not have to agree on everything," {name} said. "They just have to keep listening."',
      '"I am glad it was you," {name} told {helperName}. "Today would have been boring without you."',
    ],
    twist: [
      'Then a misunderstanding made things awkward, and for a while nobody knew what to say.',
    ],
  },
  {
    theme: 'patience',
    feel: [
      '{name} thought about how the best things sometimes take the longest.',
      'Waiting had been hard, but the waiting had been part of it.',
      '{name} felt calm and proud.',
    ],
    talk: [
      '"I almost gave up waiting," {name} confessed. "I am really glad I did not."',
      '"Some things cannot be hurried," {name} said, sounding surprisingly grown up.',
    ],
    twist: ['Then there was a setback, and it seemed as if all the waiting had been for nothing.'],
  },
  {
    theme: 'honesty',
    feel: [
      '{name} thought about how light it felt to have nothing to hide.',
      'Telling the truth had been hard for a minute and good for a long time.',
      '{name} felt clear inside, like a window after rain.',
    ],
    talk: [
      '"I could have said nothing," {name} said quietly. "But that would have felt worse every day."',
      '"The truth is scary for a minute," {name} told {pal}, "and then it is just the truth."',
    ],
    twist: [
      'For a moment, a little untrue story seemed so easy, and {name} had to decide what kind of person to be.',
    ],
  },
  {
    theme: 'teamwork',
    feel: [
      '{name} thought about how every helper had done a different part.',
      'Nobody could have done it alone, and that made it even better.',
      '{name} felt proud of the whole team.',
    ],
    talk: [
      '"Everybody had a job," {name} said, "and every job mattered."',
      '"We were better together than apart," {name} said. "That is kind of amazing."',
    ],
    twist: ['Then everyone tried to lead at once, and the plan almost fell apart before it began.'],
  },
  {
    theme: 'diversity',
    feel: [
      '{name} thought about how boring the world would be if everyone were the same.',
      'Every person had brought something different, and every difference had helped.',
      '{name} felt happy to know so many different friends.',
    ],
    talk: [
      '"Being different is not a problem to solve," {name} said. "It is what makes things interesting."',
      '"I learned something from everybody today," {name} said. "Even from {pal}."',
    ],
    twist: [
      'Someone grumbled that things were better the old way, and {name} had to think about how to include everyone without leaving anyone out.',
    ],
  },
  {
    theme: 'empathy',
    feel: [
      '{name} thought about how everyone carries feelings that you cannot see at first.',
      'Listening had helped more than any words.',
      '{name} felt close to {helperName} in a new way.',
    ],
    talk: [
      '"I did not understand at first," {name} admitted. "I only saw the outside."',
      '"It is strange," {name} said. "Sometimes helping means just being there."',
    ],
    twist: [
      'At first {name} felt annoyed and almost walked away, before noticing something that changed everything.',
    ],
  },
  {
    theme: 'gratitude',
    feel: [
      '{name} thought about all the good things that had been there all along.',
      'Saying thank you had made {name} feel warm inside.',
      '{name} counted one more good thing: a friend like {pal}.',
    ],
    talk: [
      '"Funny," said {name}. "The day did not change. I just started noticing it."',
      '"Thank you for today," {name} said to {pal}, and meant every word.',
    ],
    twist: [
      'Then something went wrong, and {name} had to decide whether one bad moment would spoil the whole day.',
    ],
  },
  {
    theme: 'respect',
    feel: [
      '{name} thought about how listening and being gentle had made everything better.',
      'Everyone deserved to be treated with care, big or small.',
      '{name} felt proud of doing the right thing.',
    ],
    talk: [
      '"I was only thinking about myself," {name} admitted. "That was not fair."',
      '"Everyone has something worth listening to," {name} said. "Even when it is quiet."',
    ],
    twist: [
      'It would have been easier to do what {name} wanted, and for a moment that seemed tempting.',
    ],
  },
];
