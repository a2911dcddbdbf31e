import { BookOpen } from 'lucide-react';
import { BOOK_TEXTS } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { bookPreviewPath } from './bookApi';
import './book.css';

/** "Preview your book": to the page that shows the real interior (pdf.js loads only there). */
export function PreviewBookLink({ storyId, token }: { storyId: string; token?: string | null }) {
  return (
    <Link className="book-button preview-book-link" to={bookPreviewPath(storyId, token)}>
      <BookOpen aria-hidden="true" size={18} />
      {BOOK_TEXTS.previewButton}
    </Link>
  );
}
