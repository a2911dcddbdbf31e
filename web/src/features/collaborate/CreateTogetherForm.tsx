import {
  AGE_GROUPS,
  ANIMALS,
  animalLabel,
  type ChildLook,
  COLLABORATION_TEXTS,
  CREATE_COLLABORATIVE_DEFAULTS,
  type CreatedCollaborativeStory,
  createCollaborativeStorySchema,
  DEFAULT_PRONOUN,
  fieldErrors,
  generateIdeas,
  type Pronoun,
  THEME_CATEGORIES,
} from '@shop/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { ChildProfileFields } from '../stories';
import { useCreateCollaborativeStoryMutation } from './collaborateApi';
import { ShareLinkCard } from './ShareLinkCard';
import './collaborate.css';

type Values = { -readonly [K in keyof typeof CREATE_COLLABORATIVE_DEFAULTS]: string };
type Field = keyof Values;
/** The optional profile beside the text fields: how the story refers to the child, and the look. */
interface Profile {
  pronoun: Pronoun;
  childLook: ChildLook;
}
/** Refusals by field path, as the schema and the API name them ("childLook.hairColor"). */
type Errors = Partial<Record<string, string>>;

export interface CreateTogetherFormProps {
  /** Called with the new story (the home page shows it in its story panel). */
  onCreated?: (created: CreatedCollaborativeStory) => void;
  /** Show the share link under the form after creating (default true). */
  showShareLink?: boolean;
}

/**
 * The Create Together form: the child, the animal, the theme and age range, the child's optional
 * pronoun and look, and the first part of the story from each writer. "Generate Ideas" fills only
 * the empty parts.
 */
export function CreateTogetherForm({ onCreated, showShareLink = true }: CreateTogetherFormProps) {
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState<Values>({ ...CREATE_COLLABORATIVE_DEFAULTS });
  const [profile, setProfile] = useState<Profile>({ pronoun: DEFAULT_PRONOUN, childLook: {} });
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreatedCollaborativeStory | null>(null);
  const [create, { isLoading }] = useCreateCollaborativeStoryMutation();
  // Set at once (state is not): a second click in the same moment can't send the form again.
  const sending = useRef(false);

  function set(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  }

  function onGenerateIdeas() {
    const ideas = generateIdeas(values);
    setValues((v) => ({ ...v, ...ideas }));
    setErrors((e) => ({
      ...e,
      ...Object.fromEntries(Object.keys(ideas).map((k) => [k, undefined])),
    }));
    toast({ title: COLLABORATION_TEXTS.ideasTitle, description: COLLABORATION_TEXTS.ideasText });
  }

  function setProfileField<K extends keyof Profile>(field: K, value: Profile[K]) {
    setProfile((p) => ({ ...p, [field]: value }));
    setErrors((e) =>
      Object.fromEntries(
        Object.entries(e).filter(([k]) => k !== field && !k.startsWith(`${field}.`)),
      ),
    );
  }

  function showFieldErrors(list: { field: string; message: string }[]) {
    setErrors(Object.fromEntries(list.map((d) => [d.field, d.message])));
  }

  const lookError =
    errors.childLook ??
    Object.entries(errors).find(([k, v]) => k.startsWith('childLook.') && v)?.[1];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const parsed = createCollaborativeStorySchema.safeParse({ ...values, ...profile });
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    sending.current = true;
    try {
      const result = await create(parsed.data).unwrap();
      // The story exists: the form starts over, so pressing again can't make a second one.
      setValues({ ...CREATE_COLLABORATIVE_DEFAULTS });
      setProfile({ pronoun: DEFAULT_PRONOUN, childLook: {} });
      setCreated(result);
      toast({
        title: COLLABORATION_TEXTS.createdTitle,
        description: COLLABORATION_TEXTS.createdText,
      });
      onCreated?.(result);
    } catch (err) {
      if (isAppError(err) && err.details) showFieldErrors(err.details);
      toast({
        title: COLLABORATION_TEXTS.createErrorTitle,
        description: errorMessage(err),
        variant: 'destructive',
      });
    } finally {
      sending.current = false;
    }
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="ct-form__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="ct">
      <form className="ct-form" onSubmit={onSubmit} noValidate aria-label="Create Together">
        <div className="ct-form__row">
          <label htmlFor={`${id}-childName`}>Child&apos;s name</label>
          <input
            {...fieldProps('childName')}
            type="text"
            autoComplete="off"
            maxLength={40}
            placeholder="e.g. Mia"
            onChange={(e) => set('childName', e.target.value)}
          />
          {error('childName')}
        </div>

        <div className="ct-form__grid">
          <div className="ct-form__row">
            <label htmlFor={`${id}-animal`}>Favorite animal</label>
            <select {...fieldProps('animal')} onChange={(e) => set('animal', e.target.value)}>
              <option value="">Select an animal</option>
              {ANIMALS.map((a) => (
                <option key={a} value={a}>
                  {animalLabel(a)}
                </option>
              ))}
            </select>
            {error('animal')}
          </div>

          <div className="ct-form__row">
            <label htmlFor={`${id}-theme`}>Story theme</label>
            <select {...fieldProps('theme')} onChange={(e) => set('theme', e.target.value)}>
              <option value="">Select a story theme</option>
              {THEME_CATEGORIES.map((c) => (
                <optgroup key={c.value} label={c.label}>
                  {c.themes.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {error('theme')}
          </div>
        </div>

        <div className="ct-form__row">
          <label htmlFor={`${id}-ageRange`}>Age range</label>
          <select {...fieldProps('ageRange')} onChange={(e) => set('ageRange', e.target.value)}>
            <option value="">Select age appropriateness</option>
            {AGE_GROUPS.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}: {g.description}
              </option>
            ))}
          </select>
          {error('ageRange')}
        </div>

        <ChildProfileFields
          childName={values.childName}
          pronoun={profile.pronoun}
          onPronounChange={(p) => setProfileField('pronoun', p)}
          look={profile.childLook}
          onLookChange={(look) => setProfileField('childLook', look)}
          pronounError={errors.pronoun}
          lookError={lookError}
        />

        <div className="ct-form__row">
          <label htmlFor={`${id}-parentContribution`}>
            Parent&apos;s part: how does the story begin?
          </label>
          <textarea
            {...fieldProps('parentContribution')}
            className="ct-textarea"
            placeholder="Once upon a time..."
            onChange={(e) => set('parentContribution', e.target.value)}
          />
          {error('parentContribution')}
        </div>

        <div className="ct-form__row">
          <label htmlFor={`${id}-childContribution`}>Child&apos;s part: what happens next?</label>
          <textarea
            {...fieldProps('childContribution')}
            className="ct-textarea"
            placeholder="And then..."
            onChange={(e) => set('childContribution', e.target.value)}
          />
          {error('childContribution')}
        </div>

        <div className="ct-form__actions">
          <button
            type="button"
            className="ct-button ct-button--secondary"
            onClick={onGenerateIdeas}
          >
            Generate Ideas
          </button>
          <button type="submit" className="ct-button" disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? 'Creating...' : 'Create Our Story'}
          </button>
        </div>
      </form>

      {showShareLink && created ? <ShareLinkCard created={created} /> : null}
    </div>
  );
}
