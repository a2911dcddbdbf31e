import { type Retelling } from './blueprint';

/**
 * A second telling of every beat of the moral plots: the same events in other words. Each beat of
 * a story is told one way or the other (chosen by the seed), so the slots stay where they were:
 * `{helper}` (the first mention) in the same beat as the first telling, `{helperName}` after it.
 */
export const MORAL_RETOLD: Readonly<Record<string, Retelling>> = {
  'kindness-lost-scarf': {
    problem:
      '{helper} was sitting on a bench with cold, pink cheeks. "The wind took my red scarf," said {helperName}. "Someone special gave it to me, and now I am freezing."',
    tries: [
      'First they searched all around the bench. There was a feather and an old bottle cap, but there was no red scarf.',
      'Next they asked the baker, who was brushing flour off the step. "No scarf here," said the baker, "but something red blew past me toward the trees."',
      'Then {pal} {gift}. Up in a tall tree, the red scarf was waving from a branch, much too high for anyone to reach.',
    ],
    turn: 'Then {name} thought of something. {name} unwound a cozy blue scarf and put it around {helperName}\u2019s neck. "Wear mine for now," said {name}, "while we get yours down."',
    resolve:
      '{name} pulled the branch down low and held it still. {pal} reached and tugged, and the red scarf slipped free and dropped right into {name}\u2019s arms. {helperName} wound it round twice and beamed.',
    after:
      '{helperName} held out the blue scarf to give it back. "Keep it until you are warm," said {name}. The very next day, {helperName} knitted a tiny scarf that fitted {pal} perfectly.',
  },
  'kindness-shared-picnic': {
    problem:
      'The picnic blanket held one sandwich, one apple and three cookies. Then {name} and {pal} noticed {helper}, sitting nearby with nothing to eat. "My lunch fell in the stream," said {helperName} with a sigh.',
    tries: [
      '{name} looked down at the food. It was only a small lunch. "There might not be enough to share," {name} thought.',
      'Just then, a little sparrow hopped up close. {name} gave it a crumb, and the sparrow chirped as if to say thank you.',
      '{name} cut the sandwich in half, and then cut each half again. That made four pieces. Would four be enough?',
    ],
    turn: '"Please come and sit with us," said {name}. "We can all share our picnic."',
    resolve:
      'So {helperName} joined them on the blanket. Everyone got a piece of sandwich, a slice of apple and a cookie. Each share was small, but the picnic was twice as much fun.',
    after:
      'Then {helperName} spotted wild strawberries in the grass by the blanket and picked some for everybody. Sharing, it seemed, had made the picnic grow.',
  },
  'kindness-new-neighbor': {
    problem:
      'A big moving van stopped by the gate, and {helper} climbed out. {helperName} looked at the pile of boxes and then down at the ground. Nobody came to say hello.',
    tries: [
      '{name} gave a friendly wave. {helperName} waved a little bit, but still looked lonely.',
      '{name} and {pal} gathered some flowers and put them on the doorstep. {helperName} sniffed them, and the corners of a smile appeared.',
      'Next they helped carry a box up the path. It was heavy, and {pal} {move} right beside them all the way.',
    ],
    turn: 'Then {name} spotted a picture stuck to one of the boxes. It was a picture of a {animal}, just like {pal}!',
    resolve:
      '"Is this your drawing?" asked {name}. {helperName} nodded. "Do you want to meet a real one?" asked {name}. {pal} stepped up and {habit}, and {helperName} laughed out loud for the first time that day.',
    after:
      'All afternoon they unpacked boxes, drew pictures and told stories. By evening, the new house felt a bit more like home, and {helperName} did not feel lonely anymore.',
  },
  'courage-dark-path': {
    problem:
      '{helper} hurried over as the afternoon grew late. "My little lantern rolled away down the path into the dark woods," said {helperName}. "I need it to get home tonight."',
    tries: [
      '{name} stepped once into the shade. The trees were very tall, and the shadows were very long. {name} stepped back out.',
      'Next {name} took two steps. A branch creaked, and {name}\u2019s heart thumped. It was only the wind in the trees.',
      'Then {name} took three steps, holding {pal} close. "It is okay to be scared," {name} whispered. "We can be scared and go anyway."',
    ],
    turn: 'Just then, {pal} {gift}. Under a fern, the little lantern was lying on its side, waiting to be found.',
    resolve:
      '{name} lifted the lantern up high. In its light, the woods looked friendly, full of ferns and soft, mossy stones. The shadows were only shadows after all.',
    after:
      'They took the lantern back to {helperName}. "That was very brave of you," said {helperName}. {name} grinned. "My legs were wobbly," said {name}, "but I still went."',
  },
  'courage-swim-jump': {
    problem:
      'Children were splashing in the water at {spot}, but {name} sat on the bank. The water looked very deep, and {name} did not feel ready yet.',
    tries: [
      '{name} put one toe in. Brr! The water was cold, and the toe came straight back out.',
      'Then {name} sat on the edge and kicked both feet in the water. That felt a little better.',
      '{helper} showed {name} how to lie back and float like a starfish. "Let the water hold you up," said {helperName}.',
    ],
    turn: '{pal} stood in the shallow water, close by. "I am right here," {pal} seemed to say. {name} counted, "One, two, three," and slid into the water.',
    resolve:
      'The water held {name} up, just as {helperName} had promised. {name} kicked, paddled and floated like a starfish in the sunshine. It was not scary now. It was wonderful.',
    after:
      'Before the day was over, {name} was calling, "Come on in!" to another child who looked worried. "Start with one toe," {name} said. "That is what I did."',
  },
  'courage-speak-up': {
    problem:
      '{helper} had fallen off a bike at {spot}, and some bigger kids were laughing. {helperName} had a scraped knee, and nobody was helping at all.',
    tries: [
      '{name} wanted to say something, but the words would not come out. {name}\u2019s face felt hot.',
      '{name} looked around for a grown-up to help. There was not one anywhere.',
      '{name} took a slow, deep breath, in through the nose and out through the mouth, like blowing on hot soup.',
    ],
    turn: 'Then {name} stepped forward. "Stop laughing," said {name}. The voice shook a little, but the words came out. "Everybody falls off when they are learning."',
    resolve:
      'The bigger kids stopped laughing. One of them looked down and mumbled, "Sorry." {name} helped {helperName} stand up, and {pal} carried the bike bell that had come off.',
    after:
      '{helperName} rode slowly along the path while {name} and {pal} clapped and cheered. "Thank you for sticking up for me," said {helperName}. Inside, {name} felt taller.',
  },
  'friendship-shy-one': {
    problem:
      '{helper} sat alone at {spot}, building a tower out of stones. {name} wanted to join in, but did not know what to say first.',
    tries: [
      '{name} walked by and gave a smile. {helperName} looked up for a moment and then looked away.',
      '{name} walked by once more. "That is a nice tower," said {name}. "Thanks," said {helperName}, very softly.',
      '{name} picked up a flat, smooth stone and held it out. "Maybe this could go on top?" asked {name}.',
    ],
    turn: '{helperName} took the stone and put it on the very top. The tower wobbled, and they both held their breath. It did not fall!',
    resolve:
      'Together they built the tallest tower in the whole park. When at last it crashed down, they laughed so much that {pal} {sound}. Then they built it again, even higher.',
    after:
      'When it was time to go, {helperName} asked, "Will you come back tomorrow?" "Yes," said {name}. "We can build an even bigger one." The best friendships often start like that, with one stone.',
  },
  'friendship-argument': {
    problem:
      '{name} and {pal} were making a fort out of sticks. {name} wanted the door here. {pal} wanted the door there. Soon they were both cross, and the fort tumbled down.',
    tries: [
      '{name} tried building a fort all alone, but the sticks kept sliding down.',
      '{pal} tried building one too, but it was small and lonely with only one inside.',
      '{helper} wandered by and asked, "Why are there two tiny forts and not one big one?" Neither of them knew what to say.',
    ],
    turn: '{name} went over to {pal}. "Sorry I was so bossy," said {name}. {pal} {habit}, which was a way of saying sorry too.',
    resolve:
      'Then they had a wonderful idea. The fort could have two doors, one on each side! Stick by stick they built it together, and it was their best fort ever.',
    after:
      '{helperName} crawled in to look and said it was the finest fort in all of {spot}. {name} and {pal} sat inside, side by side, glad to be friends again.',
  },
  'friendship-moving-away': {
    problem:
      '{helper} came with sad news. "We are moving far away," said {helperName}. "I am going to miss you and {pal} so much."',
    tries: [
      '{name} felt sad and did not want to talk. They sat on the wall together without a word.',
      'Then {name} said, "We still have today." So they played every one of their favorite games, one last time.',
      '{name} and {pal} gathered special things: a shiny pebble, a soft feather and a flat, pressed flower.',
    ],
    turn: '{name} put the treasures into a little box. "These will help you remember us," said {name}. "And we will send you letters."',
    resolve:
      '{helperName} held the box tight. "I will write back," said {helperName}. "Friends stay friends, even when they are far apart."',
    after:
      'A week later, a letter arrived. Inside was a drawing of {name}, {pal} and {helperName} on a hill. {name} pinned it up by the bed, where it could be seen every night.',
  },
  'patience-seed': {
    problem:
      '{helper} handed {name} a sunflower seed. "Plant it, water it, then wait," said {helperName}. {name} planted it at once and stared hard at the soil. Nothing happened at all.',
    tries: [
      'Next morning, {name} rushed out to look. There was only soil. {name} gave it some more water.',
      'The morning after that, {name} checked again. Still nothing. "Maybe this seed is broken," said {name}.',
      'By the third morning, {name} wanted to dig the seed up to see. But {pal} sat down right on top of the spot and stayed there.',
    ],
    turn: '{helperName} gave a gentle laugh. "Seeds grow under the soil first, where we cannot see them. Roots come first, and then leaves." So {name} chose to wait.',
    resolve:
      'So {name} and {pal} waited. Every day they watered the seed, and then they went off to play. One morning, a tiny green shoot poked up! Week after week it grew, taller than {pal} and then taller than {name}.',
    after:
      'In the end, a giant yellow flower opened, as wide as a dinner plate. Bees came buzzing, and by autumn the flower was packed with new seeds, plenty to share.',
  },
  'patience-bread': {
    problem:
      '{helper} was making bread and let {name} help. They mixed flour, water, salt and yeast into a dough. "Now we let it rise," said {helperName}. "Rise?" said {name}. "But I want bread right now!"',
    tries: [
      'After one minute, {name} lifted the towel to look. The dough had not changed at all.',
      'After five minutes, {name} looked again. It was still the same. {pal} gave a long, bored yawn.',
      '{name} wanted to put the dough straight into the hot oven. "Not yet," said {helperName}. "It would come out as flat as a stone."',
    ],
    turn: '"Let\u2019s do something useful while we wait," said {helperName}. So they swept the floor, washed the bowls and read a story together.',
    resolve:
      'When they lifted the towel at last, the dough had puffed up, round and twice as big! In it went, into the oven. Soon the kitchen smelled warm and golden.',
    after:
      'The bread came out with a crunchy crust and a soft middle. {name} took a bite and shut both eyes. "That was worth the wait," said {name}, and gave {pal} a warm crust.',
  },
  'patience-butterfly': {
    problem:
      '{name} found a green chrysalis on a leaf, hanging like a little lantern. "There is a butterfly growing inside," said {helper}. {name} wanted to see it right away.',
    tries: [
      '{name} watched it the whole morning. It did not move once.',
      '{name} tapped the leaf, very softly. "It needs time and quiet," said {helperName} in a gentle voice.',
      '{name} asked {pal} to watch it too. They took turns watching, but nothing happened.',
    ],
    turn: 'For many days, {name} came back and waited quietly. Then one morning, the chrysalis was clear, and something orange was folded up inside.',
    resolve:
      'Little by little, a butterfly pushed out. Its wings were wet and crumpled. "Do not help it," whispered {helperName}. "It has to do this by itself." {name} waited, and slowly the wings spread open, bright and strong.',
    after:
      'The butterfly fluttered once around {name} and {pal} and then rose up into the sky. {name} kept waving until it was only a tiny orange speck.',
  },
  'honesty-broken-pot': {
    problem:
      '{name} and {pal} were throwing a ball near {helper}\u2019s flowerpots. The ball bounced the wrong way, and crash! A blue flowerpot broke into pieces.',
    tries: [
      '{name} first thought of hiding the pieces under a bush. {name} picked one up and then put it back.',
      'Next {name} thought of saying that the wind had blown it over. But there was no wind at all, and the words felt wrong.',
      '{name} sat down on the step. Inside, {name} felt heavy, like carrying a stone in a pocket.',
    ],
    turn: '{name} got up and knocked on the door. "I broke your blue flowerpot," said {name}. "I did not mean to, and I am sorry."',
    resolve:
      '{helperName} looked at the broken pieces, and then at {name}. "Thank you for telling me," said {helperName}. "That was brave. Shall we mend it together?"',
    after:
      'They glued the pieces and painted the cracks with gold. The pot looked even lovelier than before. The heavy feeling had gone, and {name} felt as light as a feather.',
  },
  'honesty-found-coin': {
    problem:
      '{pal} found a little purse by the fountain, full of shiny coins. "We could buy lots of treats with this," {name} thought.',
    tries: [
      '{name} peered into the sweet shop window. The treats looked very yummy.',
      'Then {name} thought about whoever had lost the purse. They might be worried and searching everywhere.',
      '{pal} sniffed the purse and then looked at the path. Someone was walking along it slowly, staring at the ground.',
    ],
    turn: 'It was {helper}. "Is this your purse?" asked {name}, holding it out.',
    resolve:
      '"Oh, thank you so much!" said {helperName}. "That is my bread money for the whole week. You are very honest." {name} felt warm inside, and it was better than any treat.',
    after:
      '{helperName} was the baker. Next morning, a warm loaf and a bag of buns were waiting at {name}\u2019s door, with a note that said, "For honest friends."',
  },
  'honesty-game-rules': {
    problem:
      '{name}, {pal} and {helper} were having races to the big tree. Nobody was looking when {name} noticed a shortcut behind the bushes.',
    tries: [
      'In race number one, {name} went the long way and came last.',
      'In race number two, {name} went the long way again and came second.',
      'Before race number three, {name} stared at the shortcut for a long time.',
    ],
    turn: '"Nobody would find out," {name} thought. Then {name} thought, "But I would know." So {name} ran the long way again, as fast as {name} could go.',
    resolve:
      '{name} did not win race number three, but it was very close! "Best race yet," puffed {helperName}. {name} smiled. Racing fair felt good all the way through.',
    after:
      'Afterward, {helperName} said, "I saw the shortcut too. I am glad we both ran the proper way." They shook hands, and {pal} {sound} as if to say, "Well done, you two."',
  },
  'teamwork-stuck-cart': {
    problem:
      '{helper} had a cart piled with apples, but one wheel was stuck deep in the mud. "I pushed and I pushed," said {helperName}, "but it will not move at all."',
    tries: [
      '{name} pushed the back of the cart. It did not move.',
      '{pal} pulled the front of the cart. It did not budge.',
      '{helperName} heaved up the side. The cart wobbled, but the wheel stayed in the mud.',
    ],
    turn: '"Let\u2019s all try at the same time," said {name}. "When I count to three. One, two, three!"',
    resolve:
      'All at once, {name} pushed, {pal} pulled and {helperName} lifted. Squelch! The wheel popped out of the mud, and the cart rolled onto the dry road.',
    after:
      '{helperName} handed each of them a shiny red apple. "One on their own is not enough," said {helperName}, "but three together can do nearly anything." They sat on the cart, muddy and proud, and ate their apples.',
  },
  'teamwork-sandcastle': {
    problem:
      '{name} wanted to make the biggest sandcastle on the whole beach before the tide came in. But the tide was coming in fast, and there was lots to do.',
    tries: [
      '{name} tried to dig the moat, build the walls and shape the towers all alone. It was far too slow.',
      '{pal} tried to help too, but they both kept building in the same place and bumping heads.',
      '{helper} stopped to watch. "What if each of you did just one job?" said {helperName}.',
    ],
    turn: 'So they made a plan. {pal} would dig the moat, {name} would shape the towers, and {helperName} would bring wet sand in a bucket.',
    resolve:
      'With everyone doing a job, the work went fast. The moat went all the way round, the towers rose up, and the walls stood strong. When the tide came in, it filled the moat just like a real castle!',
    after:
      'Other children came over and asked if they could help. Soon the castle had a bridge, a seaweed flag and a door made of a shell. It was the biggest castle on the beach.',
  },
  'teamwork-garden-plot': {
    problem:
      'The old garden was covered in weeds and stones. {helper} wanted to grow vegetables in it, but it was much too much work for one person.',
    tries: [
      '{name} pulled up weeds the whole morning, but there were still lots left.',
      '{pal} dug up stones, but the pile grew very slowly.',
      'Then {name} wrote a sign that said, "Help us grow a garden!" and tied it to the gate.',
    ],
    turn: 'Next morning, neighbors arrived with spades, buckets and seeds. Each of them was good at something different.',
    resolve:
      'Some pulled weeds, some carried stones, and some planted seeds in straight rows. {pal} {gift}. By sunset, the garden was ready, and everyone was tired but happy.',
    after:
      'All summer long, they took turns with the watering. When the beans and carrots were ready, they ate a big supper together in the garden, and there was plenty for all.',
  },
  'diversity-different-songs': {
    problem:
      'The birds wanted to put on a concert, but they could not agree. The robin wanted everyone to sing like a robin. The crow wanted everyone to caw. Soon no one was singing.',
    tries: [
      'First they all tried to sing like robins. The crows and the owls could not do it, and they felt left out.',
      'Then they all tried to caw like crows. It was loud and scratchy, and the little birds covered their ears.',
      '{name} asked {helper} for help. "Listen to every bird," said {helperName}. "Each one is good at something."',
    ],
    turn: 'Then {name} had an idea. "Why not let everyone sing their own song, together, taking turns and joining in?"',
    resolve:
      'The robin sang high, the crow cawed low, the owl hooted soft and slow, and {pal} {sound}. All the different sounds fitted together like the pieces of a puzzle.',
    after:
      '{spot} had never heard such a beautiful concert. No two voices were the same, and that was exactly what made it so good.',
  },
  'diversity-new-food': {
    problem:
      'Every family brought food to the street party, food from the places their families came from. {name} looked along the table and felt unsure. Lots of the dishes looked new and strange.',
    tries: [
      '{name} only took some bread, because bread was something {name} knew.',
      '{helper} held out a bowl of spiced rice. {name} sniffed it and said, "No, thank you."',
      '{pal} tasted a little of everything and {habit}. {pal} seemed to be having a lovely time.',
    ],
    turn: '{name} decided to be brave and taste just one new thing. {name} chose a warm, folded pancake filled with potato.',
    resolve:
      'It was delicious! Then {name} tried the spiced rice, a sweet coconut ball and a tangy green soup. Each family told the story of its dish, and every story was different.',
    after:
      'At the next party, {name} brought a favorite family recipe to share. The table was long and full of colors, and there was room on it for every dish.',
  },
  'diversity-wheelchair-race': {
    problem:
      '{name} was getting a treasure hunt ready, with clues hidden up trees, under steps and over the fence. Then {helper} arrived in a wheelchair, and {name} saw that some clues would be hard to reach.',
    tries: [
      '{name} thought about calling off the hunt. But that would not be fair to anybody.',
      '{name} thought about making an easier hunt just for {helperName}. But {helperName} wanted to play the same game as everyone else.',
      '{name} asked {helperName}, "What would work best for you?" {helperName} smiled. "Just hide the clues where all of us can reach them."',
    ],
    turn: 'So they moved the clues together. {helperName} had clever ideas, like tucking a clue under a bench, where only a sharp-eyed hunter would spot it.',
    resolve:
      'The hunt was better than ever. {helperName} found clue one, {pal} found clue two, and {name} found clue three. They all solved the last riddle together.',
    after:
      'The treasure was a tin of shiny stickers, and everybody got some. "Next time, let\u2019s plan it together from the beginning," said {helperName}. {name} liked that idea very much.',
  },
  'empathy-grumpy-friend': {
    problem:
      '{helper} had been grumpy all morning. When {name} said hello, {helperName} turned the other way. "Leave me alone," said {helperName}.',
    tries: [
      '{name} felt hurt and went away. But then {name} wondered, "What makes a friend so grumpy?"',
      '{name} remembered feeling grumpy too. Sometimes it was from being tired, or hungry, or sad.',
      '{name} and {pal} sat down a little way off and waited quietly. They did not ask any questions.',
    ],
    turn: 'After a while, {helperName} said in a small voice, "My favorite tree blew down in the storm last night. I used to sit there and think."',
    resolve:
      '"Oh, that is really sad," said {name}. {name} did not try to fix it straight away. {name} just listened, and {pal} leaned in close to keep {helperName} company.',
    after:
      'Later on, they found a new tree together, with a branch that was perfect for sitting. "Thank you for understanding," said {helperName}. {name} knew that listening can be the kindest thing of all.',
  },
  'empathy-scared-kitten': {
    problem:
      'A tiny kitten was stuck up on a wall, crying, "Mew, mew." When {name} reached for it, the kitten hissed and backed away.',
    tries: [
      '{name} reached again, more quickly. The kitten hissed even louder.',
      '{name} shouted, "Here, kitty!" in a big voice. The kitten hid behind a flowerpot.',
      '{name} stopped to think. "If I were tiny and lost, how would I feel?" The answer was: very frightened.',
    ],
    turn: 'So {name} crouched down low, talked in a gentle voice and held out a hand without grabbing. {pal} kept very still too.',
    resolve:
      'Bit by bit, the kitten crept closer and sniffed {name}\u2019s fingers. Then it climbed into {name}\u2019s arms and started to purr. {helper} came hurrying up. "My kitten! I have looked everywhere."',
    after:
      '"How did you get my kitten down?" asked {helperName}. "I thought about how it was feeling," said {name}. The kitten purred the whole way home.',
  },
  'empathy-lost-race': {
    problem:
      '{name} won the race at sports day and got a shiny ribbon. But {helper}, who came last, was sitting all alone with teary eyes.',
    tries: [
      '{name} wanted to wave the ribbon around and jump for joy.',
      'But then {name} remembered coming last once, and how much it had hurt.',
      '{name} went over but did not know what to say. "I won" would not help one bit.',
    ],
    turn: '{name} sat down next to {helperName}. "Last year I came last in a race," said {name}. "I felt really sad as well."',
    resolve:
      '{helperName} looked up. "Really?" {name} nodded. "Shall we practice together next week?" {helperName} wiped both eyes and gave a little smile. {pal} {habit}, and that made them both laugh.',
    after:
      'They practiced together every Saturday. At the next race, {helperName} was not last, and nobody cheered louder than {name}.',
  },
  'gratitude-thank-you-walk': {
    problem:
      '{name} got up feeling grumpy. The cereal was soggy, today was not a special day, and nothing seemed like fun. "Nothing good ever happens to me," said {name}.',
    tries: [
      '{helper} said, "Let\u2019s take a walk and count the good things." {name} sighed, but went along.',
      'They passed the baker, who gave them a wave. That was one good thing. They saw a rainbow in the spray of the fountain. That was two.',
      '{pal} found a puddle and splashed in it so happily that {name} laughed out loud. That made three good things.',
    ],
    turn: 'Once {name} started looking, good things were everywhere: a cat in a window, the warm sun, and a friend to walk beside.',
    resolve:
      '{name} decided to thank the people who had made the day good. {name} thanked the baker for the bread, the mail carrier for the letters and {helperName} for the walk.',
    after:
      'By the time they got back, {name} had counted twenty good things. At home, {name} drew a picture of every one, with {pal} in the very middle.',
  },
  'gratitude-harvest': {
    problem:
      '{name} was eating a big bowl of soup. "Where does soup come from?" asked {name}. "Let\u2019s go and find out," said {helper}. {name} had never wondered about it before.',
    tries: [
      'First they went to the field where the carrots grew. A farmer had planted them and watered them all summer long.',
      'Next they went to the mill, where the flour for the bread was ground. The miller was dusty and white all over.',
      'Then they watched rain filling the barrels, and {helperName} said the sun and the rain help everything grow.',
    ],
    turn: '{name} saw that lots of people, and lots of sun and rain, had helped to make just one bowl of soup.',
    resolve:
      'So {name} made thank-you cards for the farmer, the miller and the cook. {pal} put a {hand} print on every card, to make them extra special.',
    after:
      'At supper that night, before anyone ate, {name} said, "Thank you to everybody who made this." The soup tasted better than ever.',
  },
  'gratitude-small-gift': {
    problem:
      'It was {name}\u2019s birthday. {name} had hoped for a big present, but {helper} gave only a small, smooth pebble with a {animal} painted on it. {name} felt let down.',
    tries: [
      '{name} put the pebble on a shelf and forgot all about it.',
      'Later on, {name} saw how carefully the {animal} was painted. Every whisker and every spot was there.',
      '{name} asked {helperName} about the pebble. "It took me a whole week to paint," said {helperName}, "because I know how much you love {pal}."',
    ],
    turn: '{name} held the pebble tight, and it felt warm. It was small, but it was full of care.',
    resolve:
      '{name} hugged {helperName}. "Thank you," said {name}. "It is my most special present." {helperName}\u2019s smile reached all the way to the eyes.',
    after:
      'From then on, {name} carried the pebble every day. Each time {name} touched it, {name} thought of a friend who had spent a whole week thinking about someone else.',
  },
  'respect-bird-nest': {
    problem:
      'In the hedge, {name} and {pal} found a nest with three blue eggs inside. {name} wanted to pick one up and look at it up close.',
    tries: [
      '{name} reached toward the nest, and the mother bird chirped loudly from a branch.',
      '{name} tried to climb a bit closer, and the mother bird flapped her wings.',
      '{name} asked {helper}, who said, "That nest is a home. How would you feel if a giant picked up your bed?"',
    ],
    turn: '{name} took a step back. "We can look with our eyes," said {name}, "from a long way off, and keep very quiet."',
    resolve:
      'They made a little hiding spot behind a bush and watched. The mother bird sat down on her eggs again. They came back every day, as quiet as mice.',
    after:
      'One morning, three tiny chicks were in the nest with their mouths wide open. A few weeks later, they flew away. {name} was glad they had left the birds alone, because the whole family was safe.',
  },
  'respect-grandpa-story': {
    problem:
      '{helper} started telling an old story about the village, long ago. {name} was bored and kept butting in to talk about games.',
    tries: [
      '{name} butted in once. {helperName} stopped and began again.',
      '{name} butted in a second time. {helperName} sighed and went quiet.',
      '{name} saw that {helperName} looked a bit sad. Only {pal} was still listening, with both ears up.',
    ],
    turn: '"Sorry I kept butting in," said {name}. "Will you tell the story again? This time I will really listen."',
    resolve:
      '{helperName} told the story of a great flood long ago, when the whole village worked together to save the animals. {name} heard every word. It was so exciting!',
    after:
      'At the end, {name} asked lots of questions, and {helperName} was glad to answer every one. "Thank you for listening," said {helperName}. "It means a great deal to me."',
  },
  'respect-library-quiet': {
    problem:
      'In the library, {name} and {pal} found a funny book and laughed out loud. Other people looked up from their books and frowned.',
    tries: [
      '{name} tried to laugh quietly, but the giggles kept bubbling up.',
      '{pal} tried to hide behind the book, and that made {name} laugh even more.',
      'Then {name} noticed {helper}, who was trying hard to read a thick book for school and looked upset.',
    ],
    turn: '{name} understood that the library belonged to everyone, and that quiet helped everyone think.',
    resolve:
      '{name} whispered sorry to {helperName}. Then {name} and {pal} carried the funny book to the story room, where laughing was allowed, and laughed as much as they wanted.',
    after:
      'Later, {helperName} came looking for them. "My reading is done," said {helperName}. "Can I hear the funny book now?" So they read it together, and this time everybody laughed.',
  },
};
