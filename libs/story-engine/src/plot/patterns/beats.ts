import type { Para, PatternContext } from '../types';
import { P } from './common';
import { factTeller } from './solve';

/**
 * The lines that write a beat more fully for readers of five and up. Every sentence of five
 * words or more names the companion ({P}) together with something of the theme's own material
 * (the helper {H}, the object {O} or {o}, the place {place}, the goal {goal}), so it belongs to
 * this story's problem and to no other; shorter replies ("Not yet," said Mia.) carry the
 * exchange. `[a|b]` chooses one whole wording per story. Each pair is written twice, whole: the
 * plain wording for early readers, the richer one for middle school (upper elementary takes
 * both, in turn). Nothing is swapped word by word.
 */
export type Pair = readonly [plain: string, rich: string];

/** The arrival at the place, before the problem: the companion, the place, what they expect. */
const OPENING: readonly Pair[] = [
  [
    '{P} {moves} ahead across {place}, then stopped to wait. "Come on!"',
    '{P} {moves} ahead across {place}, pausing every few steps with the patient air of a guide who suspected that {C} might otherwise wander off and get lost.',
  ],
  [
    '"What shall we do first?" asked {P}, looking all around {place}. "Everything," said {C}.',
    '"What exactly is the plan for {place} today?" asked {P}, who liked to know these things in advance. "Notice everything," said {C}.',
  ],
  [
    '{C} liked {place} best with {P} there. It was their place.',
    '{C} had always found {place} more interesting in the company of {P}, who noticed the small, odd details that most visitors walked straight past without a second glance.',
  ],
  [
    '{P} had a feeling about {place} today, the kind that meant something was about to happen.',
    '{P} had a particular feeling about {place} that day, the restless, expectant kind, and announced with complete confidence that something important was about to happen there.',
  ],
  [
    '{N} and {P} had been to {place} many times, but never on a day quite like this one. Not ever.',
    '{N} and {P} had visited {place} more times than either could count, yet neither of them suspected how differently this visit would turn out.',
  ],
  [
    '{P} stood very still. {P} listened hard. Trouble? {C} waited.',
    'The moment they reached {place}, {P} went quiet and watchful, with the alert expression {C} had learned to take seriously, because it usually meant trouble was close.',
  ],
];

