import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHILD_GENDERS,
  CHILD_LOOK_LABEL,
  CHILD_RACES,
  type ChildLook,
  COUNTRIES,
  describeChildLook,
  ILLUSTRATOR_NOTES_MAX_LENGTH,
  SHIPPING_DEFAULTS,
  type ShippingDetails,
  type ShippingDetailsInput,
  shippingDetailsSchema,
  US_STATES,
} from '@shop/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

/** The form's accessible name (pages also carry a newsletter e-mail field). */
const SHIPPING_FORM_NAME = 'Shipping details';

type TextField = 'fullName' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode';
/** The fields with a label and a message of their own (the country is chosen from the list). */
type Field = TextField | 'country';

const LABELS: Record<Field, string> = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  country: 'Country',
};

const AUTOCOMPLETE: Record<Field, string> = {
  fullName: 'name',
  email: 'email',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
  // The option values are ISO codes, which is what the browser's `country` autofill gives.
  country: 'country',
};

const GENDER_LABELS: Record<(typeof CHILD_GENDERS)[number], string> = {
  unspecified: 'Prefer not to say',
  boy: 'Boy',
  girl: 'Girl',
  'non-binary': 'Non-binary',
};

const RACE_LABELS: Record<(typeof CHILD_RACES)[number], string> = {
  unspecified: 'Prefer not to say',
  asian: 'Asian',
  black: 'Black',
  hispanic: 'Hispanic',
  middleeastern: 'Middle Eastern',
  nativeamerican: 'Native American',
  pacificislander: 'Pacific Islander',
  white: 'White',
  multiracial: 'Multiracial',
};

export interface ShippingFormProps {
  /** Values to start from (e.g. when the parent comes back from the payment step). */
  initialValues?: Partial<ShippingDetailsInput>;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  /** The form can't be sent; the parent's entries stay. */
  submitDisabled?: boolean;
  /** Why the form can't be sent, shown beside the disabled button. */
  disabledReason?: string;
  /** Every change, with the fields as typed (so another page can start from them). */
  onChange?: (entered: ShippingDetailsInput) => void;
  /** `entered`: the fields exactly as the parent left them (to fill the form again later). */
  onSubmit: (values: ShippingDetails, entered: ShippingDetailsInput) => void | Promise<void>;
  /** Per-field messages the server sent back, keyed by shipping field. */
  serverErrors?: { field: string; message: string }[];
  idPrefix?: string;
  /** The look the parent chose with the story, shown as it is: these details only fill its gaps. */
  chosenLook?: ChildLook;
}

/**
 * Shipping details with the shared validation messages: the country is chosen from the shop's
 * list and defaults to "United States" (its code, US, is what is sent), child gender and race
 * default to unspecified, illustrator notes are optional.
 */
export function ShippingForm({
  initialValues,
  submitLabel,
  submittingLabel,
  submitting,
  submitDisabled = false,
  disabledReason,
  onChange,
  onSubmit,
  serverErrors,
  idPrefix = 'shipping',
  chosenLook,
}: ShippingFormProps) {
  const chosen = chosenLook ? describeChildLook(chosenLook) : '';
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    subscribe,
    formState: { errors },
  } = useForm<ShippingDetailsInput, unknown, ShippingDetails>({
    resolver: zodResolver(shippingDetailsSchema),
    defaultValues: { ...SHIPPING_DEFAULTS, ...initialValues },
  });

  useEffect(() => {
    if (!onChange) return;
    return subscribe({ formState: { values: true }, callback: () => onChange(getValues()) });
  }, [subscribe, getValues, onChange]);

  useEffect(() => {
    for (const e of serverErrors ?? []) {
      const name = e.field.replace(/^shippingDetails\./, '');
      if (name in LABELS) setError(name as Field, { message: e.message });
    }
  }, [serverErrors, setError]);

  const field = (name: Field) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    const common = {
      id,
      className: 'checkout-form__input',
      autoComplete: AUTOCOMPLETE[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
    };
    return (
      <div className="checkout-form__field">
        <label htmlFor={id} className="checkout-form__label">
          {LABELS[name]}
        </label>
        {name === 'country' ? (
          <select {...common} {...register(name)}>
            {COUNTRIES.map(([code, countryName]) => (
              <option key={code} value={code}>
                {countryName}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            list={name === 'state' ? `${idPrefix}-states` : undefined}
            {...register(name)}
          />
        )}
        {error ? (
          <p id={`${id}-error`} className="checkout-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="checkout-form"
      onSubmit={handleSubmit((values) => onSubmit(values, getValues()))}
      noValidate
      aria-label={SHIPPING_FORM_NAME}
    >
      {field('fullName')}
      <div className="checkout-form__row">
        {field('email')}
        {field('phone')}
      </div>
      {field('address')}
      <div className="checkout-form__row">
        {field('city')}
        {field('state')}
      </div>
      <datalist id={`${idPrefix}-states`}>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </datalist>
      <div className="checkout-form__row">
        {field('zipCode')}
        {field('country')}
      </div>

      <fieldset className="checkout-form__fieldset">
        <legend>About the child (optional, helps our illustrators)</legend>
        {chosen ? (
          <p className="checkout-form__chosen">
            {CHILD_LOOK_LABEL}, chosen with the story: <strong>{chosen}</strong>. The details below
            fill in only what you left open.
          </p>
        ) : null}
        <div className="checkout-form__row">
          <div className="checkout-form__field">
            <label htmlFor={`${idPrefix}-childGender`} className="checkout-form__label">
              Child&apos;s Gender
            </label>
            <select
              id={`${idPrefix}-childGender`}
              className="checkout-form__input"
              {...register('childGender')}
            >
              {CHILD_GENDERS.map((g) => (
                <option key={g} value={g}>
                  {GENDER_LABELS[g]}
                </option>
              ))}
            </select>
          </div>
          <div className="checkout-form__field">
            <label htmlFor={`${idPrefix}-childRace`} className="checkout-form__label">
              Child&apos;s Race/Ethnicity
            </label>
            <select
              id={`${idPrefix}-childRace`}
              className="checkout-form__input"
              {...register('childRace')}
            >
              {CHILD_RACES.map((r) => (
                <option key={r} value={r}>
                  {RACE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="checkout-form__field">
          <label htmlFor={`${idPrefix}-illustratorNotes`} className="checkout-form__label">
            Notes for the Illustrator
          </label>
          <textarea
            id={`${idPrefix}-illustratorNotes`}
            className="checkout-form__input"
            rows={3}
            maxLength={ILLUSTRATOR_NOTES_MAX_LENGTH}
            placeholder="Hair color, glasses, a favorite sweater..."
            {...register('illustratorNotes')}
          />
          {errors.illustratorNotes?.message ? (
            <p className="checkout-form__error" role="alert">
              {errors.illustratorNotes.message}
            </p>
          ) : null}
        </div>
      </fieldset>

      <div className="checkout-form__submit">
        <button
          type="submit"
          className="checkout-button checkout-button--primary"
          disabled={submitting || submitDisabled}
          aria-describedby={submitDisabled && disabledReason ? `${idPrefix}-why` : undefined}
        >
          {submitting ? submittingLabel : submitLabel}
        </button>
        {submitDisabled && disabledReason ? (
          <p id={`${idPrefix}-why`} className="checkout-form__why">
            {disabledReason}
          </p>
        ) : null}
      </div>
    </form>
  );
}
