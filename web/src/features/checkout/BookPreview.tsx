import {
  animalLabel,
  CHECKOUT_TEXTS,
  COVER_SIZES,
  type CoverSize,
  coverColors,
  themeLabel,
} from '@shop/contracts';
import { animalImage } from '../../components/animalImages';
import { PreviewBookLink } from '../book/PreviewBookLink';

export interface PreviewStory {
  title: string;
  animal: string;
  childName: string;
  theme: string;
}

/** The book's cover: title, the animal, "A special story for" the child, "A tale about" the theme. */
export function BookCover({ story, size = 'lg' }: { story: PreviewStory; size?: CoverSize }) {
  const colors = coverColors(story.animal);
  const { width, height } = COVER_SIZES[size];
  return (
    <figure
      className={`book-cover book-cover--${size}`}
      style={{ width, minHeight: height, background: colors.primary, color: '#fff' }}
      aria-label={`Book cover: ${story.title}`}
    >
      <div className="book-cover__inner" style={{ background: colors.secondary }}>
        <img
          className="book-cover__animal"
          src={animalImage(story.animal)}
          alt={animalLabel(story.animal)}
        />
      </div>
      <figcaption className="book-cover__caption">
        <strong className="book-cover__title">{story.title}</strong>
        {size !== 'sm' ? (
          <>
            <span>
              {CHECKOUT_TEXTS.specialStoryFor} {story.childName}
            </span>
            <span>
              {CHECKOUT_TEXTS.taleAbout} {themeLabel(story.theme)}
            </span>
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}

/**
 * Checkout's product preview: the cover and the two feature cards, and a way to page
 * through the real book before paying.
 */
export function BookPreview({
  story,
  token,
}: {
  story: PreviewStory & { id?: string };
  token?: string;
}) {
  return (
    <section className="book-preview" aria-label="Product preview">
      <BookCover story={story} />
      {story.id ? <PreviewBookLink storyId={story.id} token={token} /> : null}
      <div className="book-preview__cards">
        <div className="book-preview__card">
          <h3>{CHECKOUT_TEXTS.premiumHardcover}</h3>
          <p>Durable hardcover binding, 24 pages</p>
        </div>
        <div className="book-preview__card">
          <h3>{CHECKOUT_TEXTS.fullColorIllustrations}</h3>
          <p>Every page illustrated for {story.childName}</p>
        </div>
      </div>
    </section>
  );
}
