import {
  type CastKind,
  FRAMINGS,
  type Framing,
  fromFlatScene,
  HELPER_SPECIES,
  isFlatScene,
  isPageScene,
  type PageScene,
  PROP_STATES,
  type SceneFigure,
  type StoredScene,
  VIEWPOINTS,
  type Viewpoint,
  type LegacyScene,
  MOODS,
  type Mood,
  type FlatScene,
  PEOPLE,
  type Pose,
  POSES,
  type Prop,
  PROPS,
  type Season,
  SEASONS,
  SETTINGS,
  type SettingKind,
  TIMES_OF_DAY,
  type TimeOfDay,
  type Weather,
  WEATHERS,
} from '@shop/contracts';

/** Words in a free-text setting → the nearest setting kind. First match wins. */
const SETTING_WORDS: [SettingKind, RegExp][] = [
  ['bedroom', /bedroom|\bin bed\b|asleep|nursery|pillow|bedtime/],
  ['kitchen', /kitchen|bakery|oven|stove/],
  ['classroom', /classroom|school/],
  ['library', /librar|book ?shop|bookstore|reading nook|shelves/],
  ['workshop', /workshop|workbench|shed|tool/],
  ['museum', /museum|gallery|exhibit/],
  [
    'living-room',
    /living room|sitting room|fireplace|sofa|couch|\bat home\b|indoors|inside the house/,
  ],
  ['night-sky', /night sky|\bstars?\b|starry|moonlit|moon/],
  ['snowy-field', /snow|\bice\b|icy|frost|arctic|sledg/],
  ['campsite', /camp|campfire|tent/],
  ['harbor', /harbou?r|\bport\b|pier|dock|lighthouse|quay/],
  ['beach', /beach|\bsea(side)?\b|ocean|shore|sand|coast/],
  ['pond', /pond|lake|lily/],
  ['river', /river|stream|brook|creek|waterfall|bridge/],
  ['playground', /playground|swing|slide/],
  ['park', /\bpark\b/],
  ['orchard', /orchard|apple trees?/],
  ['forest', /forest|\bwoods?\b|woodland|jungle|\btrees?\b/],
  ['garden', /garden|vegetable|greenhouse|allotment/],
  ['farm', /farm|barn|field|meadow farm|stable/],
  ['village-street', /village|town|square|street|market|city|shop|road/],
  ['mountain', /mountain|peak|cliff|summit/],
  ['hill', /hill|valley|slope/],
  ['meadow', /meadow|grass|flower|picnic|path/],
];

const POSE_WORDS: [Pose, RegExp][] = [
  ['sleep', /sleep|asleep|dream|snuggl|yawn|tuck|bed\b/],
  ['hug', /\bhug|cuddl|embrac/],
  ['give', /\bgive|\bgave|offer|hand(s|ed)? (it|the|a|over)|share/],
  ['read', /\bread/],
  ['dig', /\bdig|\bdug\b|plant/],
  ['build', /\bbuild|\bbuilt|stack|construct/],
  ['paint', /paint|\bdraw/],
  ['dance', /danc|twirl|spin/],
  ['climb', /climb|scrambl/],
  ['carry', /carr(y|ies|ied)|haul/],
  ['search', /search|look(s|ed|ing)? for|hunt|seek/],
  ['listen', /listen|\bhear/],
  ['point', /point/],
  ['wave', /\bwave|waving|goodbye|hello/],
  ['jump', /jump|hop|leap|splash/],
  ['run', /\brun|\bran\b|race|chase|hurr|dash/],
  ['sit', /\bsit|\bsat\b|rest/],
  ['hold', /\bhold|\bheld|grip|clutch/],
  ['look', /\blook|watch|peer|gaz|spot|notice|see/],
  ['walk', /walk|stroll|set off|wander|follow|explor|step|head(s|ed)? /],
];

