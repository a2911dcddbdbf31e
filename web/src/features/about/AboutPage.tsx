import { ABOUT as ABOUT_TEXTS, type Feature } from '@shop/content';
import { Link } from 'react-router-dom';
import { useShopTexts } from '../../components/shop';
import '../../styles/content-pages.css';

function FeatureList({ items }: { items: readonly Feature[] }) {
  return (
    <ul className="content-card-grid">
      {items.map((item) => (
        <li key={item.title} className="content-card">
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** `/about`: mission, story features, custom-book features, "Create Your Story Now". */
export function AboutPage() {
  const ABOUT = useShopTexts(ABOUT_TEXTS);
  return (
    <main className="content-page about-page">
      <h1>{ABOUT.title}</h1>
      <p className="content-lead">{ABOUT.intro}</p>

      <section aria-labelledby="about-mission">
        <h2 id="about-mission">{ABOUT.mission.heading}</h2>
        {ABOUT.mission.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </section>

      <section aria-labelledby="about-stories">
        <h2 id="about-stories">{ABOUT.storyFeatures.heading}</h2>
        <FeatureList items={ABOUT.storyFeatures.items} />
      </section>

      <section aria-labelledby="about-book">
        <h2 id="about-book">{ABOUT.bookFeatures.heading}</h2>
        <p>{ABOUT.bookFeatures.intro}</p>
        <FeatureList items={ABOUT.bookFeatures.items} />
      </section>

      <section className="content-cta" aria-labelledby="about-cta">
        <h2 id="about-cta" className="content-cta__heading">
          {ABOUT.cta.heading}
        </h2>
        <p className="content-cta__text">{ABOUT.cta.text}</p>
        <Link to="/" className="content-button content-button--primary">
          {ABOUT.cta.button}
        </Link>
      </section>
    </main>
  );
}
