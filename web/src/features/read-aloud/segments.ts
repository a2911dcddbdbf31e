/** One stretch spoken by one utterance: a sentence of the title (para -1) or of a paragraph. */
export interface Segment {
  text: string;
  /** Paragraph index, or -1 for the title. */
  para: number;
  /** Where the segment starts in its paragraph's text. */
  start: number;
  /** Words of the segment: [start, end) offsets within `text`. */
  words: [number, number][];
}

function wordsOf(text: string): [number, number][] {
  return [...text.matchAll(/\S+/g)].map((m) => [m.index, m.index + m[0].length]);
}

/** Sentences (with the spaces after them), so no single utterance runs long. */
function sentences(text: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  const re = /[^.!?…]+(?:[.!?…]+["'”’)]*)?\s*/g;
  for (const m of text.matchAll(re)) {
    if (m[0].trim()) out.push({ text: m[0], start: m.index });
  }
  return out.length ? out : [{ text, start: 0 }];
}

/** The title, then each paragraph, cut into sentences. */
export function buildSegments(title: string, paragraphs: string[]): Segment[] {
  const parts: [number, string][] = [
    ...(title.trim() ? ([[-1, title]] as [number, string][]) : []),
    ...paragraphs.map((p, i) => [i, p] as [number, string]),
  ];
  return parts.flatMap(([para, text]) =>
    sentences(text).map((s) => ({ ...s, para, words: wordsOf(s.text) })),
  );
}

/** The index of the word at (or, between words, right after) `offset` in the segment. */
export function wordAt(segment: Segment, offset: number): number {
  const i = segment.words.findIndex(([, end]) => offset < end);
  return i === -1 ? segment.words.length - 1 : i;
}
