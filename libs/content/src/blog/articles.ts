import type { BlogArticle } from './types';

const AUTHOR = 'The Storybook Shop Team';

const benefits: BlogArticle = {
  slug: 'benefits-personalized-stories-child-development',
  title: "How Personalized Stories Support Your Child's Development",
  excerpt:
    'Hearing their own name in a story does more than make a child smile. Here is how a story written for your child can build attention, vocabulary and confidence, and how to read it together so those benefits really land.',
  tags: ['education', 'development', 'reading', 'confidence'],
  date: '2024-04-18',
  author: AUTHOR,
  imageUrl: '/images/blog/personalized-stories.png',
  seoTitle: 'Benefits of Personalized Stories for Child Development',
  seoDescription:
    "How personalized stories help children's attention, vocabulary, confidence and love of reading, with practical tips for reading them together at home.",
  seoKeywords: [
    'personalized stories',
    'child development',
    'early literacy',
    'reading with children',
    'dialogic reading',
    'vocabulary',
  ],
  content: `Children notice their own name long before they can read it. Babies already turn toward the sound of it at around four or five months old, and by the time they are toddlers a name is one of the most reliable ways to catch their attention. A personalized story uses that pull on purpose: the hero has your child's name, loves the animal they love, and faces the kind of challenge they are facing this year.

That is more than a novelty. Used well, a story written for one child can support several things that matter for development.

## 1. Attention that lasts to the last page

Young children follow a story best when they care what happens next. When the character is *them*, the stakes are obvious without any explanation. Parents often notice that a child who wriggles away from a long picture book will sit still for a story about themselves, and that is the moment when listening stamina grows: following a plot from beginning to end, holding the thread, and waiting to find out how it turns out.

## 2. New words in a familiar setting

Children learn words from hearing them in context, many times, from someone they trust. A personalized story wraps new vocabulary in things the child already knows (their name, their favorite animal, a feeling they recognize), which makes an unfamiliar word easier to hold on to. Choosing the right age range matters here: a toddler needs short, repetitive sentences, while an eight-year-old is ready for richer words and a plot with a twist or two.

## 3. Confidence and a sense of "I can"

In a good story, the hero is brave, kind or clever at a key moment. When that hero shares your child's name, the message is quietly personal: *someone like me can do this*. This is especially helpful before a change such as a first day at school, a new baby in the family or a move, when a story can rehearse the situation and show it going well.

## 4. Talking, not just listening

The biggest benefits of shared reading come from the conversation around the book. Researchers who developed **dialogic reading** found that when adults ask questions and let the child do more of the talking, children's language grows faster than when the adult simply reads aloud. Personalized stories are an easy way in, because children have opinions about what "they" would do.

## How to get the most out of a personalized story

- **Read it together, more than once.** Repetition is how young children learn. The third reading is often the one where they start finishing your sentences.
- **Pause and ask.** Try a prompt from each of these kinds: *completion* ("And then Mia opened the…?"), *recall* ("What did the fox find first?"), *open-ended* ("What is happening in this part?"), *wh- questions* ("Why do you think she waited?") and *distancing* ("Have you ever felt nervous like that?").
- **Praise and expand.** When your child answers, repeat what they said and add a little: "Yes, the owl was scared. She was scared *and* a bit excited."
- **Let them change the ending.** Ask what could happen differently, or write the next adventure together.
- **Match the theme to real life.** A story about patience before a long car journey, or about making friends before a new class, gives you a shared reference: "Remember how the bear waited for the honey?"
- **Keep it cozy.** A few minutes of undivided attention matters more than finishing every page.

## A balanced bookshelf

Personalized stories work best as part of a varied reading diet. Children also need books about people and places unlike their own, stories with no pictures of themselves at all, and non-fiction about the things they are curious about. Think of a story with their name in it as the invitation that makes them want to read everything else.

Ready to try it? Pick your child's favorite animal and a theme that fits this season of their life, and read the story together tonight.
`,
};

