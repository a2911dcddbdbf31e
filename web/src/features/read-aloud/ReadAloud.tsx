import { Volume2 } from 'lucide-react';
import { READ_ALOUD_TEXTS as T, splitParagraphs } from '@shop/contracts';
import { lazy, Suspense, useRef, useState } from 'react';

const loadPlayer = () => import('./ReadAloudPlayer');
// The player (speech, highlighting, its CSS) is its own chunk, loaded on first use only.
const ReadAloudPlayer = lazy(loadPlayer);

/** "Read to me" for a story: a button until it is used, then the read-aloud player. */
export function ReadAloud({ title, content }: { title: string; content: string }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  return (
    <div ref={anchor} className="read-aloud-slot">
      {open ? (
        <Suspense fallback={<p role="status">{T.loading}</p>}>
          <ReadAloudPlayer
            title={title}
            paragraphs={splitParagraphs(content)}
            anchor={anchor}
            autoStart
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setOpen(true)}
          // Fetch the player while the pointer is on its way.
          onPointerEnter={() => void loadPlayer()}
          onFocus={() => void loadPlayer()}
        >
          <Volume2 aria-hidden="true" size={18} />
          {T.start}
        </button>
      )}
    </div>
  );
}
