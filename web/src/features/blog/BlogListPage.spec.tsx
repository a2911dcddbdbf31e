import { ARTICLES, BLOG_TEXTS, type BlogArticle } from '@shop/content';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { BlogListPage } from './BlogListPage';

const article = (slug: string, over: Partial<BlogArticle>): BlogArticle => ({
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  content: `Content ${slug}`,
  tags: [],
  date: '2024-01-01',
  author: 'Author',
  ...over,
});

const FIXTURES = [
  article('owls', {
    title: 'Night Owls',
    tags: ['bedtime', 'animals', 'reading', 'nature'],
    imageUrl: '/owl.png',
  }),
  article('feelings', { excerpt: 'Naming big feelings', tags: ['emotions'] }),
  article('hidden', { content: 'Only the body mentions a Lighthouse.', tags: ['reading'] }),
];

function renderPage(articles: readonly BlogArticle[] = FIXTURES) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <BlogListPage articles={articles} />
      </MemoryRouter>
    </Provider>,
  );
}

const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('blog list', () => {
  it('shows the heading, search, categories (sorted, capitalised, plus All) and every card', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: BLOG_TEXTS.heading })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument();
    const categories = within(screen.getByRole('group', { name: 'Categories' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(categories).toEqual([
      'All Categories',
      'Animals',
      'Bedtime',
      'Emotions',
      'Nature',
      'Reading',
    ]);
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cardTitles()).toEqual(['Night Owls', 'Title feelings', 'Title hidden']);
  });

  it('cards show at most 3 tags, the date and author, a placeholder image when none, and Read More', () => {
    renderPage();
    const [owls, feelings] = screen.getAllByRole('article');
    expect(
      within(owls!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bedtime', 'Animals', 'Reading']);
    expect(within(owls!).getByText('January 1, 2024')).toBeInTheDocument();
    expect(within(owls!).getByText('Author')).toBeInTheDocument();
    expect(owls!.querySelector('img')).toHaveAttribute('src', '/owl.png');
    expect(feelings!.querySelector('img')).toHaveAttribute('src', '/images/blog/placeholder.svg');
    expect(within(owls!).getByRole('link', { name: 'Read More: Night Owls' })).toHaveAttribute(
      'href',
      '/blog/owls',
    );
  });

  it('searches title, excerpt and full content, case-insensitively', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByPlaceholderText('Search articles...');
    await user.type(search, 'LIGHTHOUSE');
    expect(cardTitles()).toEqual(['Title hidden']);
    await user.clear(search);
    await user.type(search, 'big feelings');
    expect(cardTitles()).toEqual(['Title feelings']);
    await user.clear(search);
    await user.type(search, 'night');
    expect(cardTitles()).toEqual(['Night Owls']);
  });

  it('filters by one category at a time, also from a card’s tag', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reading' }));
    expect(cardTitles()).toEqual(['Night Owls', 'Title hidden']);
    expect(screen.getByRole('button', { name: 'Reading' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'Show Animals articles' }));
    expect(cardTitles()).toEqual(['Night Owls']);
    expect(screen.getByRole('button', { name: 'Animals' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reading' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(screen.getByRole('button', { name: 'All Categories' }));
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows "No articles found" with the hint, and Reset Filters clears search and category', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Emotions' }));
    await user.type(screen.getByPlaceholderText('Search articles...'), 'lighthouse');
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Try adjusting your search or category selection to find what you're looking for.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(cardTitles()).toHaveLength(3);
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All Categories' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lists the real articles with the newsletter block', () => {
    renderPage(ARTICLES);
    expect(cardTitles()).toEqual(ARTICLES.map((a) => a.title));
    expect(screen.getByRole('heading', { name: 'Join Our Newsletter' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Your email address')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