/** Talk, tries and thoughts while the problem is worked on (want, try and harder pages). */
const WORK: readonly Pair[] = [
  [
    '"Tell me about {O} again," said {P}. So {H} told {P} all of it, slowly, from the start.',
    '"Tell me about {O} once more, from the beginning," said {P}, and {H} went through the whole story again while {P} listened with the concentrated stillness of a {A} on watch.',
  ],
  [
    '{N} and {P} thought hard about a way {goal}. Hmm.',
    '{C} tried to think of a sensible way {goal}, while {P} considered the same question from an angle that only a {A} would ever think of.',
  ],
  [
    '"Is this too much trouble?" {H} asked {P}. "Not for {O}," said {P}. "Not for you."',
    '"I hate to be such a nuisance about {O}," {H} told {P} apologetically. {P} looked genuinely offended. "Helping you with {O} is not a nuisance," {P} said. "Never."',
  ],
  [
    '{P} walked all the way round {O}, looking at every side. {H} watched {P} hopefully. Round and round.',
    '{P} made a slow, thorough circuit around {O}, studying it from every side, while {H} watched with an expression caught halfway between hope and doubt.',
  ],
  [
    '"Not that," said {C}. "But now we know one way that does not work for {O}," said {P}.',
    '"Well, that did not work," said {P}, "but at least we can cross one idea off the list, which brings us a little closer to helping {H}."',
  ],
  [
    '{H} sighed. {P} heard it and [pressed close to {H}|stayed near {H}] without a word. Just there.',
    '{H} let out a small, weary sigh that was probably not meant to be heard, and {P} moved quietly closer, offering company in place of words.',
  ],
  [
    '{C} felt cross. But {P} was still there, still trying {goal}. Good old {P}.',
    '{C} felt a flash of frustration and then, watching {P} calmly carry on trying {goal}, felt the frustration fade into something steadier and more useful.',
  ],
  [
    '{P} was getting tired. But {H} was counting on {P}, so tired would have to wait. {C} nodded.',
    '"Exhausted yet?" {C} asked. "Slightly," admitted {P}, "but {H} is relying on us, and that is a considerably better reason to continue than tiredness is to stop."',
  ],
  [
    '{P} had an idea about {O} and tried it. It did not work. But it gave {P} a better idea about {O}. A much better one.',
    '{P} proposed an unusual idea about {O}, which failed, but it failed in such an interesting way that it pointed {Cobj} toward a better one.',
  ],
  [
    'They tried again, slower. {P} watched one side of {O} and {C} watched the other.',
    'They attempted it again, more slowly and more methodically, with {P} watching one side of {O} while {C} concentrated on the other.',
  ],
  [
    '"What would you do if you were {H}?" {C} asked {P}. {P} thought. "{H} would hope a friend came," said {P}.',
    '"What would you want, if you were {H}?" {C} asked {P} quietly. {P} considered it seriously. "I would want someone to notice," {P} said at last, "and then to stay, the way we are staying with {H}."',
  ],
  [
    '{H} looked over at {P} with hopeful eyes, and {C} did not want to let {ho} down. Not now.',
    '{H} kept glancing across at {P} with such hopeful eyes that {C} felt the responsibility settle firmly on both their shoulders, and resolved not to disappoint {ho}.',
  ],
  [
    '{C} sat down. "What do we know about {O}?" {C} asked {P}. {P} counted up what they had tried for {H}. Ideas left? Not many.',
    '"What do we actually know about {O}?" {C} asked, and {P} listed everything methodically: what they had attempted for {H}, what had failed, and what remained untried.',
  ],
  [
    '{P} [got the giggles|started to laugh] at the wrong moment, and {H} laughed too. It helped.',
    '{P} collapsed into helpless giggles at exactly the wrong moment, and then, unexpectedly, {H} laughed as well, the first real laugh anyone had heard from {ho} all day.',
  ],
  [
    '{C} wiped {C\u2019s} hands. "Right. Again." {P} gave a cheer, and {H} smiled.',
    '{C} took a deep breath and said, "Right, once more," and {P} cheered so enthusiastically that even {H} managed a small, tired smile.',
  ],
  [
    '"Do you think we can really help {H}?" asked {P}. "We can try!"',
    '"Do you honestly believe we can help {H}?" asked {P}. "I believe we can try properly for {H}, {P}," said {C}, "and trying properly is the only way to find out."',
  ],
  [
    '{H} told {P} why {O} mattered so much, and {C} listened, and understood a little more. {C} nodded slowly.',
    '{H} explained to {P}, hesitantly, why {O} mattered so much, and {C} listened without interrupting, which was harder than it sounds and considerably more useful.',
  ],
  [
    '{P} nudged {Cobj}. That was how {P} said that {H} needed them. Keep going.',
    '{P} gave {Cobj} a firm nudge, which in the private language of a {A} meant: keep going, because {H} needs us and we are not finished.',
  ],
  [
    '{N} and {P} drew a little plan for {O}, with arrows and circles, and {H} came over to look. "Clever," {hs} said.',
    '{N} and {P} sketched a plan for {O}, full of arrows and circles and crossings-out, until {H} came over to inspect it with polite bewilderment.',
  ],
  [
    'Nobody said anything. {N} and {P} just worked on {O}, side by side, while {H} watched.',
    'For several minutes nobody spoke at all, while {N} and {P} worked side by side on {O}, and {H} watched them, and the silence was a companionable one.',
  ],
  [
    '"If this does not work for {H}," said {P}, "what then?" "Then we rethink."',
    '"And if that fails for {H}?" asked {P}. {C} shrugged. "Then we rethink."',
  ],
  [
    '{C} felt a flutter of worry about {O} and told {P}. Then the worry shrank. Much smaller.',
    '{C} felt worry about {O} rising like a small, fluttering moth, and described it to {P}, and found that naming it aloud shrank it to a manageable size.',
  ],
  [
    '"We are closer than we were," {P} told {H}. "I can feel it." {H} hoped {P} was right.',
    '"Objectively, we are closer than we were an hour ago," {P} told {H}, "and I think that deserves some recognition." {H} sincerely hoped that {P} was right.',
  ],
  [
    '{C} stared at {O} with {P} for a long time. No answer came.',
    '{C} studied {O} for a long moment, as though enough patience might persuade it to reveal the answer to {P} and {Cobj}.',
  ],
  [
    '"I keep thinking about {H}, {P}," said {C}. "Me too," said {P}, "and about {O}." {C} smiled.',
    '"I cannot stop thinking about {H}," {C} admitted to {P}. "Neither can I," said {P}, "which is precisely why we are both still standing here, staring at {O}."',
  ],
  [
    '{H} brought {P} and {Cobj} a drink of water. "Whatever happens with {O}, {P}," {hs} said, "thank you."',
    '{H} brought {P} and {Cobj} something to drink, and said, "Whatever happens with {O}, I am grateful that you stayed," which made them both more determined.',
  ],
  [
    '"What did the last try teach us about {O}?" {C} asked {P}. "That it was not the last try for {O}," said {P}.',
    '"What did that attempt teach us about {O}?" {C} asked {P}. "Principally," said {P}, "that it was not going to be our final attempt on {O}." {C} groaned and grinned.',
  ],
  [
    '{P} stretched and shook all over, ready for the next idea about {O}. "Next!"',
    '{P} stretched elaborately, shook from nose to tail, and announced a readiness for the next idea about {O}, whatever it might turn out to be.',
  ],
  [
    '"You are good at this," {H} told {P}. "Not yet," said {P}, "but we are getting better at helping {H}."',
    '"You are remarkably good at this," {H} told {P}. "Not yet," said {P} modestly, "though I will admit we are improving with every attempt on {O}."',
  ],
  [
    '{C} tried to think like {H}, and then like {P}. Then {P} tried to see {O} like someone new. It was hard.',
    '{C} tried to think the way {H} would, then the way {P} would, and finally like a stranger seeing {O} for the very first time.',
  ],
  [
    '"Look how far we have come for {H}," said {P}, and {C} looked back at all they had tried. So many tries!',
    '"Consider how far we have come," said {P}, and {C}, looking back over everything they had attempted for {H}, realised it was further than it felt.',
  ],
  [
    '{P} saw {H} looking at {O} with a sad little smile. {C} saw it too. Now {N} and {P} would not give up on {H}. That settled it.',
    '{C} caught {H} gazing at {O} with a sad, lopsided smile, and {P} noticed it too, and without discussing it they both decided that giving up was no longer possible.',
  ],
  [
    '{P} sat down next to {H}. "We have not forgotten about {O}," {P} said. "Not for one minute."',
    '{P} settled down beside {H} and said firmly, "Nobody here has forgotten about {O}, not for a single minute," which seemed to comfort {ho} more than anything else had.',
  ],
  [
    '{C} counted the ways {goal}, and told {P}. There were four. {P} added two more. That made six.',
    '{C} listed every possible way {goal}, counting them off on {C\u2019s} fingers, and {P} contributed two more that had not occurred to anyone.',
  ],
  [
    '"Slow down for {H}," {P} told {Cobj}. "Right, not fast." So {C} slowed down.',
    '"Slow down," {P} advised, "because {H} needs this done properly, not quickly." {C} reluctantly agreed, and the slower approach to {O} immediately felt more promising to {P} as well.',
  ],
  [
    '{H} pointed at something near {O} and asked {P}, "Could that help?" {P} went to look.',
    '{H} pointed hesitantly at something close to {O} and asked whether it might be useful, and {P} went to investigate with great seriousness.',
  ],
  [
    '{P} tried the idea on {O} one way. Then {C} flipped it. Better! Only a little.',
    '{P} tested the idea one way while {C} tested it the opposite way, and the comparison showed clearly which approach suited {O} better.',
  ],
  [
    '"Do not worry, {H}," said {P}. "We never give up." {H} looked at {P} and worried a little less. {P} was glad. Very glad.',
    '"Please do not worry, {H}," said {P}, "because between the two of us we are far too stubborn to give up," and {H} looked fractionally less anxious.',
  ],
  [
    '{H} hummed a little tune to {P} while they worked. It helped {Cobj} think.',
    '{H} began humming softly to {P} while they worked, and {C} discovered that thinking was easier with a tune in the background.',
  ],
  [
    '{P} sniffed at {O} and made a funny face at {H}, and {hs} laughed a little at that. So did {C}.',
    '{P} examined {O} with a deeply suspicious expression and declared it "not ready to cooperate", which made {H} laugh despite everything.',
  ],
  [
    '"Hungry," sighed {P}. "First {O}, then lunch, {P}," said {C}. {P} sighed.',
    '"Starving," announced {P}. "First {O}, then lunch," said {C}, and {P} gave {H} a look of theatrical suffering that made {ho} smile.',
  ],
  [
    '{N} and {P} stepped back to look at {O} from further away. Sometimes that helps.',
    '{C} stepped back to look at {O} from a distance, and {P} did the same, because sometimes distance shows what closeness hides.',
  ],
  [
    '"If I were bigger, I could fix {O}," {C} told {P}. "Bigger would not help {H}," said {P}.',
    '"If only I were bigger and cleverer," {C} told {P}, "then {O} would be simple." {P} pointed out that bigger and cleverer people had not solved {O} either.',
  ],
  [
    '{H} asked {P} what a {A} would do. {P} thought very hard about {O}, and then showed them. Everyone clapped.',
    '{H} asked {P} what a {A} would do in such a situation, and {P}, delighted to be consulted, gave a demonstration that was more enthusiastic than useful.',
  ],
  [
    '"Ready?" asked {C}. "Ready," said {P}. Neither {P} nor {N} was sure about {O}, but both were ready to try.',
    '"Ready?" asked {C}. "Ready," said {P}. Neither {P} nor {N} felt at all certain about {O}, but both were prepared to find out.',
  ],
  [
    '{C} told {P} a joke about {O}. Not a good one. {H} laughed anyway. {P} groaned.',
    '{C} told {P} a joke about {O}, which was not especially funny, yet {H} laughed so genuinely that it felt like a small victory.',
  ],
  [
    '{P} whispered to {Cobj}, "I think {H} is glad we stayed." {C} thought so too.',
    '"I think {H} is glad we stayed, whatever happens," {P} whispered, and {C}, glancing across, saw that {P} was right.',
  ],
  [
    '{N} and {P} promised not to go home until {H} was all right. They shook on it.',
    '{N} and {P} made a private promise that neither of them would go home until {H} was properly all right again.',
  ],
  [
    '{H} told {P} about the last time something like this happened, and how it had worked out in the end.',
    '{H} told {P} a long story about the last time something similar had happened, years ago, and how it had all come right in the end.',
  ],
  [
    '"One more look at {O}," said {P}. {C} nodded. "One more."',
    '"Let us have one more careful look at {O}," suggested {P}, and {C}, who had been about to suggest exactly the same thing, nodded.',
  ],
  [
    '{P} and {N} took turns, first one and then the other, and slowly things began to change for {H}.',
    '{N} and {P} took turns, patiently, first one and then the other, and slowly, almost without noticing, things began to change for {H}.',
  ],
  [
    '{C} wanted to ask {H} a hundred questions, but {P} asked just one, and it was the right one.',
    '{C} had a hundred questions for {H}, but {P} asked only one, and it turned out to be exactly the right one.',
  ],
  [
    '"Are you all right, {H}?" asked {P}. {H} said yes, but {P} stayed close anyway.',
    '"Are you all right, {H}?" asked {P} quietly. {H} insisted that everything was fine, but {P} stayed close anyway, just in case.',
  ],
];

