import { BLOG_TEXTS, findArticle } from '@shop/content';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BlogArticlePage } from './BlogArticlePage';

// react-markdown is ESM-only; the journeys in e2e/content.spec.ts render the real thing.
jest.mock('./Markdown', () => ({
  Markdown: ({ children }: { children: string }) => <div data-testid="markdown">{children}</div>,
}));

const SLUG = 'benefits-personalized-stories-child-development';
const article = findArticle(SLUG)!;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blog" element={<h1>Blog list</h1>} />
        <Route path="/blog/:slug" element={<BlogArticlePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('blog article page', () => {
  beforeEach(() => {
    window.scrollTo = jest.fn();
  });

  it('shows the article: back link, title, author, date, first 3 tags, content, #tags and the call to action', () => {
    renderAt(`/blog/${SLUG}`);
    expect(screen.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    expect(screen.getByText(article.author)).toBeInTheDocument();
    expect(screen.getByText('April 18, 2024')).toBeInTheDocument();
    const headerTags = screen.getByRole('list', { name: 'Tags' });
    expect(headerTags.children).toHaveLength(3);
    expect(screen.getByTestId('markdown')).toHaveTextContent('dialogic reading');
    const allTags = screen.getByRole('list', { name: 'All tags' });
    expect([...allTags.children].map((li) => li.textContent)).toEqual(
      article.tags.map((t) => `#${t}`),
    );
    expect(screen.getByRole('heading', { name: BLOG_TEXTS.ctaHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your Story Now' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('redirects an unknown slug to /blog', () => {
    renderAt('/blog/no-such-article');
    expect(screen.getByRole('heading', { name: 'Blog list' })).toBeInTheDocument();
  });

  it('shares with the device’s share sheet when there is one', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    renderAt(`/blog/${SLUG}`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: article.title,
      text: article.excerpt,
      url: window.location.href,
    });
    delete (navigator as { share?: unknown }).share;
  });

  it('copies the link and alerts "Link copied to clipboard!" when sharing fails', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.assign(navigator, {
      share: jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')),
    });
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    renderAt(`/blog/${SLUG}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copied to clipboard!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    delete (navigator as { share?: unknown }).share;
  });
});
