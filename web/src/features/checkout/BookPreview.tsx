import {
  animalLabel,
  CHECKOUT_TEXTS,
  COVER_BANDS,
  COVER_SIZES,
  type CoverSize,
  coverColors,
  ILLUSTRATION_PAGES,
  themeLabel,
  typographic,
} from '@shop/contracts';
import type { CSSProperties } from 'react';
import { animalImage } from '../../components/animalImages';
import { useStoryPicturesQuery } from '../illustrations';
import { PreviewBookLink } from '../book';
import './checkout.css';

export interface PreviewStory {
  title: string;
  animal: string;
  childName: string;
  theme: string;
  /** The book's cover picture (its screen copy), once drawn. */
  coverUrl?: string | null;
}

/** The cover picture of a story the visitor may open (its owner, a link holder, the admin). */
export function useCoverUrl(storyId: string | undefined, token?: string): string | null {
  const { data } = useStoryPicturesQuery({ storyId: storyId ?? '', token }, { skip: !storyId });
  return data?.find((p) => p.pageNumber === ILLUSTRATION_PAGES.cover)?.previewUrl ?? null;
}

/**
 * The book's cover as it is printed: the cover picture over the whole front, the title on a paper
 * band at the top and "A special story for" the child on one at the bottom (dark ink on paper, so
 * the words read on every animal's colours). The bands scale with the cover and stay inside
 * COVER_BANDS, clear of the picture's figures. Before the picture exists: the animal on its colours.
 */
export function BookCover({ story, size = 'lg' }: { story: PreviewStory; size?: CoverSize }) {
  const colors = coverColors(story.animal);
  const { width, height } = COVER_SIZES[size];
  const title = typographic(story.title);
  return (
    <figure
      className={`book-cover book-cover--${size}${story.coverUrl ? ' book-cover--picture' : ''}`}
      style={
        {
          width,
          minHeight: height,
          background: colors.primary,
          '--title-end': COVER_BANDS.titleEnd,
          '--name-start': COVER_BANDS.nameStart,
        } as CSSProperties
      }
      aria-label={`Book cover: ${title}`}
    >
      {story.coverUrl ? (
        <img className="book-cover__picture" src={story.coverUrl} alt="" />
      ) : (
        <div className="book-cover__inner" style={{ background: colors.secondary }}>
          <img
            className="book-cover__animal"
            src={animalImage(story.animal)}
            alt={animalLabel(story.animal)}
          />
        </div>
      )}
      <figcaption className="book-cover__caption">
        <strong className="book-cover__title">{title}</strong>
        {size !== 'sm' ? (
          <span className="book-cover__for">
            <span>
              {CHECKOUT_TEXTS.specialStoryFor} {story.childName}
            </span>
            <span>
              {CHECKOUT_TEXTS.taleAbout} {themeLabel(story.theme)}
            </span>
          </span>
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
  const coverUrl = useCoverUrl(story.id, token);
  return (
    <section className="book-preview" aria-label="Product preview">
      <BookCover story={{ ...story, coverUrl }} />
      {story.id ? <PreviewBookLink storyId={story.id} token={token} /> : null}
      <div className="book-preview__cards">
        <div className="book-preview__card">
          <h3>{CHECKOUT_TEXTS.premiumHardcover}</h3>
          <p>Durable hardcover binding, 24 pages</p>
        </div>
        <div className="book-preview__card">
          <h3>{CHECKOUT_TEXTS.fullColorIllustrations}</h3>
          <p>Full-colour pictures of the story, made for {story.childName}</p>
        </div>
      </div>
    </section>
  );
}