/** The turn: the idea arrives, the child chooses what matters. */
const TURN: readonly Pair[] = [
  [
    '{C} took a breath. {C} stopped rushing. With {P} waiting beside {Cobj}, {C} thought about what {H} really needed.',
    '{C} stopped trying to be quick about {O} and, with {P} waiting patiently, thought for the first time properly about what {H} actually needed rather than what would look impressive.',
  ],
  [
    '{P} went very still, and {C} knew that look: {P} had noticed something about {O}. "What?" asked {C}.',
    '{P} went completely motionless, and {C} recognised the expression at once: {P} had noticed something about {O} that everyone else had missed.',
  ],
  [
    '"Wait," said {P}. "Look at {O} again, really look," {P} said. So {C} did.',
    '"Wait," said {P}. "Look at {O} again," {P} whispered, "and this time do not assume anything." So {C} looked again.',
  ],
  [
    '{H} held {hp} breath, and {P} did too. It had to work! Ready...',
    '{H} was holding {hp} breath, and {P} was doing the same, and {C} understood that this attempt mattered more than all the others combined.',
  ],
  [
    '{C} remembered something {H} had told {P} earlier. {P} looked up. "Yes?" said {P}.',
    'A remark {H} had made earlier, which had seemed insignificant at the time, surfaced in {C\u2019s} memory, and {P} looked up sharply, as if hearing it too.',
  ],
  [
    '"Together," said {C}. {P} nodded, and {H} watched {P} and {Cobj} and did not dare to speak.',
    '"Together, then," said {C}, and {P} nodded solemnly, while {H} watched them both in a silence that was full of hope and afraid to say so.',
  ],
  [
    '"I think I know what {H} needs," {C} told {P}, and {P} listened to every word. Every single one.',
    '"I believe I finally understand what {H} needs," {C} told {P} slowly, and {P} listened to every word with complete attention.',
  ],
  [
    '{C} took a deep breath and did the hard part for {H}, with {P} right there. Then it was done.',
    '{C} drew a long, steadying breath and did the difficult part for {H}, while {P} stood close enough to be felt.',
  ],
  [
    '{P} looked at {H}, then at {O}, and suddenly {P} knew. "Oh!"',
    '{P} looked from {H} to {O} and back again, and then, quite suddenly, {P} understood.',
  ],
  [
    '"What if we try it the other way round?" {C} asked {P}, and {H} looked up, surprised.',
    '"What if we have been doing it backwards all along?" {C} asked {P}, and {H} looked up, suddenly alert.',
  ],
];

