/**
 * One fixed character design per animal (the 14 companions). A design never depends
 * on the page, so the story's animal is the same on every page: a page may move, scale or mirror
 * the character layer, never redraw it. Local coordinates: feet at (0, 0), about 340 units tall.
 */

export interface AnimalDesign {
  /** For the image model's character sheet: the same facts the drawing uses. */
  description: string;
  fur: string;
  belly: string;
  accent: string;
  /** Scarf colour: every book's animal wears one, so it is easy to spot on every page. */
  scarf: string;
}

const INK = '#3a2b25';
const S = `stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"`;

function eyes(y: number, dx = 34, r = 11): string {
  return (
    `<circle cx="${-dx}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${dx}" cy="${y}" r="${r}" fill="${INK}"/>` +
    `<circle cx="${-dx + 4}" cy="${y - 4}" r="${r / 3}" fill="#fff"/><circle cx="${dx + 4}" cy="${y - 4}" r="${r / 3}" fill="#fff"/>`
  );
}

function cheeks(y: number, dx = 55): string {
  return `<ellipse cx="${-dx}" cy="${y}" rx="15" ry="9" fill="#f29b9b" fill-opacity="0.55"/><ellipse cx="${dx}" cy="${y}" rx="15" ry="9" fill="#f29b9b" fill-opacity="0.55"/>`;
}

function smile(y: number, w = 16): string {
  return `<path d="M ${-w} ${y} Q 0 ${y + w} ${w} ${y}" fill="none" ${S}/>`;
}

/** Standing body with feet, arms and a belly patch; head centre at (0, -230). */
function body(d: AnimalDesign, opts: { wide?: number; tall?: number } = {}): string {
  const w = opts.wide ?? 78;
  const t = opts.tall ?? 95;
  return (
    `<ellipse cx="-38" cy="-14" rx="34" ry="18" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="38" cy="-14" rx="34" ry="18" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="0" cy="${-t - 10}" rx="${w}" ry="${t}" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="0" cy="${-t + 5}" rx="${w * 0.62}" ry="${t * 0.7}" fill="${d.belly}"/>` +
    `<ellipse cx="${-w + 6}" cy="${-t - 10}" rx="20" ry="42" fill="${d.fur}" ${S} transform="rotate(20 ${-w + 6} ${-t - 10})"/>` +
    `<ellipse cx="${w - 6}" cy="${-t - 10}" rx="20" ry="42" fill="${d.fur}" ${S} transform="rotate(-20 ${w - 6} ${-t - 10})"/>`
  );
}

function scarf(d: AnimalDesign, y = -190): string {
  return (
    `<path d="M -62 ${y} Q 0 ${y + 26} 62 ${y} L 60 ${y + 22} Q 0 ${y + 48} -60 ${y + 22} Z" fill="${d.scarf}" ${S}/>` +
    `<path d="M 30 ${y + 24} L 48 ${y + 80} L 18 ${y + 76} Z" fill="${d.scarf}" ${S}/>`
  );
}

function head(d: AnimalDesign, r = 92, fill = d.fur): string {
  return `<circle cx="0" cy="-250" r="${r}" fill="${fill}" ${S}/>`;
}

function snout(fill: string, nose = INK, y = -222): string {
  return (
    `<ellipse cx="0" cy="${y}" rx="40" ry="28" fill="${fill}" ${S}/><ellipse cx="0" cy="${y - 12}" rx="13" ry="9" fill="${nose}"/>` +
    smile(y + 2, 12)
  );
}

function tail(path: string, fill: string): string {
  return `<path d="${path}" fill="${fill}" ${S}/>`;
}

type Drawer = (d: AnimalDesign) => string;

