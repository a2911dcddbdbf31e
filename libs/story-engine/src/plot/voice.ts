import { PRONOUN_FORMS, type Pronoun } from '@shop/contracts';

/**
 * Fills a page's tokens: the child by name at the page's first mention ({C}, {C’s}, {Cobj}, or
 * {N}, which always names), by pronoun after; {was}/{were} agree with the last child subject.
 * The companion ({P}) is named at its first mention on a page; later in the narration it is "the
 * turtle" at a second mention within one sentence, and at every second mention in a sentence that
 * also names this story's helper, object or place (so the line stays this story's). "The turtle"
 * reads right as subject, object or possessive: no pronoun case to get wrong. Speech keeps the
 * name (friends call each other by name), and so does "{P} the {A}". Other tokens come from
 * `vars`. Returns the page's text and how often the child was named.
 */
export interface PageVoice {
  name: string;
  pronoun: Pronoun;
  vars: Readonly<Record<string, string>>;
  /**
   * The companion's species ("turtle"), when "the turtle" can only mean the companion (no helper
   * or neighbour of that kind in the story); without it the companion is always named.
   */
  palSpecies?: string;
}

/** Tokens that belong to one story's material: its helper, object, place, goal, count noun. */
const STORY_THINGS = /\{(?:H|O|o|place|goal|count)\}/;

/** The sentence of `text` around `offset`, and its part before `offset`. */
function sentenceAt(text: string, offset: number): { before: string; sentence: string } {
  const start = Math.max(
    0,
    ...[...text.slice(0, offset).matchAll(/[.!?]["\u201d]?\s+/g)].map((x) => x.index + x[0].length),
  );
  const end = text.slice(offset).search(/[.!?]/);
  return {
    before: text.slice(start, offset),
    sentence: text.slice(start, end < 0 ? text.length : offset + end + 1),
  };
}

/** Inside a quotation at `offset` of `text`: an odd number of straight quotes, or an open curly one. */
function inSpeech(text: string, offset: number): boolean {
  const before = text.slice(0, offset);
  const straight = (before.match(/"/g) ?? []).length;
  const open = (before.match(/\u201c/g) ?? []).length - (before.match(/\u201d/g) ?? []).length;
  return straight % 2 === 1 || open > 0;
}

const TOKEN = /\{([A-Za-z\u2019']+)\}/g;

export function voicePage(
  texts: readonly string[],
  v: PageVoice,
): { texts: string[]; named: number } {
  const f = PRONOUN_FORMS[v.pronoun];
  let named = 0;
  let palNamed = 0;
  let plural = false;
  const poss = `${v.name}\u2019s`;
  const out = texts.map((t) =>
    t.replace(TOKEN, (m, key: string, offset: number) => {
      switch (key) {
        case 'P': {
          const name = v.vars.P!;
          const species = v.palSpecies;
          const first = palNamed++ === 0;
          if (!species || first || inSpeech(t, offset)) return name;
          // "{P} the {A}", "{P}, a little {A}": an introduction keeps the name
          const after = t.slice(offset + m.length);
          if (
            new RegExp(`^,?\\s+(?:the|a|an)\\s+(?:\\w+\\s+)?(?:\\{A\\}|${species}\\b)`).test(after)
          )
            return name;
          const { before, sentence } = sentenceAt(t, offset);
          // named once already in this sentence: "Sheldon was patient, but the turtle could not hurry"
          if (before.includes('{P}')) return `the ${species}`;
          // otherwise every second mention, in a sentence that also names this story's own
          // helper, object or place (so it stays this story's sentence, not any turtle's)
          return palNamed % 2 === 0 && STORY_THINGS.test(sentence) ? `the ${species}` : name;
        }
        case 'N':
          named++;
          plural = false;
          return v.name;
        case 'C':
          plural = named > 0 && f.plural;
          return named++ ? f.subject : v.name;
        case 'C\u2019s':
        case "C's":
          return named++ ? f.possessive : poss;
        case 'Cobj':
          return named++ ? f.object : v.name;
        case 'was':
          return plural ? 'were' : 'was';
        case 'wasn\u2019t':
          return plural ? 'weren\u2019t' : 'wasn\u2019t';
        default: {
          const val = v.vars[key];
          if (val === undefined) throw new Error(`unknown token ${m}`);
          // a value may name the helper ("to help {H} feel at home")
          return val.includes('{') ? val.replace(TOKEN, (t, k: string) => v.vars[k] ?? t) : val;
        }
      }
    }),
  );
  // "asked she" → "she asked": a pronoun goes before its speech verb
  const tagged = out.map((t) =>
    t.replace(
      /\b(said|asked|called|whispered|cried|shouted|added|laughed) (she|he|they)\b/g,
      '$2 $1',
    ),
  );
  return { texts: tagged, named };
}