/** The resolution: the want met, the helper glad, the child proud in a quiet way. */
const RESOLVE: readonly Pair[] = [
  [
    '{C} felt warm to {C\u2019s} toes, and {P} danced around {H}. Hooray!',
    '{C} felt a warmth spreading all the way down to {C\u2019s} toes, and {P} performed a small, undignified dance of triumph around {H}.',
  ],
  [
    '{H} laughed out loud and hugged {P}, who looked very pleased with {O} and with everything. Such a hug!',
    '{H} laughed aloud and hugged {P}, who looked enormously pleased with {O}, with the day, and most of all with being hugged.',
  ],
  [
    '"We did it for {H}," said {P}. "Together," said {C}.',
    '"We did it for {H}," said {P}, rather proudly. "Together," {C} corrected.',
  ],
  [
    '{H} could not stop smiling at {O}, and {P} smiled at {ho}. Big smiles.',
    '{H} could not stop smiling at {O}, and {P} could not stop smiling at {H}, and {C} decided that this was the best possible way for the problem to end.',
  ],
  [
    '"I will never forget today," {H} told {P}. "Me neither," said {P}.',
    '"I will remember today for a very long time," {H} told {P}. "Same," said {P}, "especially the part about {O}."',
  ],
  [
    '{P} let {H} hold {O} for a long moment, and {C} thought it was the nicest part of the day. Nobody spoke.',
    '{P} waited while {H} held on to {O} for a long, quiet moment, and {C} thought that this, rather than the solving, was the part worth remembering.',
  ],
  [
    '{P} wanted to tell everyone about {O}. But {H} wanted to tell them first, so {P} waited. {P} did not mind.',
    '{P} was eager to announce the news about {O} to everyone nearby, but {H} insisted, laughing, on being the one to tell it.',
  ],
  [
    '"You two are a good team," {H} told {P}. {P} nodded at {Cobj}. "The best," said {P}.',
    '"You two make an excellent team," {H} told {P}, and {P}, glancing at {Cobj}, agreed that this was entirely true.',
  ],
  [
    '{C} looked at {O}, then at {H}, then at {P}. {P} looked at everybody. Nobody wanted to leave. Not yet.',
    '{C} looked at {O} and then at {H}, while {P} looked happily at everyone at once, and for a while nobody wanted the afternoon to end.',
  ],
  [
    '{P} had been right about {O} all along. But {P} did not say "I told you so" to {H}. Not once.',
    '{P} very kindly refrained from saying "I told you so", despite having been right about {O} from the very beginning.',
  ],
  [
    '{P} looked up at {Cobj} with shining eyes, because it worked for {H}. At last!',
    '{P} looked up at {Cobj} with unmistakable delight, because it was finally working, and {H} could see it as clearly as they could.',
  ],
  [
    'All the tries had taught {P} and {Cobj} something about {O}, and now the lessons came together. Click!',
    'Every failed attempt had taught {P} and {Cobj} something about {O}, and now, all at once, those separate lessons fitted together like pieces of a puzzle.',
  ],
];