const MOOD_WORDS: [Mood, RegExp][] = [
  ['sleepy', /sleep|drows|tired|yawn/],
  ['worried', /worr|nervous|anxious|scared|afraid|uneasy/],
  ['sad', /\bsad|lonely|tear|gloom/],
  ['surprised', /surpris|amaz|astonish|startl/],
  ['excited', /excit|thrill|eager/],
  ['proud', /proud|triumph/],
  ['brave', /brave|determin|bold|courag/],
  ['curious', /curious|wonder|puzzl/],
  ['calm', /calm|peace|quiet|gentle|cos?zy|soft|content|still/],
  ['happy', /happy|joy|cheer|glad|warm|love|delight|fun|play/],
];

const CAST_WORDS: [CastKind, RegExp][] = [
  ['grandmother', /grandma|granny|nana|grandmother|\bgran\b/],
  ['grandfather', /grandpa|grandad|granddad|grandfather|gramps/],
  ['duckling', /duckling/],
  ['butterfly', /butterfl/],
  ['hedgehog', /hedgehog/],
  ['tortoise', /tortoise/],
  ['squirrel', /squirrel/],
  ['badger', /badger/],
  ['beaver', /beaver/],
  ['magpie', /magpie/],
  ['donkey', /donkey/],
  ['otter', /otter/],
  ['robin', /robin|\bbird\b/],
  ['crow', /\bcrow|raven/],
  ['mouse', /\bmouse|\bmice/],
  ['mole', /\bmole\b/],
  ['frog', /\bfrog|toad/],
  ['deer', /\bdeer|\bfawn|\bstag\b/],
  ['goat', /\bgoat|\bkid goat/],
  ['sheep', /\bsheep|\blamb\b/],
  ['hen', /\bhen\b|chicken|rooster/],
  ['cow', /\bcow\b|\bcalf\b/],
  ['horse', /horse|pony/],
  ['duck', /\bduck\b/],
  ['dog', /\bdog\b|puppy/],
  ['cat', /\bcat\b|kitten/],
  ['bee', /\bbees?\b/],
  [
    'woman',
    /\bmum\b|\bmom\b|mother|aunt|\bwoman\b|\blady\b|\bmrs\b|\bms\b|teacher|librarian|baker/,
  ],
  ['man', /\bdad\b|father|uncle|\bman\b|\bmr\b|farmer|fisherman|ranger|keeper|neighbou?r/],
  ['girl', /\bgirl\b|sister/],
  ['boy', /\bboy\b|brother/],
];

/** Prop names as they are written: "magnifying glass", "paper airplane", "torch" ... */
const PROP_WORDS: [Prop, RegExp][] = PROPS.map((p): [Prop, RegExp] => {
  const extra: Partial<Record<Prop, string>> = {
    flashlight: '|torch',
    'paper-airplane': '|paper plane',
    'magnifying-glass': '|magnifier',
    sandcastle: '|sand castle',
    'star-chart': '|star map',
    'watering-can': '',
    blocks: '|building blocks',
    flower: '|blossom|daisy|daisies|tulip|sunflower',
    apple: '|apples',
    seeds: '|seed',
    bicycle: '|bike',
    box: '|parcel|present',
  };
  const base = p.replace('-', '[- ]');
  return [p, new RegExp(`\\b(${base}s?${extra[p] ?? ''})\\b`)];
});

function first<T>(list: [T, RegExp][], text: string): T | undefined {
  return list.find(([, re]) => re.test(text))?.[0];
}

/** The earliest prop named in the text. */
function propIn(text: string): Prop | undefined {
  let best: { p: Prop; at: number } | undefined;
  for (const [p, re] of PROP_WORDS) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { p, at: m.index };
  }
  return best?.p;
}

export interface SceneContext {
  childName: string;
  animal: string;
  petName?: string;
}