const DRAW: Record<string, Drawer> = {
  fox: (d) =>
    tail('M 60 -60 C 170 -70 190 -190 130 -230 C 130 -150 100 -110 50 -100 Z', d.fur) +
    `<path d="M 150 -214 C 170 -200 168 -180 158 -168 C 140 -190 135 -205 150 -214 Z" fill="#fff"/>` +
    body(d) +
    `<path d="M -80 -300 L -95 -395 L -25 -330 Z" fill="${d.fur}" ${S}/><path d="M 80 -300 L 95 -395 L 25 -330 Z" fill="${d.fur}" ${S}/>` +
    `<path d="M -78 -318 L -86 -372 L -46 -334 Z" fill="${d.accent}"/><path d="M 78 -318 L 86 -372 L 46 -334 Z" fill="${d.accent}"/>` +
    head(d) +
    `<path d="M -90 -240 Q -45 -230 0 -180 Q 45 -230 90 -240 Q 70 -165 0 -158 Q -70 -165 -90 -240 Z" fill="${d.belly}"/>` +
    eyes(-268) +
    `<ellipse cx="0" cy="-218" rx="14" ry="10" fill="${INK}"/>` +
    smile(-200, 12) +
    cheeks(-225) +
    scarf(d),
  rabbit: (d) =>
    `<circle cx="70" cy="-60" r="28" fill="#fff" ${S}/>` +
    body(d) +
    `<ellipse cx="-40" cy="-400" rx="28" ry="85" fill="${d.fur}" ${S}/><ellipse cx="40" cy="-400" rx="28" ry="85" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="-40" cy="-395" rx="13" ry="62" fill="${d.accent}"/><ellipse cx="40" cy="-395" rx="13" ry="62" fill="${d.accent}"/>` +
    head(d) +
    eyes(-262) +
    `<path d="M -11 -228 L 11 -228 L 0 -216 Z" fill="${d.accent}" ${S}/>` +
    smile(-206, 12) +
    `<rect x="-11" y="-200" width="22" height="16" rx="3" fill="#fff" ${S}/>` +
    cheeks(-222) +
    scarf(d),
  bear: (d) =>
    body(d, { wide: 90 }) +
    `<circle cx="-74" cy="-330" r="32" fill="${d.fur}" ${S}/><circle cx="74" cy="-330" r="32" fill="${d.fur}" ${S}/>` +
    `<circle cx="-74" cy="-330" r="15" fill="${d.accent}"/><circle cx="74" cy="-330" r="15" fill="${d.accent}"/>` +
    head(d, 96) +
    eyes(-268) +
    snout(d.belly) +
    cheeks(-232, 62) +
    scarf(d),
  owl: (d) =>
    `<ellipse cx="0" cy="-170" rx="110" ry="170" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="0" cy="-120" rx="70" ry="100" fill="${d.belly}"/>` +
    `<path d="M -40 -140 q 10 12 20 0 M 0 -140 q 10 12 20 0 M -20 -110 q 10 12 20 0 M 20 -110 q 10 12 20 0 M -40 -80 q 10 12 20 0 M 0 -80 q 10 12 20 0" fill="none" stroke="${d.accent}" stroke-width="5"/>` +
    `<path d="M -108 -200 Q -160 -120 -100 -60 Q -90 -130 -108 -200 Z" fill="${d.accent}" ${S}/><path d="M 108 -200 Q 160 -120 100 -60 Q 90 -130 108 -200 Z" fill="${d.accent}" ${S}/>` +
    `<path d="M -80 -300 L -100 -350 L -45 -318 Z" fill="${d.fur}" ${S}/><path d="M 80 -300 L 100 -350 L 45 -318 Z" fill="${d.fur}" ${S}/>` +
    `<circle cx="-42" cy="-258" r="36" fill="#fff" ${S}/><circle cx="42" cy="-258" r="36" fill="#fff" ${S}/>` +
    eyes(-258, 42, 16) +
    `<path d="M -14 -228 L 14 -228 L 0 -200 Z" fill="#f2a93b" ${S}/>` +
    `<path d="M -40 -6 l -10 10 M -30 -6 l 0 12 M -20 -6 l 10 10 M 20 -6 l -10 10 M 30 -6 l 0 12 M 40 -6 l 10 10" ${S}/>` +
    scarf(d, -175),
  turtle: (d) =>
    `<ellipse cx="-70" cy="-20" rx="30" ry="20" fill="${d.fur}" ${S}/><ellipse cx="70" cy="-20" rx="30" ry="20" fill="${d.fur}" ${S}/>` +
    `<path d="M -140 -40 Q -140 -220 0 -220 Q 140 -220 140 -40 Z" fill="${d.accent}" ${S}/>` +
    `<path d="M -70 -60 L -40 -150 L 40 -150 L 70 -60 Z M -40 -150 L -100 -110 M 40 -150 L 100 -110 M 0 -150 L 0 -215" fill="none" stroke="${INK}" stroke-width="5"/>` +
    `<rect x="-150" y="-52" width="300" height="24" rx="12" fill="${d.belly}" ${S}/>` +
    `<ellipse cx="0" cy="-250" rx="72" ry="66" fill="${d.fur}" ${S}/>` +
    eyes(-262, 28, 10) +
    smile(-225, 16) +
    cheeks(-240, 45) +
    `<path d="M -52 -200 Q 0 -182 52 -200 L 50 -186 Q 0 -168 -50 -186 Z" fill="${d.scarf}" ${S}/>`,
  elephant: (d) =>
    body(d, { wide: 95 }) +
    `<ellipse cx="-110" cy="-255" rx="62" ry="80" fill="${d.fur}" ${S}/><ellipse cx="110" cy="-255" rx="62" ry="80" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="-110" cy="-255" rx="38" ry="55" fill="${d.accent}"/><ellipse cx="110" cy="-255" rx="38" ry="55" fill="${d.accent}"/>` +
    head(d, 90) +
    eyes(-275, 36) +
    `<path d="M -22 -240 Q -28 -160 10 -130 Q 30 -125 32 -140 Q 10 -160 22 -240 Z" fill="${d.fur}" ${S}/>` +
    cheeks(-235, 58) +
    scarf(d, -180),
  lion: (d) =>
    tail('M 70 -60 Q 170 -80 160 -170', 'none') +
    `<circle cx="160" cy="-176" r="18" fill="${d.accent}" ${S}/>` +
    body(d) +
    `<circle cx="0" cy="-250" r="135" fill="${d.accent}" ${S}/>` +
    `<path d="M -135 -250 Q -150 -320 -100 -350 M 135 -250 Q 150 -320 100 -350 M -100 -150 Q -140 -170 -130 -200 M 100 -150 Q 140 -170 130 -200" fill="none" stroke="${INK}" stroke-width="5"/>` +
    `<circle cx="-70" cy="-320" r="22" fill="${d.fur}" ${S}/><circle cx="70" cy="-320" r="22" fill="${d.fur}" ${S}/>` +
    head(d, 88) +
    eyes(-268) +
    snout(d.belly) +
    cheeks(-232, 60) +
    scarf(d),
  giraffe: (d) =>
    body(d, { wide: 70 }) +
    `<rect x="-30" y="-360" width="60" height="180" fill="${d.fur}" ${S}/>` +
    `<circle cx="-10" cy="-300" r="12" fill="${d.accent}"/><circle cx="15" cy="-250" r="14" fill="${d.accent}"/><circle cx="-12" cy="-210" r="10" fill="${d.accent}"/>` +
    `<circle cx="-40" cy="-120" r="16" fill="${d.accent}"/><circle cx="35" cy="-90" r="14" fill="${d.accent}"/><circle cx="10" cy="-150" r="12" fill="${d.accent}"/>` +
    `<line x1="-25" y1="-440" x2="-30" y2="-480" ${S}/><line x1="25" y1="-440" x2="30" y2="-480" ${S}/><circle cx="-30" cy="-486" r="11" fill="${d.accent}" ${S}/><circle cx="30" cy="-486" r="11" fill="${d.accent}" ${S}/>` +
    `<ellipse cx="-72" cy="-420" rx="28" ry="14" fill="${d.fur}" ${S}/><ellipse cx="72" cy="-420" rx="28" ry="14" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="0" cy="-400" rx="62" ry="70" fill="${d.fur}" ${S}/>` +
    eyes(-415, 26, 10) +
    `<ellipse cx="0" cy="-360" rx="42" ry="26" fill="${d.belly}" ${S}/><circle cx="-12" cy="-364" r="5" fill="${INK}"/><circle cx="12" cy="-364" r="5" fill="${INK}"/>` +
    scarf(d, -250),
  penguin: (d) =>
    `<ellipse cx="-36" cy="-10" rx="32" ry="14" fill="#f2a93b" ${S}/><ellipse cx="36" cy="-10" rx="32" ry="14" fill="#f2a93b" ${S}/>` +
    `<ellipse cx="0" cy="-170" rx="105" ry="165" fill="${d.fur}" ${S}/>` +
    `<ellipse cx="0" cy="-140" rx="75" ry="128" fill="${d.belly}"/>` +
    `<path d="M -100 -200 Q -160 -120 -120 -70 Q -100 -140 -100 -200 Z" fill="${d.fur}" ${S}/><path d="M 100 -200 Q 160 -120 120 -70 Q 100 -140 100 -200 Z" fill="${d.fur}" ${S}/>` +
    `<path d="M -60 -270 Q 0 -300 60 -270 Q 70 -210 0 -200 Q -70 -210 -60 -270 Z" fill="${d.belly}"/>` +
    eyes(-262, 30) +
    `<path d="M -18 -238 L 18 -238 L 0 -214 Z" fill="#f2a93b" ${S}/>` +
    cheeks(-232, 48) +
    scarf(d, -196),
  panda: (d) =>
    body(d, { wide: 90 }) +
    `<circle cx="-74" cy="-330" r="32" fill="${d.accent}" ${S}/><circle cx="74" cy="-330" r="32" fill="${d.accent}" ${S}/>` +
    head(d, 96) +
    `<ellipse cx="-38" cy="-262" rx="26" ry="32" fill="${d.accent}" transform="rotate(25 -38 -262)"/><ellipse cx="38" cy="-262" rx="26" ry="32" fill="${d.accent}" transform="rotate(-25 38 -262)"/>` +
    `<circle cx="-36" cy="-264" r="9" fill="#fff"/><circle cx="36" cy="-264" r="9" fill="#fff"/>` +
    `<ellipse cx="0" cy="-226" rx="14" ry="10" fill="${d.accent}"/>` +
    smile(-210, 12) +
    cheeks(-222, 62) +
    scarf(d),
  koala: (d) =>
    body(d, { wide: 85 }) +
    `<circle cx="-88" cy="-300" r="48" fill="${d.fur}" ${S}/><circle cx="88" cy="-300" r="48" fill="${d.fur}" ${S}/>` +
    `<circle cx="-88" cy="-300" r="28" fill="${d.belly}"/><circle cx="88" cy="-300" r="28" fill="${d.belly}"/>` +
    head(d, 90) +
    eyes(-270, 38) +
    `<ellipse cx="0" cy="-228" rx="22" ry="30" fill="${d.accent}" ${S}/>` +
    smile(-194, 10) +
    cheeks(-228, 60) +
    scarf(d),
  dragon: (d) =>
    tail('M 60 -50 Q 180 -40 200 -130 L 230 -150 L 215 -110 Q 190 -20 60 -20 Z', d.fur) +
    `<path d="M -70 -180 L -190 -280 L -150 -200 L -200 -190 L -80 -130 Z" fill="${d.accent}" ${S}/><path d="M 70 -180 L 190 -280 L 150 -200 L 200 -190 L 80 -130 Z" fill="${d.accent}" ${S}/>` +
    body(d) +
    `<path d="M -50 -330 L -62 -385 L -20 -338 Z M 50 -330 L 62 -385 L 20 -338 Z" fill="#f6e7a1" ${S}/>` +
    head(d) +
    `<path d="M -15 -342 L 0 -370 L 15 -342 Z" fill="${d.accent}" ${S}/>` +
    eyes(-268) +
    snout(d.belly, INK, -218) +
    `<circle cx="-10" cy="-232" r="4" fill="#fff"/><circle cx="10" cy="-232" r="4" fill="#fff"/>` +
    cheeks(-235, 62) +
    scarf(d),
  monkey: (d) =>
    tail('M 60 -60 Q 190 -60 170 -180 Q 160 -230 120 -210', 'none') +
    body(d) +
    `<circle cx="-95" cy="-255" r="36" fill="${d.fur}" ${S}/><circle cx="95" cy="-255" r="36" fill="${d.fur}" ${S}/>` +
    `<circle cx="-95" cy="-255" r="20" fill="${d.belly}"/><circle cx="95" cy="-255" r="20" fill="${d.belly}"/>` +
    head(d, 88) +
    `<path d="M -62 -285 Q -35 -320 0 -285 Q 35 -320 62 -285 Q 80 -200 0 -178 Q -80 -200 -62 -285 Z" fill="${d.belly}"/>` +
    eyes(-270, 28) +
    `<circle cx="-7" cy="-238" r="4" fill="${INK}"/><circle cx="7" cy="-238" r="4" fill="${INK}"/>` +
    smile(-214, 22) +
    cheeks(-226, 52) +
    scarf(d),
  unicorn: (d) =>
    tail('M 70 -70 Q 160 -60 150 -170 Q 130 -120 70 -110 Z', d.accent) +
    body(d) +
    `<path d="M -70 -310 L -80 -375 L -30 -335 Z" fill="${d.fur}" ${S}/><path d="M 70 -310 L 80 -375 L 30 -335 Z" fill="${d.fur}" ${S}/>` +
    `<path d="M -70 -330 Q -130 -280 -110 -200 Q -90 -260 -40 -320 Z" fill="${d.accent}" ${S}/>` +
    head(d) +
    `<path d="M -16 -335 L 0 -430 L 16 -335 Z" fill="#f6d365" ${S}/><path d="M -10 -360 L 10 -368 M -6 -390 L 7 -396" ${S}/>` +
    `<path d="M -20 -340 Q 40 -360 70 -330 Q 40 -320 -20 -330 Z" fill="${d.accent}" ${S}/>` +
    eyes(-262) +
    snout(d.belly, '#d98fb0', -214) +
    cheeks(-232, 62) +
    scarf(d),
};

