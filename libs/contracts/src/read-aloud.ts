/** Texts and choices of "Read to me" (the browser's own speech synthesis, works offline). */
export const READ_ALOUD_TEXTS = {
  start: 'Read to me',
  loading: 'Getting the reader ready…',
  play: 'Play',
  resume: 'Resume',
  pause: 'Pause',
  stop: 'Stop',
  speed: 'Speed',
  voice: 'Voice',
  nowReading: 'Now reading',
  lookingForVoices: 'Looking for voices…',
  unsupported:
    'Reading aloud isn’t available in this browser. Try a recent Chrome, Edge, Safari or Firefox.',
  noVoices:
    'This device has no voices installed for reading aloud. Add a text-to-speech voice in your system settings, then reload the page.',
  failed: 'The story could not be read aloud just now. Please try again.',
  finished: 'The end. Sweet dreams!',
} as const;

/** Reading speeds (SpeechSynthesisUtterance.rate); bedtime pace by default. */
export const READ_ALOUD_SPEEDS = [
  { rate: 0.75, label: 'Slow' },
  { rate: 0.9, label: 'Bedtime' },
  { rate: 1, label: 'Normal' },
  { rate: 1.2, label: 'Fast' },
] as const;
export const READ_ALOUD_DEFAULT_RATE = 0.9;
