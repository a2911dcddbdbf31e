import { CONTACT_PAGE as CONTACT_TEXTS } from '@shop/content';
import { useShop, useShopTexts } from '../../components/shop';
import '../../styles/content-pages.css';
import { ContactForm } from './ContactForm';
import './contact.css';

/** `/contact`: the form, the about text, the reply promise (and the shop's address) and the FAQ. */
export function ContactPage() {
  const CONTACT_PAGE = useShopTexts(CONTACT_TEXTS);
  const { contactEmail } = useShop();
  return (
    <main className="content-page contact-page">
      <h1>{CONTACT_PAGE.title}</h1>
      <p className="content-lead">{CONTACT_PAGE.intro}</p>
      <div className="contact-page__layout">
        <div className="contact-page__form content-card">
          <ContactForm />
        </div>
        <aside className="contact-page__aside" aria-label={CONTACT_PAGE.about.heading}>
          <section className="content-card">
            <h2>{CONTACT_PAGE.about.heading}</h2>
            <p>{CONTACT_PAGE.about.text}</p>
            <p className="contact-page__promise">{CONTACT_PAGE.replyPromise}</p>
            {contactEmail ? (
              <p>
                {CONTACT_PAGE.emailUs} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </p>
            ) : null}
          </section>
        </aside>
      </div>
      <section className="contact-faq" aria-labelledby="contact-faq-heading">
        <h2 id="contact-faq-heading">{CONTACT_PAGE.faqHeading}</h2>
        <dl>
          {CONTACT_PAGE.faq.map((item) => (
            <div key={item.question} className="contact-faq__item">
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </main>
  );
}
