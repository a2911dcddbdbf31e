import { useSyncExternalStore } from 'react';

export function speechSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof window.SpeechSynthesisUtterance === 'function'
  );
}

let cached: SpeechSynthesisVoice[] = [];
const EMPTY: SpeechSynthesisVoice[] = [];

/** The same array until the voices really change (useSyncExternalStore needs a stable value). */
function snapshot(): SpeechSynthesisVoice[] {
  if (!speechSupported()) return EMPTY;
  const now = window.speechSynthesis.getVoices();
  const same =
    now.length === cached.length && now.every((v, i) => v.voiceURI === cached[i]?.voiceURI);
  if (!same) cached = [...now];
  return cached;
}

function subscribe(onChange: () => void): () => void {
  if (!speechSupported()) return () => undefined;
  const synth = window.speechSynthesis;
  synth.addEventListener('voiceschanged', onChange);
  return () => synth.removeEventListener('voiceschanged', onChange);
}

/** The browser's voices, as they load (Chrome fills the list a moment after the page). */
export function useVoices(): SpeechSynthesisVoice[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** English voices when there are any (the stories are English), else every voice. */
export function storyVoices(voices: SpeechSynthesisVoice[]): SpeechSynthesisVoice[] {
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith('en'));
  return english.length ? english : voices;
}
