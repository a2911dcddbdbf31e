import { readFileSync } from 'node:fs';

/**
 * The book's typefaces, both under the SIL Open Font License 1.1 and shipped through npm as TTF
 * (pdfkit embeds TrueType/OpenType, not WOFF): Andika, SIL's typeface for beginning readers
 * (single-storey a and g, clear I/l/1), for the story; Fredoka, round and friendly, for titles.
 */
export const FONT_FILES = {
  body: '@expo-google-fonts/andika/Andika_400Regular.ttf',
  bodyBold: '@expo-google-fonts/andika/Andika_700Bold.ttf',
  bodyItalic: '@expo-google-fonts/andika/Andika_400Regular_Italic.ttf',
  title: '@expo-google-fonts/fredoka/600SemiBold/Fredoka_600SemiBold.ttf',
} as const;

export type FontName = keyof typeof FONT_FILES;

let cache: Record<FontName, Buffer> | undefined;

/** The font files' bytes, read once per thread. */
export function fontBuffers(): Record<FontName, Buffer> {
  cache ??= Object.fromEntries(
    (Object.keys(FONT_FILES) as FontName[]).map((name) => [
      name,
      readFileSync(require.resolve(FONT_FILES[name])),
    ]),
  ) as Record<FontName, Buffer>;
  return cache;
}