/** The way home in the evening: looking back on the day's own problem. */
const EVENING: readonly Pair[] = [
  [
    '"Goodbye, {H}!" called {P}. "Come back soon, {P}!" called {H}, waving until they were out of sight.',
    '"Goodbye, {H}!" called {P}, and {H} waved until they were out of sight, a small figure growing smaller in the fading light.',
  ],
  [
    'On the way, {P} said that first hearing about {O} felt like ages ago. It was true.',
    'On the way home {P} observed that the moment they had first heard about {O} already felt like ages ago, which {C} agreed was strange for a single day.',
  ],
  [
    '{C} {was} tired. It was the good tired, after a day of helping {H} with {P}. Happy tired.',
    '{C} felt tired in the satisfying way that follows a day of real effort, and {P}, walking alongside, seemed to feel the same about {H} and {O}.',
  ],
  [
    '{P} walked slowly, [still thinking about {O}|thinking about {H}], and {C} did not hurry {P} along. No rush.',
    '{P} walked slowly, glancing back every so often as if {H} might still be waving, and {C} did not hurry {P}, because some days deserve a slow ending.',
  ],
  [
    '"I liked helping {H}," said {P}. "Me too, {P}," said {C}, "even the hard parts about {O}."',
    '"I enjoyed helping {H}," {P} said thoughtfully, "even the frustrating parts about {O}." {C} agreed with {P} that the frustrating parts of {O} had somehow become the best ones.',
  ],
  [
    '{P} kept looking back. "I hope {H} sleeps well tonight," {P} said.',
    '{P} kept glancing back the way they had come, and said, "I hope {H} sleeps well tonight," with a seriousness {C} found touching.',
  ],
  [
    '"Best part?" asked {C}. "When {H} smiled," said {P}, without even thinking.',
    '"Best part?" {C} asked. "When {H} smiled," said {P}, without a moment of hesitation.',
  ],
  [
    '{C} told {P} what {C} would tell everyone about {O}. {P} said to leave out the silly parts of {O}. {C} laughed.',
    '{C} rehearsed how to tell everyone at home about {O}, and {P} suggested, with dignity, that certain embarrassing moments could be left out.',
  ],
  [
    '{P} was quiet on the way, thinking about {O}. {C} {was} quiet too.',
    '{P} was unusually quiet on the way, still thinking about {O}, and {C} did not interrupt.',
  ],
  [
    '"Can we come back and see {H} again?" asked {P}. "Soon," said {C}.',
    '"Can we come back and see how {H} is getting on?" asked {P}. "Very soon," {C} promised.',
  ],
];

