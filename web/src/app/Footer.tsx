import { copyrightLine } from '@shop/content';
import { Link } from 'react-router-dom';
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

const SOCIAL = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.pinterest.com/', label: 'Pinterest' },
] as const;

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__about">
          <p className="brand brand--footer">Storybook Shop</p>
          <p>
            Personalized bedtime stories starring your child, printed as keepsake hardcover books.
          </p>
          <ul className="site-footer__social">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
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
        <p>{copyrightLine(new Date().getFullYear())}</p>
        {/* A tiny unlabelled dot links to the operator's sign-in. */}
        <Link to="/admin-login" className="admin-dot" aria-label="Operator sign-in" />
      </div>
    </footer>
  );
}
