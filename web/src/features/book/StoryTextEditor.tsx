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

  /**
   * Marks the refused fields and moves focus to the first of them (in page order): the list
   * beside Save repeats each message, so a long story never hides them off-screen.
   */
  const markFields = (refused: { title?: string; paragraphs: Map<number, string> }) => {
    const marks: [`paragraphs.${number}.text` | 'title', string][] = [];
    if (refused.title) marks.push(['title', refused.title]);
    for (const [index, message] of [...refused.paragraphs].sort(([a], [b]) => a - b))
      marks.push([`paragraphs.${index}.text`, message]);
    marks.forEach(([name, message], i) => setError(name, { message }, { shouldFocus: i === 0 }));
  };

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
      const refused = {
        title: undefined as string | undefined,
        paragraphs: new Map<number, string>(),
      };
      for (const issue of parsed.error.issues) {
        const [field, n] = issue.path;
        if (field === 'title') refused.title ??= issue.message;
        else if (field === 'paragraphs' && typeof n === 'number') {
          if (!refused.paragraphs.has(changed[n]!.index))
            refused.paragraphs.set(changed[n]!.index, issue.message);
        } else setProblem(issue.message);
      }
      markFields(refused);
      return;
    }
    try {
      await save({ storyId: story.id, body }).unwrap();
      toast({ title: BOOK_TEXTS.saved });
      onDone();
    } catch (err) {
      const message = isAppError(err) ? errorMessage(err) : BOOK_TEXTS.saveError;
      if (isAppError(err) && err.details?.length) {
        const refused = {
          title: undefined as string | undefined,
          paragraphs: new Map<number, string>(),
        };
        for (const d of err.details) {
          const m = /^paragraphs\.(\d+)\.text$/.exec(d.field);
          if (d.field === 'title') refused.title = d.message;
          else if (m) refused.paragraphs.set(changed[Number(m[1])]!.index, d.message);
          else setProblem(d.message);
        }
        markFields(refused);
      } else {
        setProblem(message);
      }
      toast({ title: BOOK_TEXTS.saveError, description: message, variant: 'destructive' });
    }
  };

  const errors = formState.errors;
  // Every refused field, in page order, for the list beside Save.
  const refusedList = [
    ...(errors.title?.message
      ? [{ id: 'story-title', label: 'Title', message: errors.title.message }]
      : []),
    ...original.flatMap((_, i) => {
      const message = errors.paragraphs?.[i]?.text?.message;
      return message ? [{ id: `paragraph-${i}`, label: `Paragraph ${i + 1}`, message }] : [];
    }),
  ];
  return (
    <form className="story-text-editor__form" onSubmit={handleSubmit(onSubmit)} noValidate>
      <label htmlFor="story-title">Title</label>
      <input
        id="story-title"
        {...register('title')}
        aria-invalid={!!errors.title}
        aria-describedby={errors.title ? 'story-title-error' : undefined}
      />
      {errors.title ? (
        <p id="story-title-error" className="field-error">
          {errors.title.message}
        </p>
      ) : null}
      {original.map((_, i) => (
        <div key={i} className="story-text-editor__paragraph">
          <label htmlFor={`paragraph-${i}`}>Paragraph {i + 1}</label>
          <textarea
            id={`paragraph-${i}`}
            rows={4}
            {...register(`paragraphs.${i}.text`)}
            aria-invalid={!!errors.paragraphs?.[i]?.text}
            aria-describedby={errors.paragraphs?.[i]?.text ? `paragraph-${i}-error` : undefined}
          />
          {errors.paragraphs?.[i]?.text ? (
            <p id={`paragraph-${i}-error`} className="field-error">
              {errors.paragraphs[i]!.text!.message}
            </p>
          ) : null}
        </div>
      ))}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      {refusedList.length ? (
        <ul className="story-text-editor__refused field-error" role="alert">
          {refusedList.map((r) => (
            <li key={r.id}>
              <a href={`#${r.id}`}>{r.label}</a>: {r.message}
            </li>
          ))}
        </ul>
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