/** Bedtime: the day's problem remembered, the calm end. */
const NIGHT: readonly Pair[] = [
  [
    '"Do you think {H} is happy now?" {C} whispered to {P}. "Very," {P} whispered back.',
    '"Do you suppose {H} is happy tonight?" {C} whispered to {P}. "Unreasonably happy," {P} whispered back, "and probably telling everyone about {O}."',
  ],
  [
    '{C} smiled in the dark, thinking of {place}, and {P} gave a sleepy sigh. Soft and slow.',
    '{C} smiled in the dark, picturing {place} as it had looked that afternoon, while {P} gave a long, contented sigh that meant sleep was near.',
  ],
  [
    '"Thank you for helping {H}, {P}," whispered {C}. "Any time," said {P}.',
    '"Thank you for helping {H} today, {P}," whispered {C}. "Any time," murmured {P}.',
  ],
  [
    '{P} yawned once more. "Tomorrow we can visit {H} again," {P} mumbled.',
    '{P} produced one final, enormous yawn and mumbled that tomorrow they could visit {H} again and see how {O} was getting on.',
  ],
  [
    '{C} thought about {O} one more time, and then about {P}, warm and close.',
    '{C} thought about {O} one last time, and then about {P}, warm and close and already breathing slowly, and the thoughts grew soft.',
  ],
  [
    '{P} mumbled something about {O}, and then {P} was asleep.',
    '{P} mumbled something sleepy about {O} and {H}, and then, between one word and the next, was asleep.',
  ],
  [
    '"Goodnight, {H}," whispered {P} to the dark window.',
    '"Goodnight, {H}," {P} whispered toward the dark window, wherever {H} might be.',
  ],
];

