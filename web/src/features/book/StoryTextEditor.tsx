import {
  BOOK_TEXTS,
  splitParagraphs,
  type Story,
  type UpdateStoryTextInput,
  updateStoryTextSchema,
} from '@shop/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useUpdateStoryTextMutation } from './bookApi';

interface FormValues {
  title: string;
  paragraphs: { text: string }[];
}

/**
 * The owner's corrections before ordering: the title and any paragraph. Only what changed is
 * sent, checked with the same schema as the server; the preview rebuilds from the saved text.
 */
export function StoryTextEditor({ story }: { story: Story }) {
  const [open, setOpen] = useState(false);
  return (
    <section className="story-text-editor" aria-labelledby="story-text-editor-heading">
      <h2 id="story-text-editor-heading">{BOOK_TEXTS.editText}</h2>
      <p className="story-text-editor__hint">{BOOK_TEXTS.editHint}</p>
      {open ? (
        <EditForm story={story} key={story.updatedAt} onDone={() => setOpen(false)} />
      ) : (
        <button type="button" className="book-button" onClick={() => setOpen(true)}>
          {BOOK_TEXTS.editText}
        </button>
      )}
    </section>
  );
}

function EditForm({ story, onDone }: { story: Story; onDone: () => void }) {
  const original = splitParagraphs(story.content);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: { title: story.title, paragraphs: original.map((text) => ({ text })) },
  });
  const [save, { isLoading }] = useUpdateStoryTextMutation();
  const toast = useToast();
  const [problem, setProblem] = useState<string>();

  const onSubmit = async (values: FormValues) => {
    setProblem(undefined);
    const body: UpdateStoryTextInput = {};
    if (values.title !== story.title) body.title = values.title;
    const changed = values.paragraphs
      .map((p, index) => ({ index, text: p.text }))
      .filter((p) => p.text !== original[p.index]);
    if (changed.length) body.paragraphs = changed;
    if (body.title === undefined && !changed.length) {
      onDone();
      return;
    }
    const parsed = updateStoryTextSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, n] = issue.path;
        if (field === 'title') setError('title', { message: issue.message });
        else if (field === 'paragraphs' && typeof n === 'number') {
          setError(`paragraphs.${changed[n]!.index}.text`, { message: issue.message });
        } else setProblem(issue.message);
      }
      return;
    }
    try {
      await save({ storyId: story.id, body }).unwrap();
      toast({ title: BOOK_TEXTS.saved });
      onDone();
    } catch (err) {
      const message = isAppError(err) ? errorMessage(err) : BOOK_TEXTS.saveError;
      if (isAppError(err) && err.details?.length) {
        for (const d of err.details) {
          const m = /^paragraphs\.(\d+)\.text$/.exec(d.field);
          if (d.field === 'title') setError('title', { message: d.message });
          else if (m)
            setError(`paragraphs.${changed[Number(m[1])]!.index}.text`, { message: d.message });
          else setProblem(d.message);
        }
      } else {
        setProblem(message);
      }
      toast({ title: BOOK_TEXTS.saveError, description: message, variant: 'destructive' });
    }
  };

  const errors = formState.errors;
  return (
    <form className="story-text-editor__form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <label htmlFor="story-title">Title</label>
      <input id="story-title" {...register('title')} aria-invalid={!!errors.title} />
      {errors.title ? <p className="field-error">{errors.title.message}</p> : null}
      {original.map((_, i) => (
        <div key={i} className="story-text-editor__paragraph">
          <label htmlFor={`paragraph-${i}`}>Paragraph {i + 1}</label>
          <textarea
            id={`paragraph-${i}`}
            rows={4}
            {...register(`paragraphs.${i}.text`)}
            aria-invalid={!!errors.paragraphs?.[i]?.text}
          />
          {errors.paragraphs?.[i]?.text ? (
            <p className="field-error">{errors.paragraphs[i]!.text!.message}</p>
          ) : null}
        </div>
      ))}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="story-text-editor__actions">
        <button type="submit" className="book-button book-button--primary" disabled={isLoading}>
          {BOOK_TEXTS.save}
        </button>
        <button type="button" className="book-button" onClick={onDone}>
          {BOOK_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}