/** The 14 designs: colours and a description the image model gets word for word. */
export const ANIMAL_DESIGNS: Readonly<Record<string, AnimalDesign>> = {
  fox: {
    fur: '#e8772e',
    belly: '#fff4e6',
    accent: '#3a2b25',
    scarf: '#2f9c95',
    description:
      'a small, round, friendly red-orange fox with a cream muzzle and chest, dark-tipped pointed ears, a bushy tail with a white tip, and a teal scarf',
  },
  rabbit: {
    fur: '#d9c7e0',
    belly: '#fbf5fc',
    accent: '#f3a6c0',
    scarf: '#f2b134',
    description:
      'a small lavender-grey rabbit with long upright ears lined in pink, a white belly, a cotton tail, two front teeth and a golden-yellow scarf',
  },
  bear: {
    fur: '#8b5a3c',
    belly: '#e9c9a8',
    accent: '#d9a57c',
    scarf: '#d64550',
    description:
      'a chubby brown bear cub with round ears, a light tan muzzle and belly, and a red scarf',
  },
  owl: {
    fur: '#8f7bb8',
    belly: '#efe6f8',
    accent: '#6b5b95',
    scarf: '#f2b134',
    description:
      'a round purple owl with big white eye discs, ear tufts, an orange beak, a pale feathered chest and a golden-yellow scarf',
  },
  turtle: {
    fur: '#8ccf8f',
    belly: '#f6e7a1',
    accent: '#4e9a6b',
    scarf: '#e8772e',
    description:
      'a little light-green turtle with a domed dark-green shell with a hexagon pattern, a cream shell rim and an orange scarf',
  },
  elephant: {
    fur: '#a3b1c6',
    belly: '#dfe6f0',
    accent: '#f0c9d3',
    scarf: '#f2b134',
    description:
      'a baby blue-grey elephant with big round ears lined in pink, a curled trunk and a golden-yellow scarf',
  },
  lion: {
    fur: '#f2c14e',
    belly: '#fff1c9',
    accent: '#c9731f',
    scarf: '#2f9c95',
    description:
      'a young golden lion with a big round orange-brown mane, a cream muzzle, a tufted tail and a teal scarf',
  },
  giraffe: {
    fur: '#f4c96b',
    belly: '#fff3d6',
    accent: '#b8742e',
    scarf: '#3a7bd5',
    description:
      'a young yellow giraffe with brown round spots, a long neck, two small ossicone horns, a cream muzzle and a blue scarf',
  },
  penguin: {
    fur: '#2e4a62',
    belly: '#ffffff',
    accent: '#f2a93b',
    scarf: '#d64550',
    description:
      'a round navy-blue penguin with a white face and tummy, an orange beak and feet, and a red scarf',
  },
  panda: {
    fur: '#ffffff',
    belly: '#f3f3f3',
    accent: '#2b2b2b',
    scarf: '#4e9a6b',
    description:
      'a chubby giant panda cub, white with black ears, black eye patches and black-tipped nose, wearing a green scarf',
  },
  koala: {
    fur: '#9aa3ad',
    belly: '#eef0f3',
    accent: '#4a4f57',
    scarf: '#e8772e',
    description:
      'a fluffy grey koala with big round fluffy ears with white insides, a large dark oval nose and an orange scarf',
  },
  dragon: {
    fur: '#5fbf8f',
    belly: '#f6e7a1',
    accent: '#2f8f6f',
    scarf: '#f2b134',
    description:
      'a friendly little green dragon with a cream belly and snout, small cream horns, dark-green bat wings and spikes, and a golden-yellow scarf',
  },
  monkey: {
    fur: '#a0673a',
    belly: '#f1d3b3',
    accent: '#6e4325',
    scarf: '#3a7bd5',
    description:
      'a small brown monkey with a heart-shaped tan face, round ears with tan insides, a curly tail and a blue scarf',
  },
  unicorn: {
    fur: '#ffffff',
    belly: '#fdf0f6',
    accent: '#c58fe0',
    scarf: '#5bc0eb',
    description:
      'a small white unicorn with a golden spiral horn, a lilac mane and tail, a pink nose and a sky-blue scarf',
  },
};

export const DESIGNED_ANIMALS = Object.keys(DRAW);

/**
 * How big each companion stands beside the child, as a share of a reference height (about a
 * six-year-old): an elephant or a giraffe towers, a turtle or an owl comes to the knee or the
 * waist. The drawing is the same on every page; only its scale follows this.
 */
export const ANIMAL_SIZES: Readonly<Record<string, number>> = {
  elephant: 1.3,
  giraffe: 1.45,
  dragon: 1.2,
  unicorn: 1.15,
  bear: 1.1,
  lion: 1.0,
  panda: 1.0,
  monkey: 0.8,
  fox: 0.75,
  koala: 0.62,
  rabbit: 0.6,
  penguin: 0.65,
  owl: 0.55,
  turtle: 0.45,
};

/** The character layer's drawing: a pure function of the animal (never of the page). */
export function drawAnimal(animal: string): string {
  const key = Object.hasOwn(DRAW, animal) ? animal : 'bear';
  return DRAW[key]!(ANIMAL_DESIGNS[key]!);
}

export function animalDesign(animal: string): AnimalDesign {
  return ANIMAL_DESIGNS[animal] ?? ANIMAL_DESIGNS.bear!;
}