const animals: BlogArticle = {
  slug: 'animal-characters-help-children-process-emotions',
  title: 'How Animal Characters Help Children Process Big Emotions',
  excerpt:
    'A worried bear or a frustrated fox can say what a child cannot yet put into words. Learn why animal characters make feelings easier to talk about, and the questions that turn a bedtime story into a gentle conversation.',
  tags: ['emotions', 'animals', 'parenting'],
  date: '2024-04-25',
  author: AUTHOR,
  imageUrl: '/images/blog/animal-emotions.png',
  seoTitle: 'How Animal Characters Help Children Process Emotions',
  seoDescription:
    'Why animal characters give children a safe distance to explore fear, anger and sadness, and the questions parents can ask to talk about feelings through stories.',
  seoKeywords: [
    'children emotions',
    'social emotional learning',
    'animal stories',
    'talking about feelings',
    'bedtime stories',
  ],
  content: `Ask a four-year-old how they feel after a hard day and you may get a shrug. Ask how the little rabbit in the story felt when nobody would play with her, and the answer often comes straight away: "Sad. And a bit cross." Animal characters give children a way to talk about feelings without having to talk about themselves first.

## A safe distance

Big emotions can be overwhelming for young children, and being asked about them directly can feel like being put on the spot. A story character creates a little distance. It is the bear who is scared of the dark, not me, so it is safe to say what being scared is like, what might help, and how it ends. Children often move from the character to themselves on their own ("I get scared too sometimes") once the conversation feels safe.

Animals make that distance even easier than human characters. A bear has no age, school or family that can be compared with the child's own, so children project their own experience onto it freely.

## Animals carry feelings clearly

Many animals already come with qualities children recognize: the patient turtle, the curious monkey, the gentle elephant, the lion who is expected to be brave. Stories can use those expectations, and then play with them. A lion who is secretly nervous tells a child that being brave does not mean never feeling afraid. A tiny owl who speaks up for a friend shows that courage is not about size.

## Putting feelings into words

Naming a feeling is a skill children learn, just like naming colors. Each time a story says "Fox felt frustrated because the tower kept falling down," a child gets a word for an experience they have had, and the situation that goes with it. Over time, a richer vocabulary of feelings (not just *happy*, *sad* and *angry*, but *disappointed*, *nervous*, *proud* and *left out*) helps children explain what is going on inside instead of acting it out.

## Questions to ask while you read

You don't need to turn story time into a lesson. One or two questions are plenty:

- "How do you think Bear is feeling right now? How can you tell?"
- "What made Rabbit feel that way?"
- "What could Owl do to feel a little better?"
- "Has anything like that ever happened to you?"
- "What would you say to Fox if you were there?"

Listen more than you talk, and accept whatever answer comes. If your child says the turtle is "angry" when you expected "sad," ask what makes them think so. There is rarely a wrong answer when it comes to feelings.

## Using the character after the story

A favorite animal can become a helpful go-between long after the book is closed. On a tough morning you might ask, "What would Penguin do if he felt this wobbly?" or suggest taking three slow breaths "like the sleepy koala." Children who can't yet say "I'm overwhelmed" can often say "I feel like the fox when his tower fell."

## Choosing the right story

Match the story to what your child is going through: a kindness or friendship theme after a falling-out, courage before a doctor's visit, patience before a birthday that seems to take forever to arrive. Let your child choose the animal; the one they pick is usually the one they will most want to talk about.

## When a story isn't enough

Stories are a gentle everyday tool, not treatment. If your child's worries, anger or sadness seem intense, last for weeks, or get in the way of sleep, eating, school or friendships, talk to your pediatrician or family doctor, who can suggest the right support.
`,
};

const bedtime: BlogArticle = {
  slug: 'bedtime-story-routine-tips',
  title: 'Building a Bedtime Story Routine That Works for Your Family',
  excerpt:
    'A calm, predictable bedtime with a story at its heart helps children wind down and gives you a few minutes of real connection. Here is how to set one up, adapt it as your child grows, and keep it going on busy nights.',
  tags: ['bedtime', 'reading', 'parenting'],
  date: '2024-03-28',
  author: AUTHOR,
  imageUrl: '/images/blog/bedtime-routine.png',
  seoDescription:
    'Practical tips for a calm bedtime story routine: timing, choosing stories by age, keeping screens out, and what to do when your child wants just one more.',
  seoKeywords: ['bedtime routine', 'bedtime stories', 'reading aloud', 'sleep tips for kids'],
  content: `Bedtime can be the calmest part of the day or the most chaotic. A simple, predictable routine with a story at its center is one of the most reliable ways to tip it toward calm. Children feel secure when they know what comes next, and a story gives their busy minds something gentle to settle on.

## Keep the steps the same every night

Pediatricians often sum up a good routine in three words: **brush, book, bed**. Bath, pajamas, teeth, a story, lights out. The exact steps matter less than doing them in the same order, at roughly the same time, every night. After a couple of weeks, the routine itself starts to signal to your child's body that sleep is coming.

## Make the story the last bright spot

Put the story after the less popular steps, such as teeth and pajamas, so it becomes something to look forward to rather than a delay. Read in the bedroom, in soft light, with the rest of the house winding down. Try to keep screens out of the last half hour before sleep: the light and the fast pace of videos make it harder to settle.

## Choose stories for the hour, not just the age

Bedtime stories work best when they are calm and end well. Save the cliffhangers and scary monsters for daytime. Some rough guides by age:

- **Toddlers (2–3):** short, repetitive stories with a predictable rhythm. Five minutes is plenty, and the same book every night is perfectly fine.
- **Preschoolers (3–5):** simple plots about everyday things (friends, sharing, a trip to the park) with a clear, happy ending.
- **Early readers (5–7):** longer stories with a little adventure and a moral, and the chance to read a few words themselves.
- **Older children (8–10):** chapter-style stories read over several nights. Stopping at the end of a chapter, not in the middle of the action, helps them switch off.

A story of about 1,000 words takes five to seven minutes to read aloud, a comfortable length for most bedtimes.

## Let your child take part

Give your child small, real choices: which of two stories, which animal the hero should be, or whether tonight they read a page to you. Choices within the routine make children far less likely to fight the routine itself. You can also end with a short chat: the best part of today, or what the story's hero might dream about.

## "Just one more!"

Decide the number of stories before you start, and say it out loud: "We're reading one story tonight, then it's lights out." If your child begs for more, offer something that keeps the boundary, like reading the same story again tomorrow or letting them choose first next time. Being kind but consistent here saves many long evenings.

## When the routine slips

Holidays, illness and late nights happen. On a busy evening, a shorter version of the routine (a quick bath, a two-minute story, a cuddle) keeps the pattern alive. What matters is returning to it the next night.

## The part that lasts

Years from now, your child may not remember the exact stories, but they are likely to remember the feeling: your voice, your attention, and ending the day close together. That is worth protecting, even on the nights when it feels like one more job to do.
`,
};

/** The blog's articles, newest first. */
export const ARTICLES: readonly BlogArticle[] = [animals, benefits, bedtime];

export function findArticle(slug: string): BlogArticle | undefined {
  return ARTICLES.find((a) => a.slug === slug);
}
