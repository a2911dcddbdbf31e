import * as Select from '@radix-ui/react-select';
import * as Slider from '@radix-ui/react-slider';
import * as Tabs from '@radix-ui/react-tabs';
import {
  AGE_GROUPS,
  ANIMALS,
  animalLabel,
  GENERATE_STORY_DEFAULTS,
  type GenerateStoryInput,
  type GenerateStoryRequest,
  readingTimeMinutes,
  THEME_CATEGORIES,
  type ThemeCategory,
  WORD_COUNT,
} from '@shop/contracts';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';

/**
 * The validators (zod and the shared schema) are fetched when the parent first touches the form
 * rather than with the page: nothing needs them to draw it.
 */
const loadResolver = () => import('./storyFormResolver').then((m) => m.storyFormResolver);
const resolver: Resolver<GenerateStoryInput, unknown, GenerateStoryRequest> = async (...args) =>
  (await loadResolver())(...args);

interface Props {
  busy: boolean;
  onSubmit: (values: GenerateStoryRequest) => void;
}

function categoryOf(theme: string): ThemeCategory {
  return (
    THEME_CATEGORIES.find((c) => c.themes.some((t) => t.value === theme))?.value ??
    'social-emotional'
  );
}

function Dropdown({
  id,
  value,
  onChange,
  placeholder,
  options,
  invalid,
  describedBy,
  labelledBy,
}: {
  id: string;
  labelledBy?: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
  options: readonly { value: string; label: string; description?: string }[];
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <Select.Root value={value || undefined} onValueChange={onChange}>
      <Select.Trigger
        id={id}
        className="select-trigger"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-labelledby={labelledBy}
      >
        <Select.Value placeholder={placeholder} />
        <Select.Icon aria-hidden="true">▾</Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content className="select-content" position="popper" sideOffset={4}>
          <Select.Viewport className="select-viewport">
            {options.map((o) => (
              <Select.Item key={o.value} value={o.value} className="select-item">
                <Select.ItemText>{o.label}</Select.ItemText>
                {o.description ? (
                  <span className="select-item__description">{o.description}</span>
                ) : null}
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}

/** Spec §2 "Craft Your Story": one zod schema (libs/contracts) validates here and on the server. */
export function CraftStoryForm({ busy, onSubmit }: Props) {
  const id = useId();
  const {
    control,
    handleSubmit,
    register,
    setValue,
    formState: { errors },
  } = useForm<GenerateStoryInput, unknown, GenerateStoryRequest>({
    resolver,
    // Empty selects start as '' so the schema's "Please select ..." messages apply.
    defaultValues: { ...GENERATE_STORY_DEFAULTS } as unknown as GenerateStoryInput,
  });
  const theme = useWatch({ control, name: 'theme' }) as string;
  const [category, setCategory] = useState<ThemeCategory>(() => categoryOf(theme));
  const words = useWatch({ control, name: 'wordCount' }) ?? WORD_COUNT.default;
  const reading = readingTimeMinutes(words);
  const err = (name: keyof GenerateStoryInput) => errors[name]?.message as string | undefined;

  return (
    <form
      className="story-form"
      onSubmit={handleSubmit(onSubmit)}
      onFocusCapture={() => void loadResolver()}
      onPointerDownCapture={() => void loadResolver()}
      noValidate
      aria-busy={busy}
    >
      <fieldset disabled={busy} className="story-form__fields">
        <div className="field">
          <label htmlFor={`${id}-name`}>Child&apos;s name</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="off"
            placeholder="e.g. Mia"
            aria-invalid={!!err('childName')}
            aria-describedby={err('childName') ? `${id}-name-error` : undefined}
            {...register('childName')}
          />
          {err('childName') && (
            <p id={`${id}-name-error`} className="field__error" role="alert">
              {err('childName')}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={`${id}-animal`}>Favorite animal</label>
          <Controller
            control={control}
            name="animal"
            render={({ field }) => (
              <Dropdown
                id={`${id}-animal`}
                value={field.value as string}
                onChange={field.onChange}
                placeholder="Select an animal"
                options={ANIMALS.map((a) => ({ value: a, label: animalLabel(a) }))}
                invalid={!!err('animal')}
                describedBy={err('animal') ? `${id}-animal-error` : undefined}
              />
            )}
          />
          {err('animal') && (
            <p id={`${id}-animal-error`} className="field__error" role="alert">
              {err('animal')}
            </p>
          )}
        </div>

        <div className="field">
          <span className="field__label" id={`${id}-theme-label`}>
            Story theme
          </span>
          <Tabs.Root
            value={category}
            onValueChange={(v) => {
              setCategory(v as ThemeCategory);
              setValue('theme', '' as GenerateStoryInput['theme']);
            }}
          >
            <Tabs.List className="theme-tabs" aria-labelledby={`${id}-theme-label`}>
              {THEME_CATEGORIES.map((c) => (
                <Tabs.Trigger key={c.value} value={c.value} className="theme-tabs__tab">
                  {c.label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {THEME_CATEGORIES.map((c) => (
              <Tabs.Content key={c.value} value={c.value} className="theme-tabs__panel">
                <Controller
                  control={control}
                  name="theme"
                  render={({ field }) => (
                    <Dropdown
                      id={`${id}-theme-${c.value}`}
                      labelledBy={`${id}-theme-label`}
                      value={
                        c.themes.some((t) => t.value === field.value) ? (field.value as string) : ''
                      }
                      onChange={field.onChange}
                      placeholder={c.placeholder}
                      options={c.themes}
                      invalid={!!err('theme')}
                      describedBy={err('theme') ? `${id}-theme-error` : undefined}
                    />
                  )}
                />
              </Tabs.Content>
            ))}
          </Tabs.Root>
          {err('theme') && (
            <p id={`${id}-theme-error`} className="field__error" role="alert">
              {err('theme')}
            </p>
          )}
        </div>

        <div className="field">
          <label htmlFor={`${id}-age`}>Age range</label>
          <Controller
            control={control}
            name="ageRange"
            render={({ field }) => (
              <Dropdown
                id={`${id}-age`}
                value={field.value as string}
                onChange={field.onChange}
                placeholder="Select age appropriateness"
                options={AGE_GROUPS}
                invalid={!!err('ageRange')}
              />
            )}
          />
          {err('ageRange') && (
            <p className="field__error" role="alert">
              {err('ageRange')}
            </p>
          )}
        </div>

        <div className="field">
          <span className="field__label" id={`${id}-length-label`}>
            Story length: <strong>{words} words</strong>{' '}
            <span className="field__hint">
              (about {reading.min}-{reading.max} minutes to read)
            </span>
          </span>
          <Controller
            control={control}
            name="wordCount"
            render={({ field }) => (
              <Slider.Root
                className="slider"
                min={WORD_COUNT.min}
                max={WORD_COUNT.max}
                step={WORD_COUNT.step}
                value={[field.value ?? WORD_COUNT.default]}
                onValueChange={([v]) => field.onChange(v)}
                aria-labelledby={`${id}-length-label`}
              >
                <Slider.Track className="slider__track">
                  <Slider.Range className="slider__range" />
                </Slider.Track>
                <Slider.Thumb className="slider__thumb" aria-label="Story length in words" />
              </Slider.Root>
            )}
          />
          <div className="slider__scale" aria-hidden="true">
            <span>{WORD_COUNT.min}</span>
            <span>{WORD_COUNT.max}</span>
          </div>
          {err('wordCount') && (
            <p className="field__error" role="alert">
              {err('wordCount')}
            </p>
          )}
        </div>
      </fieldset>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Creating Story...' : 'Generate Story'}
      </button>
    </form>
  );
}
