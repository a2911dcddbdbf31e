/**
 * For the pattern specs: template tokens rendered as fixed words, so sentences split where a
 * story's would. Pipkin is the companion; the theme's material is Hazelnut (the helper) and the
 * "…thing" words (object, place, goal).
 */
const WORDS: Record<string, string> = {
  P: 'Pipkin',
  H: 'Old Hazelnut',
  O: 'the red objectthing',
  o: 'objectthing',
  place: 'the big placething',
  goal: 'to goalthing',
  C: 'Mia',
  N: 'Mia',
  Cobj: 'Mia',
  'C\u2019s': 'Mia\u2019s',
};

export const voiced = (t: string): string =>
  t.replace(/\{([^}]*)\}/g, (_m, k: string) => WORDS[k] ?? 'Zed');

/** Something of the theme's own material: the helper, the object, the place, the goal. */
export const REFERENT = /\b(Hazelnut|objectthing|placething|goalthing)\b/;
