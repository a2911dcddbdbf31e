import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_PAGE } from '@shop/content';
import { contactMessageInputSchema, type ContactMessageInput } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useSendContactMessageMutation } from './contactApi';

type Output = z.output<typeof contactMessageInputSchema>;
type FieldName = keyof ContactMessageInput;

const EMPTY: ContactMessageInput = { name: '', email: '', subject: '', message: '' };
const T = CONTACT_PAGE.form;

/** The contact form: its validation message under each field, a toast after sending. */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, Output>({
    resolver: zodResolver(contactMessageInputSchema),
    defaultValues: EMPTY,
  });
  const [send, { isLoading }] = useSendContactMessageMutation();
  const toast = useToast();

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values).unwrap();
      reset(EMPTY);
      toast({
        title: CONTACT_PAGE.toasts.sentTitle,
        description: CONTACT_PAGE.toasts.sentDescription,
      });
    } catch (err) {
      // The server checks the same rules: show its per-field messages where the fields are.
      for (const d of isAppError(err) ? (err.details ?? []) : []) {
        if (d.field in EMPTY) setError(d.field as FieldName, { message: d.message });
      }
      const tooMany = isAppError(err) && err.status === 429;
      toast({
        title: CONTACT_PAGE.toasts.errorTitle,
        description: tooMany ? errorMessage(err) : CONTACT_PAGE.toasts.errorDescription,
        variant: 'destructive',
      });
    }
  });

  const field = (name: FieldName, multiline = false) => {
    const id = `contact-${name}`;
    const error = errors[name]?.message;
    const common = {
      id,
      className: 'contact-form__input',
      placeholder: T[name].placeholder,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...register(name),
    };
    return (
      <div className="contact-form__field">
        <label htmlFor={id} className="contact-form__label">
          {T[name].label}
        </label>
        {multiline ? (
          <textarea {...common} rows={6} />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : name === 'name' ? 'name' : 'off'}
          />
        )}
        {error ? (
          <p id={`${id}-error`} className="contact-form__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="contact-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="contact-form__heading">
        {T.heading}
      </h2>
      <div className="contact-form__row">
        {field('name')}
        {field('email')}
      </div>
      {field('subject')}
      {field('message', true)}
      <button type="submit" className="content-button content-button--primary" disabled={isLoading}>
        {isLoading ? T.submitting : T.submit}
      </button>
    </form>
  );
}
