import { CONTROL_CHARACTERS_MESSAGE, controlCharacterErrors } from './control-characters';

describe('controlCharacterErrors', () => {
  it('names every field holding NUL, other controls or bidi overrides', () => {
    expect(
      controlCharacterErrors({
        name: 'Ann\u0000',
        address: { line1: 'a\u202Eb', city: 'Austin' },
        notes: ['ok', 'bell\u0007'],
      }),
    ).toEqual([
      { field: 'name', message: CONTROL_CHARACTERS_MESSAGE },
      { field: 'address.line1', message: CONTROL_CHARACTERS_MESSAGE },
      { field: 'notes.1', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });

  it('names a field holding half of a surrogate pair (no character at all)', () => {
    expect(
      controlCharacterErrors({ paragraphs: [{ index: 0, text: '\ud800' }], a: 'x\udc00y' }),
    ).toEqual([
      { field: 'paragraphs.0.text', message: CONTROL_CHARACTERS_MESSAGE },
      { field: 'a', message: CONTROL_CHARACTERS_MESSAGE },
    ]);
  });

  it('lets ordinary text through: tabs, line breaks, accents, emoji, other scripts', () => {
    expect(
      controlCharacterErrors({
        message: 'Line one\r\nLine two\tend',
        name: 'Zoë O\u2019Brien',
        child: 'مريم',
        note: '👩‍👧 hi',
      }),
    ).toEqual([]);
  });
});
