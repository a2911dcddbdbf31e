import { READ_ALOUD_TEXTS as T } from '@shop/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReadAloud } from './ReadAloud';
import { buildSegments, wordAt } from './segments';

/** A stand-in for the browser's speech synthesis: records utterances, events fired by the test. */
class FakeUtterance {
  text: string;
  rate = 1;
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  onboundary: ((e: { name: string; charIndex: number }) => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeech(voices: Partial<SpeechSynthesisVoice>[]) {
  const spoken: FakeUtterance[] = [];
  const listeners = new Set<() => void>();
  const synth = {
    voices: voices as SpeechSynthesisVoice[],
    getVoices: () => synth.voices,
    speak: jest.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: jest.fn(),
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    /** Voices arriving later, as in Chrome. */
    setVoices(next: Partial<SpeechSynthesisVoice>[]) {
      synth.voices = next as SpeechSynthesisVoice[];
      listeners.forEach((fn) => fn());
    },
  };
  Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: FakeUtterance });
  return { synth, spoken };
}

const VOICES = [
  { voiceURI: 'en-1', name: 'Samantha', lang: 'en-US', default: true },
  { voiceURI: 'en-2', name: 'Daniel', lang: 'en-GB', default: false },
  { voiceURI: 'fr-1', name: 'Amélie', lang: 'fr-FR', default: false },
];

const STORY = {
  title: 'The Brave Fox',
  content: 'Mia found a fox. It was brave!\n\nThey played all day.',
};

function renderStory() {
  return render(
    <article>
      <ReadAloud {...STORY} />
      <div className="story__text">
        <p>Mia found a fox. It was brave!</p>
        <p>They played all day.</p>
      </div>
    </article>,
  );
}

async function startReading() {
  await userEvent.click(screen.getByRole('button', { name: T.start }));
  await screen.findByRole('button', { name: T.pause });
}

describe('read-aloud', () => {
  afterEach(() => {
    cleanup();
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    delete (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  });

  it('cuts the story into sentences and finds the word at a character', () => {
    const segments = buildSegments(STORY.title, STORY.content.split('\n\n'));
    expect(segments.map((s) => [s.para, s.start, s.text])).toEqual([
      [-1, 0, 'The Brave Fox'],
      [0, 0, 'Mia found a fox. '],
      [0, 17, 'It was brave!'],
      [1, 0, 'They played all day.'],
    ]);
    expect(wordAt(segments[1]!, 4)).toBe(1);
    expect(wordAt(segments[1]!, 3)).toBe(1);
  });

  it('"Read to me" starts reading; the spoken word is highlighted; sentences follow one another', async () => {
    const { synth, spoken } = installSpeech(VOICES);
    renderStory();
    await startReading();
    expect(spoken[0]).toMatchObject({ text: 'The Brave Fox', rate: 0.9, lang: 'en-US' });
    expect(spoken[0]!.voice).toMatchObject({ voiceURI: 'en-1' });
    act(() => spoken[0]!.onend!());
    expect(spoken[1]!.text).toBe('Mia found a fox. ');
    act(() => spoken[1]!.onboundary!({ name: 'word', charIndex: 12 }));
    const caption = screen.getByTestId('read-aloud-caption');
    expect(caption.querySelector('mark')).toHaveTextContent('fox.');
    expect(caption).toHaveTextContent('Mia found a fox.');
    // The paragraph being read is marked in the story itself.
    expect(screen.getByText('Mia found a fox. It was brave!')).toHaveAttribute(
      'data-read-aloud',
      'current',
    );
    // Only English voices are offered for English stories.
    expect(screen.getAllByRole('option', { name: /\(en-/ })).toHaveLength(2);
    expect(screen.queryByRole('option', { name: /Amélie/ })).toBeNull();
    expect(synth.speak).toHaveBeenCalledTimes(2);
  });

  it('pause stops the voice and resume goes on from the current word; speed and voice restart there', async () => {
    const { synth, spoken } = installSpeech(VOICES);
    renderStory();
    await startReading();
    act(() => spoken[0]!.onend!());
    act(() => spoken[1]!.onboundary!({ name: 'word', charIndex: 4 }));
    await userEvent.click(screen.getByRole('button', { name: T.pause }));
    expect(synth.cancel).toHaveBeenCalled();
    // A late end event of the cancelled utterance changes nothing.
    act(() => spoken[1]!.onend!());
    expect(spoken).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: T.resume }));
    expect(spoken[2]!.text).toBe('found a fox. ');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: T.speed }), 'Fast');
    expect(spoken[3]).toMatchObject({ text: 'found a fox. ', rate: 1.2 });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: T.voice }),
      'Daniel (en-GB)',
    );
    expect(spoken[4]!.voice).toMatchObject({ voiceURI: 'en-2' });
    expect(spoken[4]!.lang).toBe('en-GB');
  });

  it('waits for voices that arrive late, then starts', async () => {
    const { synth, spoken } = installSpeech([]);
    renderStory();
    await userEvent.click(screen.getByRole('button', { name: T.start }));
    expect(await screen.findByText(T.lookingForVoices)).toBeInTheDocument();
    act(() => synth.setVoices(VOICES));
    await screen.findByRole('button', { name: T.pause });
    expect(spoken[0]!.text).toBe('The Brave Fox');
  });

  it('says so gracefully where there are no voices or no speech synthesis', async () => {
    jest.useFakeTimers();
    try {
      installSpeech([]);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { unmount } = renderStory();
      await user.click(screen.getByRole('button', { name: T.start }));
      await screen.findByText(T.lookingForVoices);
      act(() => jest.advanceTimersByTime(3000));
      expect(screen.getByText(T.noVoices)).toBeInTheDocument();
      unmount();
    } finally {
      jest.useRealTimers();
    }
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    renderStory();
    await userEvent.click(screen.getByRole('button', { name: T.start }));
    expect(await screen.findByText(T.unsupported)).toBeInTheDocument();
  });

  it('an error of the synthesis is shown, and leaving the story stops the voice', async () => {
    const { synth, spoken } = installSpeech(VOICES);
    const { unmount } = renderStory();
    await startReading();
    act(() => spoken[0]!.onerror!({ error: 'synthesis-failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent(T.failed);
    synth.cancel.mockClear();
    unmount();
    expect(synth.cancel).toHaveBeenCalled();
  });
});
