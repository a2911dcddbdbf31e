import { PRONOUN_FORMS, type Pronoun } from '@shop/contracts';

/**
 * Fills a page's tokens: the child by name at the page's first mention ({C}, {C’s}, {Cobj}, or
 * {N}, which always names), by pronoun after; {was}/{were} agree with the last child subject.
 * Other tokens come from `vars`. Returns the page's text and how often the child was named.
 */
export interface PageVoice {
  name: string;
  pronoun: Pronoun;
  vars: Readonly<Record<string, string>>;
}

const TOKEN = /\{([A-Za-z\u2019']+)\}/g;

export function voicePage(
  texts: readonly string[],
  v: PageVoice,
): { texts: string[]; named: number } {
  const f = PRONOUN_FORMS[v.pronoun];
  let named = 0;
  let plural = false;
  const poss = `${v.name}\u2019s`;
  const out = texts.map((t) =>
    t.replace(TOKEN, (m, key: string) => {
      switch (key) {
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
