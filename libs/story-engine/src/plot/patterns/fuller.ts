import type { CastMember, Para, PatternContext } from '../types';
import { P, cap, says } from './common';

/**
 * Ways to write a beat more fully for readers of five and up, all about the beat's own problem,
 * helper, object and feelings: talk between the child and the companion, the child's thoughts,
 * a neighbour who stops to ask and offers what it can. Each is used at most once a story.
 */
const TALK: readonly string[] = [
  '"Why does this matter so much to {H}?" asked {P}. "Because it matters to {ho}," said {C}. "And {H} matters to us."',
  '"What would you do if you were {H}?" {C} asked {P}. {P} thought for a long time. "I would hope someone came to help," {P} said at last.',
  '{C} thought about how {H} must be feeling, and that made {Cobj} want to try even harder.',
  '"Are you tired?" asked {P}. "A bit," said {C}. "But {H} is counting on us, so I am not tired enough to stop."',
  '{C} made a list in {C\u2019s} head of everything they had tried so far. It was a long list, and every item on it had taught them something about {O}.',
  '"I wish I were bigger," said {C}. "I wish I were a bit more like you," said {P}. And they both laughed, even though nothing was solved yet.',
  '{H} brought them a drink of water and sat with them for a moment. "Whatever happens," {hs} said, "thank you for trying."',
  '"Let us go over it one more time," said {C}. "What do we know?" {P} counted it all up: what they had tried, what had not worked, and what they had not tried yet.',
  '{C} remembered something Grandma always said: when you are stuck, look at the problem from a different side. So {C} walked all the way around {O} and looked again.',
  '{P} nudged {C\u2019s} hand. It was {P}\u2019s way of saying, "Keep going. I am right here."',
  '"Do you think we can really do it?" asked {P}. "I think we can try," said {C}, "and trying is how you find out."',
  '{C} noticed that {H} kept glancing over with hopeful eyes, and {C} did not want to let {ho} down.',
  '"What is the hardest part?" {H} asked. {C} thought about it. "The waiting between one idea and the next," {C} said. {H} nodded. "That is the hardest part of everything."',
  '{P} said, "When I was very small, I thought every problem could be fixed in one go." "And now?" asked {C}. "Now I know some need three goes, or ten," said {P}.',
  '{C} closed {C’s} eyes for a moment and pictured how {H} would look when it was all fixed. It was a good picture, and {C} held on to it.',
  '"Tell me about {O}," said {C}. So {H} told them, and the more {C} heard, the more {C} understood why it mattered.',
  '{C} wiped {C’s} hands on {C’s} knees and said, "Right. Again." {P} gave a small cheer.',
  '"You are good at this," {H} told {Cobj}. "I am not, yet," said {C}. "But I am getting better at it."',
  'For a while nobody said anything. {C} and {P} just worked side by side, and {H} watched, and the quiet was a friendly kind of quiet.',
  '"If this does not work," said {P}, "what then?" "Then we think of something else," said {C}. "There is always something else."',
  '{C} felt a flutter of worry, like a moth inside. {C} told {P} about it, and saying it out loud made the moth smaller.',
  '{H} laughed for the first time that day, a small surprised laugh, and {C} felt that they were getting somewhere.',
  '{P} stretched and yawned and then shook all over, ready for the next idea.',
  '"I keep thinking about {H}," said {C}. "Me too," said {P}. "That is why we are still here."',
  '{C} looked at {O} for a long moment, as if it might tell them the answer if they were patient enough.',
  '"What did we learn from the last try?" asked {C}. "That it was not the last try," said {P}, and {C} groaned and grinned at the same time.',
  '{H} told them about a time long ago when {hs} had needed help too, and someone had come. "I never forgot it," {hs} said.',
  '{P} leaned against {C\u2019s} side, and {C} took a deep breath and felt steadier.',
  '"Ready?" asked {C}. "Ready," said {P}. Neither of them was sure, but both of them were ready.',
  '{C} tried to think like {H}, and then like {P}, and then like nobody at all, just like someone looking with fresh eyes.',
  '"Do you think {H} minds how long this is taking?" whispered {C}. {P} peeked over. "I think {H} is just glad we stayed," {P} whispered back.',
  '{C} told {P} a joke to keep their spirits up. It was not a very good joke, but {P} laughed so hard that {H} laughed too.',
  '"Every time we get it wrong, we learn where right is not," said {P}. "That sounds wise," said {C}. "I am a very wise {A}," said {P}.',
  '{C} and {P} drew a little plan in the dirt with a stick, with arrows and circles, and {H} came over to look at it.',
  '{C} caught {H} looking at {O} with a sad little smile, and {C} decided right then not to give up.',
  '"Are we nearly there?" asked {P}. "We are nearer than we were," said {C}, which was true, and which made them both feel better.',
  '{P} got the giggles at exactly the wrong moment, and then {C} got them too, and it was a while before either of them could try again.',
  '"Promise me one thing," said {H}. "If it gets too hard, you will stop." "We promise," said {C}. But {C} and {P} both knew it was not too hard yet.',
  '{C} took {P}\u2019s advice and stopped for a moment to look around. Sometimes the answer is not where you are looking, but beside it.',
  '"I have been thinking," said {P}, which was always a good sign, or sometimes a very bad one.',
  '{C} asked {H} what {hs} would do next if {hs} were them. {H} smiled. "I would do exactly what you are doing," {hs} said, "and not give up."',
  '"Look how far we have come," said {P}. {C} looked back at everything they had tried for {H}, and it was further than it felt.',
  '{H} hummed a little tune while {hs} watched them work, and {C} found that it was easier to think with music in the air.',
  '"My tummy is rumbling," said {P}. "Mine too," said {C}. "First this, then lunch." {P} sighed a very long sigh.',
  '"We make a good team," said {C}. "The best," said {P}, and meant it.',
];