/** A page plan written before the scene vocabulary, mapped to the nearest FlatScene. */
export function legacyToPageScene(legacy: LegacyScene, ctx: SceneContext): FlatScene {
  const setting = legacy.setting.toLowerCase();
  const action = legacy.action.toLowerCase();
  const all = `${setting} ${legacy.weather.toLowerCase()} ${action}`;
  const t = legacy.timeOfDay.toLowerCase();
  const timeOfDay: TimeOfDay = /night|midnight|bedtime/.test(t)
    ? 'night'
    : /evening|sunset|dusk|twilight/.test(t)
      ? 'evening'
      : /morning|dawn|sunrise/.test(t)
        ? 'morning'
        : 'afternoon';
  const w = legacy.weather.toLowerCase();
  const weather: Weather = /rain|drizzl|storm|shower/.test(w)
    ? 'rainy'
    : /snow|sleet|flurr/.test(w)
      ? 'snowy'
      : /fog|mist|haz/.test(w)
        ? 'foggy'
        : /wind|breez|gust|blust/.test(w)
          ? 'windy'
          : /overcast|grey|gray|cloudy|dark cloud|heavy cloud|clouds? (covered|filled)/.test(w)
            ? 'cloudy'
            : 'sunny';
  const kind = first(SETTING_WORDS, setting) ?? first(SETTING_WORDS, action) ?? 'meadow';
  const season: Season =
    kind === 'snowy-field' || /winter|frost|snow/.test(all)
      ? 'winter'
      : /autumn|\bfall\b|harvest|red leaves|golden leaves/.test(all)
        ? 'autumn'
        : /spring|blossom|bud/.test(all)
          ? 'spring'
          : 'summer';
  const child = ctx.childName.toLowerCase();
  const pet = ctx.petName?.toLowerCase();
  const names = legacy.characters.map((c) => c.toLowerCase().trim());
  const isChild = (c: string) => !!child && c.startsWith(child);
  const isPet = (c: string) => (!!pet && c.startsWith(pet)) || c.includes(ctx.animal.toLowerCase());
  const cast: CastKind[] = [];
  for (const c of names) {
    if (isChild(c) || isPet(c)) continue;
    const k = first(CAST_WORDS, c);
    if (k && !cast.includes(k)) cast.push(k);
  }
  const keyObject = propIn(action) ?? propIn(setting);
  return {
    setting: kind,
    timeOfDay,
    weather,
    season,
    child: names.length === 0 || names.some(isChild),
    companion: names.length === 0 || names.some(isPet),
    cast: cast.slice(0, 3),
    pose:
      first(POSE_WORDS, action) ??
      (kind === 'bedroom' && timeOfDay === 'night' ? 'sleep' : 'stand'),
    ...(keyObject ? { keyObject } : {}),
    mood: first(MOOD_WORDS, legacy.mood.toLowerCase()) ?? first(MOOD_WORDS, action) ?? 'happy',
    action: legacy.action,
  };
}

const oneOf = <T extends string>(list: readonly T[], v: unknown, dflt: T): T =>
  list.includes(v as T) ? (v as T) : dflt;

/**
 * The scene a picture is drawn from: a FlatScene kept to the vocabulary (anything outside it is
 * replaced by the plain choice), or a legacy scene mapped to one.
 */
export function pageSceneOf(scene: StoredScene, ctx: SceneContext): FlatScene {
  if (isPageScene(scene)) return flatOf(scene);
  if (!isFlatScene(scene)) return legacyToPageScene(scene, ctx);
  const cast = (Array.isArray(scene.cast) ? scene.cast : []).filter(
    (c): c is CastKind =>
      (HELPER_SPECIES as readonly string[]).includes(c) ||
      (PEOPLE as readonly string[]).includes(c),
  );
  return {
    setting: scene.setting in SETTINGS ? scene.setting : 'meadow',
    timeOfDay: oneOf(TIMES_OF_DAY, scene.timeOfDay, 'afternoon'),
    weather: oneOf(WEATHERS, scene.weather, 'sunny'),
    season: oneOf(SEASONS, scene.season, 'summer'),
    child: scene.child !== false,
    companion: scene.companion !== false,
    cast,
    pose: oneOf(POSES, scene.pose, 'stand'),
    ...(scene.keyObject && (PROPS as readonly string[]).includes(scene.keyObject)
      ? { keyObject: scene.keyObject }
      : {}),
    mood: oneOf(MOODS, scene.mood, 'happy'),
    action: typeof scene.action === 'string' ? scene.action : '',
  };
}

