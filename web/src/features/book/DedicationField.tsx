import {
  DEDICATION_MAX_LENGTH,
  DEDICATION_TEXTS,
  type Story,
  updateDedicationSchema,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useUpdateDedicationMutation } from './bookApi';
import './book.css';

/**
 * The parent's dedication for the book's first page, on the preview and at checkout: checked
 * with the server's schema, saved on the story; once the story is ordered it shows, read-only.
 */
export function DedicationField({ story, editable }: { story: Story; editable: boolean }) {
  const id = useId();
  const saved = story.dedication ?? '';
  const [text, setText] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const [save, { isLoading }] = useUpdateDedicationMutation();
  const toast = useToast();

  if (!editable) {
    return saved ? (
      <section className="dedication-field" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{DEDICATION_TEXTS.label}</h2>
        <p className="dedication-field__saved">{saved}</p>
      </section>
    ) : null;
  }

  const onSave = async () => {
    setProblem(undefined);
    const parsed = updateDedicationSchema.safeParse({ dedication: text });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await save({ storyId: story.id, dedication: parsed.data.dedication }).unwrap();
      toast({ title: DEDICATION_TEXTS.saved });
    } catch (err) {
      setProblem(
        isAppError(err) ? (err.details?.[0]?.message ?? errorMessage(err)) : errorMessage(err),
      );
    }
  };

  return (
    <section className="dedication-field" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <label htmlFor={`${id}-text`}>{DEDICATION_TEXTS.label}</label>
      </h2>
      <p className="dedication-field__hint" id={`${id}-hint`}>
        {DEDICATION_TEXTS.hint}
      </p>
      <textarea
        id={`${id}-text`}
        className="dedication-field__text"
        rows={3}
        maxLength={DEDICATION_MAX_LENGTH + 50}
        value={text}
        placeholder={DEDICATION_TEXTS.placeholder}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        aria-invalid={problem ? true : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {problem ? (
        <p className="dedication-field__problem" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="book-button"
        disabled={isLoading || text === saved}
        onClick={() => void onSave()}
      >
        {DEDICATION_TEXTS.save}
      </button>
    </section>
  );
}
