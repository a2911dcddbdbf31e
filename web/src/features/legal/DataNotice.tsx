import { DATA_NOTICE_TITLE, dataNoticeItems } from '@shop/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useGetPrivacyFactsQuery } from './privacyApi';
import './data-notice.css';

/**
 * The short notice before a child writes: what is kept, who processes it (the configured
 * services), for how long (the configured periods) and how to delete it. Nothing is shown until
 * the shop's settings have arrived, so it never states a number the shop does not use.
 */
export function DataNotice({ className }: { className?: string }) {
  const id = useId();
  const facts = useGetPrivacyFactsQuery();
  return (
    <aside
      className={['data-notice', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="data-notice__title">
        {DATA_NOTICE_TITLE}
      </h2>
      {facts.data ? (
        <ul className="data-notice__list">
          {dataNoticeItems(facts.data).map((item) => (
            <NoticeItem key={item} text={item} />
          ))}
        </ul>
      ) : facts.isError ? (
        <p className="data-notice__text">
          What we keep and for how long is explained in our Privacy Policy.
        </p>
      ) : (
        <p className="data-notice__text" role="status">
          Loading what we keep…
        </p>
      )}
      <p className="data-notice__text">
        <Link to="/privacy">Read our Privacy Policy</Link>
      </p>
    </aside>
  );
}

/** "Label: text" items show their label in bold. */
function NoticeItem({ text }: { text: string }) {
  const colon = text.indexOf(': ');
  return colon > 0 && colon <= 24 ? (
    <li>
      <strong>{text.slice(0, colon)}:</strong> {text.slice(colon + 2)}
    </li>
  ) : (
    <li>{text}</li>
  );
}
