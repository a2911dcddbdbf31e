import type { StoryTheme } from '@shop/contracts';
import type { ThemeMaterial } from './types';

/** Each theme's plot for the youngest readers: short, concrete sentences. */
export const LITTLE: Readonly<Record<StoryTheme, ThemeMaterial['little']>> = {
  kindness: {
    problem: '{P} saw {H} the hedgehog. She was shivering. Her scarf was gone! The wind took it.',
    question: 'Where is the scarf?',
    found: 'In the oak tree! Flapping like a flag!',
    lived: '{N} and {P} wrapped {H} up in the red scarf and a blue one too. Warm, warm, warm!',
  },
  courage: {
    problem: '{H} the mole came to {P}. He was sad. His lantern was gone. It rolled away!',
    question: 'Where is the lantern?',
    found: 'Under a fern! Still glowing!',
    lived: '{N} felt scared. But {N} went into the dark wood with {P} anyway. Brave {N}!',
  },
  friendship: {
    problem: '{P} saw a new girl by the fence. Her name was {H}. Nobody played with her.',
    question: 'Where is the ball?',
    found: 'In the sandpit! {P} can see it!',
    lived:
      '{N} and {P} gave the ball back to {H}. "Play with {P} and me!" said {N}. {H} smiled. A new friend!',
  },
  patience: {
    problem:
      '{H} gave {N} and {P} sunflower seeds. They planted them. "Flower, come now!" said {P}.',
    question: 'Where is the flower?',
    found: 'There! {P} found a tiny green shoot!',
    lived: '{N} and {P} waited and waited. Water, sun, wait. Then up it came! Tall and yellow!',
  },
  honesty: {
    problem: '{N} bumped {H}’s honey jar, and {P} saw it fall. Crash! It broke!',
    question: 'Where is {H}?',
    found: 'In the garden! {P} can see him!',
    lived:
      '"I broke your jar, {H}," said {N}, holding {P} close. "I am sorry." {H} gave {N} and {P} a hug. "Thanks for telling me."',
  },
  teamwork: {
    problem: '{P} found {H}’s apple wagon stuck in the mud. Stuck, stuck, stuck!',
    question: 'Who can help pull?',
    found: 'Everyone! And {P} too!',
    lived: '"One, two, three, pull!" {P} pulled, {H} pulled, everyone pulled. Out came the wagon!',
  },
  diversity: {
    problem: '{H} the beaver showed {P} a pile of sticks. He wanted a birdhouse. He needed help.',
    question: 'Who can help build?',
    found: 'Everyone! {P} too!',
    lived: 'One could gnaw. One could carry. {P} could help {H} too. All different, all needed!',
  },
  empathy: {
    problem: '{H} sat all alone. His kite was torn. {P} could see he was sad.',
    question: 'Why is {H} sad?',
    found: 'His kite is torn, {P}!',
    lived:
      '{N} and {P} sat down next to {H}. "Sad?" asked {N}. {H} nodded. {N} held {H}\u2019s hand, and {P} sat close.',
  },
  gratitude: {
    problem: '{H} helped everyone on the farm, even {P}. Nobody said thank you.',
    question: 'Where is {H}?',
    found: 'In the barn! {P} can hear him!',
    lived:
      '{N} and {P} gave {H} a cake. "Thank you for everything!" said {N} and {P}. What a big smile!',
  },
  respect: {
    problem: '{H} the tortoise read slowly to {P}. Everyone hurried past her. Not {P}!',
    question: 'Where is the book?',
    found: 'With {H}! {P} can see it!',
    lived: '{N} and {P} did not hurry {H}. They sat and waited. Then they read together.',
  },
  numbers: {
    problem: '{H} told {P}, "I need ten apples for my pies." Her basket was empty!',
    question: 'How many apples?',
    found: 'Ten apples! {P} counted every one!',
    lived: '{N} and {P} counted the apples for {H}, one to ten. Just right!',
  },
  alphabet: {
    problem: 'A letter came for {N} and {P}. {P} sniffed it. Big round letters!',
    question: 'What does it say?',
    found: 'Come and visit! Love, Aunt Bea!',
    lived: '{N} read it with {H} and {P}, letter by letter. B, E, A. Bea!',
  },
  colors: {
    problem:
      '{H} wanted a green boat, so {P} looked in the paint pots. Red, yellow, blue. No green!',
    question: 'Where is the green?',
    found: 'Yellow and blue, {P}! Mix them!',
    lived: '{N} and {P} mixed yellow and blue for {H}. Swirl, swirl! Green!',
  },
  animals: {
    problem:
      '{P} found footprints by {place}. Who made them? {H} the frog wanted to know, and so did the {A}.',
    question: 'Whose footprints?',
    found: 'A duck! {P} knows webbed feet!',
    lived: '{N} and {P} looked closely at every footprint with {H}. Duck, heron, otter!',
  },
  nature: {
    problem: '{H} the squirrel ran to {P}. Her acorns were hidden. She had forgotten where!',
    question: 'Where are the acorns?',
    found: 'Under the mossy stone, {P}!',
    lived: '{N} and {P} helped {H} find her acorns, one by one.',
  },
  science: {
    problem: '{N}’s boat tipped over. Splash! {P} jumped back, all wet.',
    question: 'Will the boat float?',
    found: 'Pebbles in the middle, {P}! Low and heavy!',
    lived:
      '{N} and {P} put the pebbles in the middle, just as {H} said. The boat sat up! It floated!',
  },
  geography: {
    problem: '{P} brought {N} a postcard from cousin Ana. Ana lived in Brazil. Far away!',
    question: 'Where is Brazil?',
    found: 'Here, {P}! On the globe!',
    lived:
      '{N} put a finger on {H}’s globe, and {P} looked. Home is here. Brazil is there. Far, far away!',
  },
  history: {
    problem: '{N} and {P} found a stone with a shell in it. So very old!',
    question: 'How old is it?',
    found: 'Older than dinosaurs, {P}!',
    lived: '{N} and {P} took the fossil to {H} at the museum, for everyone to see.',
  },
  music: {
    problem: '{H} had lost his voice, and {P} heard him croak. The band stood still.',
    question: 'Who can drum?',
    found: '{N} can! With {P}!',
    lived:
      'Boom, boom, boom, boom! {N} played the drum for {H}, {P} marched, and the band marched too.',
  },
  art: {
    problem: '{N} wanted to paint the garden with {P}. The picture went wrong. Drip, drip!',
    question: 'What are the drips?',
    found: 'Rain, {P}! The drips are rain!',
    lived:
      '{N} painted rain and balloons and bees, and {P} watched. {P} and {H} thought it was the happiest picture of all.',
  },
  challenges: {
    problem: '{N} had a new bicycle, and {P} watched. Wobble, wobble, bump! Down {N} went.',
    question: 'Can {N} ride?',
    found: 'Yes! {P} ran alongside!',
    lived: '{N} got up and tried again, with {P} close by. Pedal, pedal, pedal. {N} was riding!',
  },
  curiosity: {
    problem: '{P} found a green bottle on the beach. A note was inside!',
    question: 'Who sent it?',
    found: 'A girl at the lighthouse, {P}!',
    lived: '{N} and {P} asked and asked and asked {H}. Each question, a clue!',
  },
  persistence: {
    problem: '{N} threw the paper airplane to {P}. Bump! Down it fell.',
    question: 'Will it fly?',
    found: 'Yes! Over {P}, to the gate!',
    lived: '{N} tried again, and again, and again, with {P} and {H} watching. Whoosh! It flew!',
  },
  creativity: {
    problem: 'The bridge was gone! {H}’s ducklings peeped at {P}. They could not cross!',
    question: 'How can they cross?',
    found: 'On stones and a plank, {P}!',
    lived:
      '{N} and {P} laid stones in a line and a plank on top. Hop, hop, hop! Across went the ducklings!',
  },
  planning: {
    problem: '{N}, {P} and {H} had a tent to put up. {P} wanted to help. But what goes first?',
    question: 'What goes first?',
    found: 'Poles first, {P}! Then the tent!',
    lived: '{N} and {P} made a plan with {H}. Poles, tent, pegs. Up went the tent!',
  },
};