/** The same try, once more and better: attempts that build. */
const RETRY: readonly string[] = [
  '{C} tried it once more, slower this time, with {P} watching from the other side. It still did not work, but it came closer.',
  'They tried again, and this time {P} held one end while {C} held the other. Closer, but not quite.',
  '"Once more," said {C}, "but carefully." Carefully was better. Carefully was nearly right.',
  '{C} tried the same thing a different way round, and {H} leaned forward to watch. "Oh, that is better," {hs} said.',
  'The next try went wrong in a new way, which {P} said was a kind of progress. {C} {was} not so sure, but laughed anyway.',
  '{C} stopped, looked, and changed one small thing before trying again. One small thing made a bigger difference than {C} expected.',
  'This time {C} asked {H} to watch and say what {hs} saw. "You are rushing the last part," said {H}. So {C} did the last part slowly.',
  '"Hold on," said {P}. "Let me try it my way." {P}\u2019s way was strange, but it was a little bit better, and {C} said so.',
  '{C} and {P} counted to three and tried together. It almost worked, which was nearly the same as working, said {P}.',
  '{P} had a suggestion, and {C} tried it. It did not work, but it gave {Cobj} a better idea.',
];

export function fuller(ctx: PatternContext) {
  const talk = ctx.rng.shuffle(TALK);
  const retry = ctx.rng.shuffle(RETRY);
  let n = 0;
  let r = 0;
  const visited = new Set<string>();
  return {
    /** The same try once more, better. */
    retry(pri: number): Para[] {
      const line = retry[r++];
      return line ? [P(line, pri)] : [];
    },
    /** One more line of talk or thought, or none left. */
    talk(pri: number): Para[] {
      const line = talk[n++];
      return line ? [P(line, pri)] : [];
    },
    /** A neighbour stops by, asks, and offers what it can (three paragraphs). */
    visit(c: CastMember | undefined, pri: number): Para[] {
      // each way of telling a visit once a story
      if (!c || visited.has(c.name) || visited.size >= 3) return [];
      visited.add(c.name);
      const The = cap(c.name);
      const can = c.can ?? 'help';
      const cannot = c.cannot ?? 'do everything';
      const ways = [
        `${The} came by. ${says(c, 'What are you two doing?')} "We are trying {goal}," said {C}. ${The} thought about it. "I can ${can}," said ${c.name}, "but I cannot ${cannot}. Still, I will stay and cheer you on."${c.does ? ` So ${c.name} stayed, and ${c.does}, while {C} and {P} went back to work.` : ''}`,
        `Just then ${c.name} wandered over to see what all the fuss was about. {C} explained about {H}. "I wish I could help more," said ${c.name}. "I can ${can}, but I cannot ${cannot}." {C} said that wanting to help was a help already.`,
        `${The} had been watching for a while${c.does ? `, and ${c.does}` : ''}. "Is this about {H}?" ${c.name} asked at last. {C} nodded. "Then I will keep an eye out," said ${c.name}, and did.`,
      ];
      return [P(ways[visited.size - 1]!, pri)];
    },
  };
}