export type BeatPool = 'opening' | 'work' | 'turn' | 'resolve' | 'evening' | 'night';

const POOLS: Readonly<Record<BeatPool, readonly Pair[]>> = {
  opening: OPENING,
  work: WORK,
  turn: TURN,
  resolve: RESOLVE,
  evening: EVENING,
  night: NIGHT,
};

/** Every pair, for tests. */
export const BEAT_PAIRS: readonly Pair[] = Object.values(POOLS).flat();

/**
 * The band's wording of a pair: early readers the plain one; upper elementary mostly plain
 * (two in three); middle school mostly rich (two in three), so reading levels rise by band.
 */
export function register(ctx: PatternContext) {
  let k = 0;
  return (pair: Pair): string => {
    const n = k++;
    if (ctx.band === 'early-elementary') return pair[0];
    if (ctx.band === 'middle-school') return n % 3 === 2 ? pair[0] : pair[1];
    return n % 3 === 2 ? pair[1] : pair[0];
  };
}

/** A story's draw of beat lines: each pool shuffled once, each line told once. */
export function beats(ctx: PatternContext) {
  const say = register(ctx);
  const decks = Object.fromEntries(
    Object.entries(POOLS).map(([k, v]) => [k, ctx.rng.shuffle(v)]),
  ) as Record<BeatPool, Pair[]>;
  const next = Object.fromEntries(Object.keys(POOLS).map((k) => [k, 0])) as Record<
    BeatPool,
    number
  >;
  return {
    say,
    /** A theme fact told in a sentence that carries the companion (see `factTeller`). */
    fact: factTeller(ctx),
    /** `n` more lines of a beat, at priorities from `pri` up (none when the pool is spent). */
    more(pool: BeatPool, pri: number, n = 1): Para[] {
      const out: Para[] = [];
      for (let i = 0; i < n; i++) {
        const pair = decks[pool][next[pool]++];
        if (pair) out.push(P(say(pair), pri + i));
      }
      return out;
    },
  };
}
