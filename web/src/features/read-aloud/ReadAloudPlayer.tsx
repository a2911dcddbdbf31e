import { READ_ALOUD_DEFAULT_RATE, READ_ALOUD_SPEEDS, READ_ALOUD_TEXTS as T } from '@shop/contracts';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { clearMarks, findParagraphs, markWord } from './highlight';
import { buildSegments, wordAt } from './segments';
import { speechSupported, storyVoices, useVoices } from './voices';
import './read-aloud.css';

type PlayState = 'idle' | 'playing' | 'paused' | 'done' | 'error';
interface Position {
  seg: number;
  word: number;
}

/** How long to wait for the browser's voices before saying there are none. */
const VOICE_WAIT_MS = 2500;

export interface ReadAloudPlayerProps {
  title: string;
  paragraphs: string[];
  /** An element inside the story: the paragraphs to highlight are found around it. */
  anchor: RefObject<HTMLElement | null>;
  /** Start reading as soon as a voice is there (the reader was opened by a click). */
  autoStart?: boolean;
}

/**
 * "Read to me": the browser's speech synthesis (offline voices where the system has them) reads
 * the title and the story sentence by sentence; the word being read is highlighted from the
 * utterances' boundary events. Pause, speed and voice restart from the current word.
 */
export default function ReadAloudPlayer({
  title,
  paragraphs,
  anchor,
  autoStart = false,
}: ReadAloudPlayerProps) {
  const supported = speechSupported();
  const voices = storyVoices(useVoices());
  const segments = useMemo(() => buildSegments(title, paragraphs), [title, paragraphs]);
  const [state, setState] = useState<PlayState>('idle');
  const [pos, setPos] = useState<Position>({ seg: 0, word: 0 });
  const [rate, setRate] = useState<number>(READ_ALOUD_DEFAULT_RATE);
  const [voiceURI, setVoiceURI] = useState('');
  const [waited, setWaited] = useState(false);
  /** Bumped on every start, pause and stop: events of older utterances are ignored. */
  const session = useRef(0);
  const autoStarted = useRef(false);
  const voice =
    voices.find((v) => v.voiceURI === voiceURI) ?? voices.find((v) => v.default) ?? voices[0];

  function show(seg: number, word: number) {
    setPos({ seg, word });
    const segment = segments[seg];
    if (!segment || segment.para < 0) {
      clearMarks();
      return;
    }
    const [start, end] = segment.words[word] ?? [0, 0];
    const el = findParagraphs(anchor.current, paragraphs)[segment.para] ?? null;
    markWord(el, segment.start + start, segment.start + end);
  }

  function speak(seg: number, word: number, speed: number, withVoice?: SpeechSynthesisVoice) {
    const id = ++session.current;
    const synth = window.speechSynthesis;
    synth.cancel();
    const segment = segments[seg];
    if (!segment) {
      setState('done');
      setPos({ seg: 0, word: 0 });
      clearMarks();
      return;
    }
    const from = segment.words[word]?.[0] ?? 0;
    const utterance = new window.SpeechSynthesisUtterance(segment.text.slice(from));
    utterance.rate = speed;
    utterance.lang = withVoice?.lang ?? 'en-US';
    try {
      if (withVoice) utterance.voice = withVoice;
    } catch {
      // A voice the browser no longer knows: its language still picks a close one.
    }
    utterance.onboundary = (event) => {
      if (id !== session.current || (event.name && event.name !== 'word')) return;
      show(seg, wordAt(segment, from + event.charIndex));
    };
    utterance.onend = () => {
      if (id === session.current) speak(seg + 1, 0, speed, withVoice);
    };
    utterance.onerror = (event) => {
      if (id !== session.current || event.error === 'interrupted' || event.error === 'canceled')
        return;
      session.current += 1;
      setState('error');
      clearMarks();
    };
    setState('playing');
    show(seg, word);
    try {
      synth.speak(utterance);
    } catch {
      session.current += 1;
      setState('error');
      clearMarks();
    }
  }

  function play() {
    const start = state === 'done' ? { seg: 0, word: 0 } : pos;
    speak(start.seg, start.word, rate, voice);
  }

  function pause() {
    session.current += 1;
    window.speechSynthesis.cancel();
    setState('paused');
  }

  function stop() {
    session.current += 1;
    window.speechSynthesis.cancel();
    setState('idle');
    setPos({ seg: 0, word: 0 });
    clearMarks();
  }

  function changeRate(next: number) {
    setRate(next);
    if (state === 'playing') speak(pos.seg, pos.word, next, voice);
  }

  function changeVoice(uri: string) {
    setVoiceURI(uri);
    const next = voices.find((v) => v.voiceURI === uri);
    if (state === 'playing') speak(pos.seg, pos.word, rate, next);
  }

  // Chrome lists its voices a moment after load: wait a little before saying there are none.
  useEffect(() => {
    if (!supported) return;
    const timer = setTimeout(() => setWaited(true), VOICE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [supported]);

  // Opened by "Read to me": start once a voice is there (the click gave the page user activation).
  const ready = supported && voices.length > 0;
  useEffect(() => {
    if (!autoStart || !ready || autoStarted.current) return;
    autoStarted.current = true;
    const timer = setTimeout(() => play(), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the voices arrive
  }, [autoStart, ready]);

  // Leaving the story stops the voice.
  useEffect(() => {
    const current = session;
    return () => {
      current.current += 1;
      if (speechSupported()) window.speechSynthesis.cancel();
      clearMarks();
    };
  }, []);

  if (!supported) return <p className="read-aloud__message">{T.unsupported}</p>;
  if (!voices.length)
    return (
      <p className="read-aloud__message" role="status">
        {waited ? T.noVoices : T.lookingForVoices}
      </p>
    );

  const segment = segments[pos.seg];
  const [wStart, wEnd] = segment?.words[pos.word] ?? [0, 0];
  return (
    <div className="read-aloud" role="group" aria-label={T.start}>
      <div className="read-aloud__controls">
        {state === 'playing' ? (
          <button type="button" className="btn btn--primary" onClick={pause}>
            {T.pause}
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={play}>
            {state === 'paused' ? T.resume : T.play}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={stop}
          disabled={state === 'idle' || state === 'done'}
        >
          {T.stop}
        </button>
        <label className="read-aloud__field">
          {T.speed}
          <select value={rate} onChange={(e) => changeRate(Number(e.target.value))}>
            {READ_ALOUD_SPEEDS.map((s) => (
              <option key={s.rate} value={s.rate}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="read-aloud__field">
          {T.voice}
          <select value={voice?.voiceURI ?? ''} onChange={(e) => changeVoice(e.target.value)}>
            {voices.map((v) => (
              <option key={v.voiceURI} value={v.voiceURI}>
                {v.name} ({v.lang})
              </option>
            ))}
          </select>
        </label>
      </div>
      {state === 'playing' || state === 'paused' ? (
        <p className="read-aloud__caption" data-testid="read-aloud-caption">
          <span className="visually-hidden">{T.nowReading}: </span>
          {segment ? (
            <>
              {segment.text.slice(0, wStart)}
              <mark>{segment.text.slice(wStart, wEnd)}</mark>
              {segment.text.slice(wEnd)}
            </>
          ) : null}
        </p>
      ) : null}
      {state === 'done' ? <p className="read-aloud__message">{T.finished}</p> : null}
      {state === 'error' ? (
        <p className="read-aloud__message" role="alert">
          {T.failed}
        </p>
      ) : null}
    </div>
  );
}
