import { copyrightLine } from '@shop/content';
import { Link } from 'react-router-dom';
import { useShop } from '../components/shop';
import { NewsletterForm } from '../features/newsletter';

/** The footer's links. */
const FOOTER_LINKS = [
  { to: '/', label: 'Personalized Storybooks' },
  { to: '/create-collaborative', label: 'Collaborative Stories' },
  { to: '/blog/benefits-personalized-stories-child-development', label: 'Educational Benefits' },
  { to: '/blog/animal-characters-help-children-process-emotions', label: 'Emotional Development' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;

export function Footer() {
  const shop = useShop();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about">
          <p className="brand brand--footer">{shop.name}</p>
          <p>
            Personalized bedtime stories starring your child, printed as keepsake hardcover books.
          </p>
          {shop.contactEmail ? (
            <p>
              <a href={`mailto:${shop.contactEmail}`}>{shop.contactEmail}</a>
            </p>
          ) : null}
          {shop.socialLinks.length ? (
            <ul className="site-footer__social">
              {shop.socialLinks.map((s) => (
                <li key={s.url}>
                  <a href={s.url} rel="noopener noreferrer" target="_blank">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav aria-label="Footer">
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm variant="footer" className="site-footer__newsletter" />
      </div>
      <div className="site-footer__bottom">
        <p>{copyrightLine(new Date().getFullYear(), shop.name)}</p>
        {/* A tiny unlabelled dot links to the operator's sign-in. */}
        <Link to="/admin-login" className="admin-dot" aria-label="Operator sign-in" />
      </div>
    </footer>
  );
}
