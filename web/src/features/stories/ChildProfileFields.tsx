import {
  CHILD_LOOK_LABEL,
  type ChildLook,
  DEFAULT_PRONOUN,
  describeChildLook,
  HAIR_COLORS,
  HAIR_STYLES,
  type Pronoun,
  PRONOUN_OPTIONS,
  pronounQuestion,
  SKIN_TONES,
} from '@shop/contracts';
import { type CSSProperties, useId, useState } from 'react';
import './child-profile.css';

export interface ChildProfileFieldsProps {
  childName: string;
  pronoun: Pronoun | undefined;
  onPronounChange: (pronoun: Pronoun) => void;
  look: ChildLook | undefined;
  onLookChange: (look: ChildLook) => void;
  pronounError?: string;
  lookError?: string;
  disabled?: boolean;
}

type LookKey = keyof ChildLook;
const NOT_CHOSEN = 'Not chosen';

/** The look with `key` set to `value`, or without `key` when `value` is undefined (not chosen). */
function withDetail<K extends LookKey>(
  look: ChildLook,
  key: K,
  value: ChildLook[K] | undefined,
): ChildLook {
  const next = { ...look };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/**
 * A row of colour swatches as a radio group (arrow keys move, the name of each colour is its
 * label), with "Not chosen" first: the parent may leave the detail to the checkout or to us.
 */
function Swatches({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string; swatch: string }[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <fieldset className="child-look__swatches">
      <legend className="child-look__legend">{legend}</legend>
      <label className="swatch swatch--none" title={NOT_CHOSEN}>
        <input
          type="radio"
          name={name}
          checked={value === undefined}
          onChange={() => onChange(undefined)}
        />
        <span className="swatch__dot" aria-hidden="true" />
        <span className="visually-hidden">{NOT_CHOSEN}</span>
      </label>
      {options.map((o) => (
        <label key={o.value} className="swatch" title={o.label}>
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          />
          <span
            className="swatch__dot"
            aria-hidden="true"
            style={{ '--swatch': o.swatch } as CSSProperties}
          />
          <span className="visually-hidden">{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The child's optional profile on the story forms: how the story refers to the child (default
 * they/them), and, collapsed until opened, the child's look for the pictures. Anything left
 * unset stays unset: the checkout's details or the story's seed fill it in later.
 */
export function ChildProfileFields({
  childName,
  pronoun,
  onPronounChange,
  look = {},
  onLookChange,
  pronounError,
  lookError,
  disabled,
}: ChildProfileFieldsProps) {
  const id = useId();
  const [opened, setOpen] = useState(false);
  // A refused detail must be seen: the group opens.
  const open = opened || !!lookError;
  const chosen = describeChildLook(look);
  const current = pronoun ?? DEFAULT_PRONOUN;
  const set = <K extends LookKey>(key: K, value: ChildLook[K] | undefined) =>
    onLookChange(withDetail(look, key, value));

  return (
    <div className="child-profile">
      <fieldset
        className="child-profile__pronoun"
        disabled={disabled}
        aria-describedby={pronounError ? `${id}-pronoun-error` : undefined}
      >
        <legend className="child-profile__legend">{pronounQuestion(childName)}</legend>
        <div className="choice-pills">
          {PRONOUN_OPTIONS.map((o) => (
            <label key={o.value} className="choice-pill">
              <input
                type="radio"
                name={`${id}-pronoun`}
                value={o.value}
                checked={current === o.value}
                onChange={() => onPronounChange(o.value)}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {pronounError ? (
          <p id={`${id}-pronoun-error`} className="child-profile__error" role="alert">
            {pronounError}
          </p>
        ) : null}
      </fieldset>

      <div className="child-look">
        <button
          type="button"
          className="child-look__toggle"
          aria-expanded={open}
          aria-controls={`${id}-look`}
          disabled={disabled}
          onClick={() => setOpen(!open)}
        >
          <span className="child-look__title">
            {CHILD_LOOK_LABEL} <span className="child-profile__hint">(optional)</span>
          </span>
          {chosen && !open ? <span className="child-look__summary">{chosen}</span> : null}
          <span className="child-look__chevron" aria-hidden="true">
            {open ? '▴' : '▾'}
          </span>
        </button>
        <fieldset
          id={`${id}-look`}
          className="child-look__group"
          hidden={!open}
          disabled={disabled}
          aria-describedby={`${id}-look-hint${lookError ? ` ${id}-look-error` : ''}`}
        >
          <legend className="visually-hidden">{CHILD_LOOK_LABEL}</legend>
          <p id={`${id}-look-hint`} className="child-profile__hint">
            Used for every picture. Anything you leave unset comes from your checkout details, or we
            choose.
          </p>
          <Swatches
            name={`${id}-skin`}
            legend="Skin tone"
            options={SKIN_TONES}
            value={look.skinTone}
            onChange={(v) => set('skinTone', v as ChildLook['skinTone'])}
          />
          <Swatches
            name={`${id}-hair`}
            legend="Hair colour"
            options={HAIR_COLORS}
            value={look.hairColor}
            onChange={(v) => set('hairColor', v as ChildLook['hairColor'])}
          />
          <div className="child-look__selects">
            <div className="child-look__select">
              <label htmlFor={`${id}-style`}>Hair style</label>
              <select
                id={`${id}-style`}
                value={look.hairStyle ?? ''}
                onChange={(e) =>
                  set('hairStyle', (e.target.value || undefined) as ChildLook['hairStyle'])
                }
              >
                <option value="">{NOT_CHOSEN}</option>
                {HAIR_STYLES.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="child-look__select">
              <label htmlFor={`${id}-glasses`}>Glasses</label>
              <select
                id={`${id}-glasses`}
                value={look.glasses === undefined ? '' : String(look.glasses)}
                onChange={(e) =>
                  set('glasses', e.target.value === '' ? undefined : e.target.value === 'true')
                }
              >
                <option value="">{NOT_CHOSEN}</option>
                <option value="true">Yes</option>
                <option value="false">No</option>
              </select>
            </div>
          </div>
          {lookError ? (
            <p id={`${id}-look-error`} className="child-profile__error" role="alert">
              {lookError}
            </p>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}
