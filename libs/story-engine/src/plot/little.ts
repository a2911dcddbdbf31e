import type { StoryTheme } from '@shop/contracts';
import type { ThemeMaterial } from './types';

/** Each theme's plot for the youngest readers: short, concrete sentences. */
export const LITTLE: Readonly<Record<StoryTheme, ThemeMaterial['little']>> = {
  kindness: {
    problem: '{H} the hedgehog was cold. Her red scarf was gone! The wind had taken it.',
    question: 'Where is the red scarf?',
    found: 'Up in the oak tree, flapping like a flag!',
    lived: '{C} gave {H} a blue scarf to wear too. Now {H} had two. Warm, warm, warm!',
  },
  courage: {
    problem: '{H} the mole had lost his lantern. It rolled into the dark wood.',
    question: 'Where is the little lantern?',
    found: 'Under a fern, still glowing!',
    lived: '{C} felt scared. {C} went into the dark wood anyway. Brave {N}!',
  },
  friendship: {
    problem: 'A new girl stood by the fence. Her name was {H}. Nobody played with her.',
    question: 'Where is {H}\u2019s yellow ball?',
    found: 'In the sandpit, half buried!',
    lived: '{C} gave the ball back to {H}. "Play with us!" said {C}. {H} smiled a big smile.',
  },
  patience: {
    problem: '{H} gave {Cobj} sunflower seeds. {C} planted them. {C} wanted a flower now!',
    question: 'Where is the sunflower?',
    found: 'There, a tiny green shoot!',
    lived:
      '{C} waited and waited. Water, sun, and wait. Then up came a sunflower, tall and yellow.',
  },
  honesty: {
    problem: 'Crash! {C} knocked {H}\u2019s honey jar. It broke in two.',
    question: 'Where is {H}?',
    found: 'In the garden, picking beans!',
    lived:
      '"I broke your jar," said {C}. "I am sorry." {H} gave {Cobj} a hug. "Thank you for telling me."',
  },
  teamwork: {
    problem: '{H}\u2019s apple wagon was stuck in the mud. Stuck, stuck, stuck!',
    question: 'Who can help pull?',
    found: 'Everyone, all together!',
    lived: '"One, two, three, pull!" They all pulled together. Out came the wagon!',
  },
  diversity: {
    problem: '{H} the beaver wanted to build a birdhouse. He could not do it alone.',
    question: 'Who can help build?',
    found: 'Everyone, each in a different way!',
    lived: 'One could gnaw. One could carry. One could reach. All different, all needed!',
  },
  empathy: {
    problem: '{H} sat on the step. His kite was torn. He looked very sad.',
    question: 'What is wrong with {H}?',
    found: 'His kite is torn, and he feels sad.',
    lived: '{C} sat down next to {H}. "Are you sad?" asked {C}. {H} nodded. {C} held his hand.',
  },
  gratitude: {
    problem: '{H} helped everyone on the farm. Nobody ever said thank you.',
    question: 'Where is {H}?',
    found: 'In the barn, milking the cow!',
    lived: '{C} gave {H} a cake. "Thank you for everything!" said {C}. {H} smiled and smiled.',
  },
  respect: {
    problem: '{H} the tortoise read very slowly. Everyone hurried past her.',
    question: 'Where is the map book?',
    found: 'With {H}, on the big rug!',
    lived: '{C} did not hurry {H}. {C} sat and waited. Then they read the book together.',
  },
  numbers: {
    problem: '{H} needed ten apples for her pies. The basket was empty.',
    question: 'How many apples now?',
    found: 'Ten apples, all in the basket!',
    lived: '{C} counted the apples, one to ten. Just right!',
  },
  alphabet: {
    problem: 'A letter came for {Cobj}. It was full of big round letters.',
    question: 'What does the letter say?',
    found: 'It says: Dear {N}, come and visit. Love, Aunt Bea.',
    lived: '{C} read it, letter by letter. B, E, A. Bea!',
  },
  colors: {
    problem: '{H} wanted a green boat. He had red, yellow and blue paint. No green!',
    question: 'Where is the green?',
    found: 'Yellow and blue, mixed together, make green!',
    lived: '{C} mixed yellow and blue. Swirl, swirl! Green!',
  },
  animals: {
    problem: 'There were footprints by the pond. Who made them? {H} the frog wanted to know.',
    question: 'Who made the footprints?',
    found: 'A duck, with webbed feet!',
    lived: '{C} looked closely at every footprint. Duck, heron, otter!',
  },
  nature: {
    problem: '{H} the squirrel had hidden her acorns. Now she could not find them.',
    question: 'Where are the acorns?',
    found: 'Under the mossy stone!',
    lived: '{C} helped {H} find her acorns, one by one.',
  },
  science: {
    problem: '{C\u2019s} little boat tipped over in the river. Splash!',
    question: 'How can the boat stay up?',
    found: 'Pebbles in the middle, low and heavy!',
    lived: '{C} put the pebbles in the middle. The boat sat up straight. It floated!',
  },
  geography: {
    problem: 'A postcard came from cousin Ana. She lived far away, in Brazil.',
    question: 'Where is Brazil?',
    found: 'Here, on the big round globe!',
    lived: '{C} put a finger on the globe. Home is here. Brazil is there. Far, far away!',
  },
  history: {
    problem: '{C} found a stone with a shell in it. It was very, very old.',
    question: 'How old is the shell?',
    found: 'Older than the dinosaurs\u2019 grandmothers!',
    lived: '{C} took the fossil to the museum for everyone to see.',
  },
  music: {
    problem: '{H} had lost his voice. The band could not march without a beat.',
    question: 'Who can keep the beat?',
    found: '{N}, with the big drum!',
    lived: 'Boom, boom, boom, boom! {C} played the drum, and the band marched.',
  },
  art: {
    problem: '{C} wanted to paint the garden. The picture went wrong.',
    question: 'What can the drips be?',
    found: 'Rain! The drips are rain!',
    lived: '{C} painted rain and balloons and bees. It was the happiest picture of all.',
  },
  challenges: {
    problem: '{C} had a new blue bicycle. Wobble, wobble, bump! Down {C} went.',
    question: 'Can {N} ride it?',
    found: 'Yes, all the way to the pond!',
    lived: '{C} got up and tried again. Pedal, pedal, pedal. {C} {was} riding!',
  },
  curiosity: {
    problem: '{C} found a green bottle on the beach. There was a note inside!',
    question: 'Who sent the bottle?',
    found: 'A girl at the lighthouse, across the bay!',
    lived: '{C} asked and asked and asked. Every question found a clue.',
  },
  persistence: {
    problem: '{C\u2019s} paper airplane would not fly. It fell down, bump!',
    question: 'Will it fly?',
    found: 'Yes! All the way to the gate!',
    lived: '{C} tried again, and again, and again. Whoosh! It flew!',
  },
  creativity: {
    problem: 'The little bridge was gone. The ducklings could not cross the stream.',
    question: 'How can the ducklings cross?',
    found: 'On stones and a plank, like a bridge!',
    lived: '{C} laid stones in a line and a plank on top. Hop, hop, hop, across!',
  },
  planning: {
    problem: 'It was time to put up the tent. The sun was going down.',
    question: 'What goes first?',
    found: 'The poles, then the tent, then the pegs!',
    lived: '{C} made a plan. Poles, tent, pegs. Up went the tent!',
  },
};
