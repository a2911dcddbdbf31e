import { ArrowLeft } from 'lucide-react';
import { CONTACT_PAGE, privacyPolicy, TERMS_OF_SERVICE, type LegalDocument } from '@shop/content';
import { Link } from 'react-router-dom';
import '../../styles/content-pages.css';
import './legal.css';
import { useShop, useShopTexts } from '../../components/shop';
import { useGetPrivacyFactsQuery } from './privacyApi';

/** "Label: text" list items show their short label in bold. */
function Item({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  if (colon > 0 && colon <= 40) {
    return (
      <li>
        <strong>{text.slice(0, colon)}:</strong> {text.slice(colon + 2)}
      </li>
    );
  }
  return <li>{text}</li>;
}

/** Turns "our Contact page" and "our Privacy Policy" into links. */
function Paragraph({ text }: { text: string }) {
  const links: [string, string][] = [
    ['Contact page', '/contact'],
    ['Privacy Policy', '/privacy'],
  ];
  const hit = links.find(([phrase]) => text.includes(phrase));
  if (!hit) return <p>{text}</p>;
  const [phrase, to] = hit;
  const at = text.indexOf(phrase);
  return (
    <p>
      {text.slice(0, at)}
      <Link to={to}>{phrase}</Link>
      {text.slice(at + phrase.length)}
    </p>
  );
}

function LegalPage({ document }: { document: LegalDocument }) {
  const doc = useShopTexts(document);
  const { contactEmail } = useShop();
  return (
    <main className="content-page content-page--narrow legal-page">
      <Link to="/" className="content-back-link">
        <ArrowLeft aria-hidden="true" size={16} />
        Back to Home
      </Link>
      <h1>{doc.title}</h1>
      <p className="legal-page__updated">Last updated: {doc.lastUpdated}</p>
      {doc.intro.map((p) => (
        <Paragraph key={p} text={p} />
      ))}
      <nav aria-label="On this page" className="legal-page__toc">
        <ol>
          {doc.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`}>
          <h2 id={`${s.id}-heading`}>{s.heading}</h2>
          {s.paragraphs?.map((p) => (
            <Paragraph key={p} text={p} />
          ))}
          {s.items ? (
            <ul>
              {s.items.map((item) => (
                <Item key={item} text={item} />
              ))}
            </ul>
          ) : null}
          {s.after?.map((p) => (
            <Paragraph key={p} text={p} />
          ))}
          {s.id === 'contact' && contactEmail ? (
            <p>
              {CONTACT_PAGE.emailUs} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
          ) : null}
        </section>
      ))}
    </main>
  );
}

/**
 * `/privacy`: the policy with the shop's configured retention periods and outside services
 * (`GET /api/privacy`), never numbers written into the page.
 */
export function PrivacyPage() {
  const facts = useGetPrivacyFactsQuery();
  if (facts.data) return <LegalPage document={privacyPolicy(facts.data)} />;
  return (
    <main className="content-page content-page--narrow legal-page">
      <h1>Privacy Policy</h1>
      {facts.isError ? (
        <div role="alert">
          <p>The privacy policy could not be loaded. Please try again.</p>
          <button type="button" className="content-button" onClick={() => void facts.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading…</p>
      )}
    </main>
  );
}

/** `/terms` */
export function TermsPage() {
  return <LegalPage document={TERMS_OF_SERVICE} />;
}
