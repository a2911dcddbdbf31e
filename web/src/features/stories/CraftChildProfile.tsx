import { DEFAULT_PRONOUN, type GenerateStoryInput } from '@shop/contracts';
import { type Control, type FieldErrors, useController, useWatch } from 'react-hook-form';
import { ChildProfileFields } from './ChildProfileFields';

/** First message among a field's errors (the look's come per detail: childLook.hairColor ...). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown };
  if (typeof e.message === 'string' && e.message) return e.message;
  for (const value of Object.values(error)) {
    const message = value && typeof value === 'object' ? firstMessage(value) : undefined;
    if (message) return message;
  }
  return undefined;
}

/**
 * The Craft Your Story form's optional profile fields, bound to the form. Loaded when a parent
 * first touches the form, like the form's validators: the home page draws without them.
 */
export function CraftChildProfile({
  control,
  errors,
  disabled,
}: {
  control: Control<GenerateStoryInput>;
  errors: FieldErrors<GenerateStoryInput>;
  disabled: boolean;
}) {
  const childName = useWatch({ control, name: 'childName' }) ?? '';
  const pronoun = useController({ control, name: 'pronoun', defaultValue: DEFAULT_PRONOUN });
  const look = useController({ control, name: 'childLook', defaultValue: {} });
  return (
    <ChildProfileFields
      childName={childName}
      pronoun={pronoun.field.value}
      onPronounChange={pronoun.field.onChange}
      look={look.field.value}
      onLookChange={look.field.onChange}
      pronounError={firstMessage(errors.pronoun)}
      lookError={firstMessage(errors.childLook)}
      disabled={disabled}
    />
  );
}
