import { MY_STORIES_TEXTS as T } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { isAppError } from '../../api/errors';
import { useClaimMyStoriesMutation } from './myStoriesApi';
import './my-stories.css';

type Outcome =
  { state: 'working' } | { state: 'done'; text: string } | { state: 'failed'; text: string };

/** The token in the address's fragment (the e-mailed link's), if any. */
function tokenInAddress(): string | null {
  return window.location.hash.replace(/^#/, '') || null;
}

/**
 * The page the e-mailed link opens: it posts the link's token (from the fragment, so it never
 * reaches a server log) and says what happened.
 */
export function MyStoriesPage() {
  const [claim] = useClaimMyStoriesMutation();
  const [token] = useState(tokenInAddress);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token ? { state: 'working' } : { state: 'failed', text: T.noToken },
  );
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    // The token is spent now: it does not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    claim({ token })
      .unwrap()
      .then((r) => setOutcome({ state: 'done', text: r.message }))
      .catch((err: unknown) => {
        const gone = isAppError(err) && (err.status === 410 || err.status === 400);
        const tooMany = isAppError(err) && err.status === 429;
        setOutcome({ state: 'failed', text: gone ? T.invalidLink : tooMany ? T.tooMany : T.error });
      });
  }, [claim, token]);

  useEffect(() => {
    if (outcome.state !== 'working') heading.current?.focus();
  }, [outcome.state]);

  return (
    <main className="my-stories-page">
      <h1 ref={heading} tabIndex={-1}>
        {T.pageTitle}
      </h1>
      {outcome.state === 'working' ? (
        <p role="status">{T.claiming}</p>
      ) : (
        <>
          <p
            role={outcome.state === 'failed' ? 'alert' : 'status'}
            className={outcome.state === 'failed' ? 'my-stories-page__error' : undefined}
          >
            {outcome.text}
          </p>
          <p>
            <Link className="my-stories-page__action" to="/">
              {outcome.state === 'done' ? T.seeStories : T.askAgain}
            </Link>
          </p>
        </>
      )}
    </main>
  );
}
