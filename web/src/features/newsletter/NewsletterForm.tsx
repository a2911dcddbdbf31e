import { NEWSLETTER_TEXTS } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useSubscribeMutation } from './newsletterApi';
import './newsletter.css';

/** The two newsletter blocks: the footer's and the blog's. */
const VARIANTS = {
  footer: {
    heading: 'Stay Updated',
    text: 'Join our newsletter to receive updates on new stories, special offers, and creative tips for parents.',
    placeholder: 'Your email',
    note: 'We respect your privacy. Unsubscribe anytime.',
  },
  blog: {
    heading: 'Join Our Newsletter',
    text: 'New articles, reading ideas and special offers for parents, straight to your inbox.',
    placeholder: 'Your email address',
    note: 'We respect your privacy. Unsubscribe anytime.',
  },
} as const;

export interface NewsletterFormProps {
  variant: keyof typeof VARIANTS;
  className?: string;
}

/** An e-mail input and "Subscribe", posting to `POST /api/newsletter`; the answer is a toast. */
export function NewsletterForm({ variant, className }: NewsletterFormProps) {
  const texts = VARIANTS[variant];
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading }] = useSubscribeMutation();
  const toast = useToast();
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await subscribe({ email }).unwrap();
      setEmail('');
      toast({
        title: NEWSLETTER_TEXTS.subscribed,
        description: NEWSLETTER_TEXTS.subscribedDescription,
      });
    } catch (err) {
      const detail = isAppError(err) ? err.details?.[0]?.message : undefined;
      const tooMany = isAppError(err) && err.status === 429;
      toast({
        title: NEWSLETTER_TEXTS.error,
        description:
          detail ?? (tooMany ? NEWSLETTER_TEXTS.tooMany : NEWSLETTER_TEXTS.errorDescription),
        variant: 'destructive',
      });
    }
  }

  return (
    <section
      className={`newsletter newsletter--${variant}${className ? ` ${className}` : ''}`}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="newsletter__heading">
        {texts.heading}
      </h2>
      <p className="newsletter__text">{texts.text}</p>
      <form className="newsletter__form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-email`} className="visually-hidden">
          Email address
        </label>
        <input
          id={`${id}-email`}
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder={texts.placeholder}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="newsletter__button" disabled={isLoading}>
          Subscribe
        </button>
      </form>
      <p className="newsletter__note">{texts.note}</p>
    </section>
  );
}
