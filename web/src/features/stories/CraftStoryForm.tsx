import * as Tabs from '@radix-ui/react-tabs';
import {
  AGE_GROUPS,
  ANIMALS,
  animalLabel,
  GENERATE_STORY_DEFAULTS,
  type GenerateStoryInput,
  type GenerateStoryRequest,
  readingTimeMinutes,
  STORY_LENGTHS,
  type StoryLength,
  THEME_CATEGORIES,
  type ThemeCategory,
  WORD_COUNT,
} from '@shop/contracts';
import { useSelect } from 'downshift';
import { type CSSProperties, lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';

/**
 * The validators (zod and the shared schema) are fetched when the parent first touches the form
 * rather than with the page: nothing needs them to draw it.
 */
const loadResolver = () => import('./storyFormResolver').then((m) => m.storyFormResolver);
const resolver: Resolver<GenerateStoryInput, unknown, GenerateStoryRequest> = async (...args) =>
  (await loadResolver())(...args);

/** The optional pronoun and look: loaded on first touch too, and drawn from then on. */
const loadProfile = () => import('./CraftChildProfile');
const CraftChildProfile = lazy(async () => ({ default: (await loadProfile()).CraftChildProfile }));

/** The lengths the slider offers for a band (1000-2000 words before a band is chosen). */
function lengthOf(band: string | undefined): StoryLength {
  return (band && STORY_LENGTHS[band as keyof typeof STORY_LENGTHS]) || WORD_COUNT;
}

interface Props {
  busy: boolean;
  onSubmit: (values: GenerateStoryRequest) => void;
  /** Shown above the button: what is kept about the child (the page passes the data notice). */
  notice?: ReactNode;
}

function categoryOf(theme: string): ThemeCategory {
  return (
    THEME_CATEGORIES.find((c) => c.themes.some((t) => t.value === theme))?.value ??
    'social-emotional'
  );
}

interface Option {
  value: string;
  label: string;
  description?: string;
}

const ANIMAL_OPTIONS: readonly Option[] = ANIMALS.map((a) => ({ value: a, label: animalLabel(a) }));

/**
 * A select-only combobox (WAI-ARIA 1.2 pattern, downshift's useSelect): a button showing the
 * choice or the placeholder, and a listbox of options (label and optional description), scrolling
 * past 15rem. Keyboard: Enter/Space/arrows open, arrows/Home/End/typing move, Enter picks, Escape
 * closes. downshift rather than Radix Select: as accessible, and half the weight on the home page
 * (measured on React 19: +10.8 KB gzip against +22.5 KB for Radix Select with its popper).
 *
 * The choice lives in downshift's state, so it shows the moment it is made; the form hears of it
 * through onSelectedItemChange. Hence `initial`, not `value`: to set the choice from outside,
 * remount (the theme tabs mount a fresh dropdown per tab).
 */
function Dropdown({
  id,
  initial,
  onChange,
  onBlur,
  placeholder,
  options,
  invalid,
  describedBy,
  labelledBy,
}: {
  id: string;
  labelledBy: string;
  initial: string;
  onChange: (v: string) => void;
  onBlur?: () => void;
  placeholder: string;
  options: readonly Option[];
  invalid: boolean;
  describedBy?: string;
}) {
  const {
    isOpen,
    highlightedIndex,
    selectedItem: selected,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useSelect<Option>({
    items: options as Option[],
    initialSelectedItem: options.find((o) => o.value === initial) ?? null,
    itemToString: (o) => o?.label ?? '',
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onChange(selectedItem.value);
    },
    toggleButtonId: id,
    labelId: labelledBy,
    menuId: `${id}-listbox`,
  });

  return (
    <div className="select">
      <button
        type="button"
        className="select-trigger"
        data-placeholder={selected ? undefined : ''}
        {...getToggleButtonProps({
          onBlur,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
        })}
      >
        <span>{selected ? selected.label : placeholder}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul className="select-content" hidden={!isOpen} {...getMenuProps()}>
        {isOpen &&
          options.map((o, index) => (
            <li
              key={o.value}
              className="select-item"
              data-highlighted={highlightedIndex === index ? '' : undefined}
              {...getItemProps({ item: o, index })}
            >
              <span>{o.label}</span>
              {o.description ? (
                <span className="select-item__description">{o.description}</span>
              ) : null}
            </li>
          ))}
      </ul>
    </div>
  );
}

/** "Craft Your Story": one zod schema (libs/contracts) validates here and on the server. */
export function CraftStoryForm({ busy, onSubmit, notice }: Props) {
  const id = useId();
  const {
    control,
    handleSubmit,
    register,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<GenerateStoryInput, unknown, GenerateStoryRequest>({
    resolver,
    // Empty selects start as '' so the schema's "Please select ..." messages apply.
    defaultValues: { ...GENERATE_STORY_DEFAULTS } as unknown as GenerateStoryInput,
  });
  const theme = useWatch({ control, name: 'theme' }) as string;
  const [category, setCategory] = useState<ThemeCategory>(() => categoryOf(theme));
  const band = useWatch({ control, name: 'ageRange' }) as string;
  const length = lengthOf(band);
  const words = useWatch({ control, name: 'wordCount' }) ?? length.default;
  const reading = readingTimeMinutes(words);
  const err = (name: keyof GenerateStoryInput) => errors[name]?.message as string | undefined;
  const [touched, setTouched] = useState(false);
  const onFirstTouch = () => {
    void loadResolver();
    setTouched(true);
  };

  return (
    <form
      className="story-form"
      onSubmit={handleSubmit(onSubmit)}
      onFocusCapture={onFirstTouch}
      onPointerDownCapture={onFirstTouch}
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
          <label htmlFor={`${id}-animal`} id={`${id}-animal-label`}>
            Favorite animal
          </label>
          <Controller
            control={control}
            name="animal"
            render={({ field }) => (
              <Dropdown
                id={`${id}-animal`}
                labelledBy={`${id}-animal-label`}
                initial={field.value as string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select an animal"
                options={ANIMAL_OPTIONS}
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
                      initial={
                        c.themes.some((t) => t.value === field.value) ? (field.value as string) : ''
                      }
                      onChange={field.onChange}
                      onBlur={field.onBlur}
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
          <label htmlFor={`${id}-age`} id={`${id}-age-label`}>
            Age range
          </label>
          <Controller
            control={control}
            name="ageRange"
            render={({ field }) => (
              <Dropdown
                id={`${id}-age`}
                labelledBy={`${id}-age-label`}
                initial={field.value as string}
                onChange={(next) => {
                  // a length the new band does not offer, or the old band's default, becomes the
                  // new band's default
                  const was = lengthOf(field.value as string);
                  const now = lengthOf(next);
                  const w = getValues('wordCount') ?? was.default;
                  if (w === was.default || w < now.min || w > now.max)
                    setValue('wordCount', now.default);
                  field.onChange(next);
                }}
                onBlur={field.onBlur}
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
            render={({ field }) => {
              const value = field.value ?? length.default;
              const fill = (value - length.min) / (length.max - length.min);
              return (
                <input
                  ref={field.ref}
                  name={field.name}
                  type="range"
                  className="slider"
                  min={length.min}
                  max={length.max}
                  step={length.step}
                  value={value}
                  onChange={(e) => field.onChange(Number(e.currentTarget.value))}
                  onBlur={field.onBlur}
                  aria-label="Story length in words"
                  aria-valuetext={`${value} words`}
                  aria-describedby={`${id}-length-label`}
                  style={{ '--fill': fill } as CSSProperties}
                />
              );
            }}
          />
          <div className="slider__scale" aria-hidden="true">
            <span>{length.min}</span>
            <span>{length.max}</span>
          </div>
          {err('wordCount') && (
            <p className="field__error" role="alert">
              {err('wordCount')}
            </p>
          )}
        </div>

        {touched ? (
          <Suspense fallback={null}>
            <CraftChildProfile control={control} errors={errors} disabled={busy} />
          </Suspense>
        ) : null}
      </fieldset>
      {notice}
      <button type="submit" className="btn btn--primary btn--block" disabled={busy}>
        {busy ? 'Creating Story...' : 'Generate Story'}
      </button>
    </form>
  );
}
