import type { AgeRange } from '@shop/contracts';
import type { ComposedStory, StoryRequest } from '../types';
import { GRADE_BARS, glitchesOf, namePer100, settingConflicts } from './checks';
import { loadReadability, type Readability } from './readability';

/**
 * The bars every written story must meet before it is accepted (the report's, per story). The
 * name's bar is above the library's own stories for the named bands (up to 5 times per 100 words:
 * told stories name the child on each page and in talk), below an LLM's name in every sentence.
 */
export const ACCEPT = { lengthTolerance: 0.05, namePer100: 5.5 } as const;
const NAMED_BANDS: readonly AgeRange[] = ['early-elementary', 'upper-elementary', 'middle-school'];

let shared: Promise<Readability> | undefined;

/**
 * What keeps a story from being accepted, as sentences a person can read (`[]`: accept): its
 * length, known glitches, lines that contradict their page's scene, the child's name too often,
 * and a reading level outside the band's.
 */
export async function acceptanceProblems(
  story: ComposedStory,
  req: StoryRequest,
  /** null: skip the reading level (where the ES-module readability libraries cannot load). */
  readability: Promise<Readability> | null = (shared ??= loadReadability()),
): Promise<string[]> {
  const out: string[] = [];
  const err = Math.abs(story.wordCount - req.wordCount) / req.wordCount;
  if (err > ACCEPT.lengthTolerance)
    out.push(`length ${story.wordCount} words is ${(err * 100).toFixed(1)}% from ${req.wordCount}`);
  out.push(...glitchesOf(story, req.pronoun).map((g) => `glitch: ${g}`));
  out.push(...settingConflicts(story).map((c) => `setting conflict: ${c}`));
  const names = namePer100(req, story);
  if (NAMED_BANDS.includes(req.ageRange) && names > ACCEPT.namePer100)
    out.push(`the child's name ${names.toFixed(1)} times per 100 words`);
  if (readability) {
    const r = await readability;
    const grade = r.grade(r.counts(story.content));
    const bar = GRADE_BARS[req.ageRange];
    if (grade > bar.max || (bar.min !== undefined && grade < bar.min))
      out.push(`reading level ${grade.toFixed(1)} outside the band's ${bar.min ?? 0}-${bar.max}`);
  }
  return out;
}
