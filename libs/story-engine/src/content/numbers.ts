/** Number words for counting plots (sums stay within the band's reach). */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const;

export function numberWord(n: number): string {
  const w = NUMBER_WORDS[n];
  if (w === undefined) throw new Error(`no word for ${n}`);
  return w;
}