/** A page scene told the flat way (the child's pose and mood, the cast by kind): for the prompt. */
export function flatOf(scene: PageScene): FlatScene {
  const child = scene.figures.find((f) => f.who === 'child');
  return {
    setting: scene.setting,
    timeOfDay: scene.timeOfDay,
    weather: scene.weather,
    season: scene.season,
    child: !!child,
    companion: scene.figures.some((f) => f.who === 'companion'),
    cast: scene.figures.flatMap((f) => (f.kind ? [f.kind] : [])),
    pose: child?.pose ?? 'stand',
    ...(scene.object && scene.object.state !== 'lost' ? { keyObject: scene.object.prop } : {}),
    mood: child?.mood ?? scene.figures[0]?.mood ?? 'happy',
    action: scene.action,
  };
}

const isCast = (c: unknown): c is CastKind =>
  (HELPER_SPECIES as readonly string[]).includes(c as string) ||
  (PEOPLE as readonly string[]).includes(c as string);

/** A stored page scene kept to the vocabulary: unknown figures, poses and states are dropped or plain. */
function cleanPageScene(scene: PageScene): PageScene {
  const figures = (Array.isArray(scene.figures) ? scene.figures : [])
    .filter(
      (f) =>
        f &&
        typeof f.who === 'string' &&
        (f.who === 'child' || f.who === 'companion' || isCast(f.kind)),
    )
    .map((f): SceneFigure => ({
      who: f.who,
      ...(f.kind && isCast(f.kind) ? { kind: f.kind } : {}),
      pose: oneOf(POSES, f.pose, 'stand'),
      ...(f.mood && (MOODS as readonly string[]).includes(f.mood) ? { mood: f.mood } : {}),
      ...(typeof f.toward === 'string' ? { toward: f.toward } : {}),
    }));
  const obj = scene.object;
  return {
    setting: scene.setting in SETTINGS ? scene.setting : 'meadow',
    timeOfDay: oneOf(TIMES_OF_DAY, scene.timeOfDay, 'afternoon'),
    weather: oneOf(WEATHERS, scene.weather, 'sunny'),
    season: oneOf(SEASONS, scene.season, 'summer'),
    framing: oneOf(FRAMINGS, scene.framing, 'medium'),
    viewpoint: oneOf(VIEWPOINTS, scene.viewpoint, 'level'),
    figures,
    ...(obj && (PROPS as readonly string[]).includes(obj.prop)
      ? {
          object: {
            prop: obj.prop,
            state: oneOf(PROP_STATES, obj.state, 'whole'),
            ...(typeof obj.holder === 'string' ? { holder: obj.holder } : {}),
          },
        }
      : {}),
    action: typeof scene.action === 'string' ? scene.action : '',
  };
}

/**
 * Any stored scene as the PageScene a page is drawn from. A scene of the retired fragment engine or
 * a legacy one says nothing of the camera: it is chosen from the mood (close for strong feelings,
 * wide for calm ones) and the page (the eye level changes every third page), so pages differ.
 */
export function toPageScene(scene: StoredScene, ctx: SceneContext, pageNumber: number): PageScene {
  if (isPageScene(scene)) return cleanPageScene(scene);
  const flat = pageSceneOf(scene, ctx);
  const page = fromFlatScene(flat);
  const framing: Framing = ['excited', 'surprised', 'worried', 'sad'].includes(flat.mood)
    ? 'close'
    : ['calm', 'sleepy'].includes(flat.mood) || flat.pose === 'sleep'
      ? 'wide'
      : pageNumber % 3 === 2
        ? 'wide'
        : 'medium';
  const viewpoint: Viewpoint =
    pageNumber % 3 === 1 ? 'low' : pageNumber % 5 === 4 ? 'high' : 'level';
  return { ...page, framing, viewpoint };
}
