import { MY_STORIES_TEXTS as T } from '@shop/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { isAppError } from '../../api/errors';
import { useRequestMyStoriesLinkMutation } from './myStoriesApi';
import './my-stories.css';

/**
 * "Get my stories on another device": an e-mail address and a button. The answer (the same for
 * any address) and any error show right under the button, where the parent is looking.
 */
export function MyStoriesLinkForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [request, { isLoading }] = useRequestMyStoriesLinkMutation();
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(null);
    try {
      const sent = await request({ email }).unwrap();
      setEmail('');
      setAnswer({ ok: true, text: sent.message });
    } catch (err) {
      const detail = isAppError(err) ? err.details?.[0]?.message : undefined;
      const tooMany = isAppError(err) && err.status === 429;
      setAnswer({ ok: false, text: detail ?? (tooMany ? T.tooMany : T.error) });
      input.current?.focus();
    }
  }

  const answerId = `${id}-answer`;
  return (
    <section className="my-stories-link" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="my-stories-link__heading">
        {T.heading}
      </h2>
      <p className="my-stories-link__intro">{T.intro}</p>
      <form className="my-stories-link__form" onSubmit={onSubmit} noValidate={false}>
        <label htmlFor={`${id}-email`} className="my-stories-link__label">
          {T.emailLabel}
        </label>
        <p id={`${id}-hint`} className="my-stories-link__hint">
          {T.emailHint}
        </p>
        <div className="my-stories-link__row">
          <input
            ref={input}
            id={`${id}-email`}
            className="my-stories-link__input"
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            aria-describedby={`${id}-hint${answer ? ` ${answerId}` : ''}`}
            aria-invalid={answer && !answer.ok ? true : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" className="my-stories-link__button" disabled={isLoading}>
            {isLoading ? T.sending : T.submit}
          </button>
        </div>
        <p
          id={answerId}
          className={`my-stories-link__answer${answer && !answer.ok ? ' my-stories-link__answer--error' : ''}`}
          role={answer && !answer.ok ? 'alert' : 'status'}
        >
          {answer?.text}
        </p>
      </form>
    </section>
  );
}
