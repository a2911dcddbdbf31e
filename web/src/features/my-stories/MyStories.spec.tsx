import { MY_STORIES_TEXTS as T } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { MyStoriesLinkForm } from './MyStoriesLinkForm';
import { MyStoriesPage } from './MyStoriesPage';

const TOKEN = 'A'.repeat(40) + 'b_-';

describe('Get my stories on another device', () => {
  it('sends the address and shows the same answer under the button', async () => {
    const seen = installFakeApi(() => ({ status: 200, body: { sent: true, message: T.sent } }));
    const user = userEvent.setup();
    renderWithApp(<MyStoriesLinkForm />);
    expect(screen.getByRole('heading', { name: T.heading })).toBeInTheDocument();
    const input = screen.getByLabelText(T.emailLabel);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(seen.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/my-stories/link', { email: 'parent@example.com' }],
    ]);
    expect(input).toHaveValue('');
  });

  it('says why when the request is refused, beside the field, and keeps focus there', async () => {
    installFakeApi(() => apiError(429, T.tooMany));
    const user = userEvent.setup();
    renderWithApp(<MyStoriesLinkForm />);
    const input = screen.getByLabelText(T.emailLabel);
    await user.type(input, 'parent@example.com');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.tooMany);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('the page the e-mailed link opens', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('posts the token from the fragment, clears it from the address, and says what came', async () => {
    window.history.replaceState(null, '', `/my-stories#${TOKEN}`);
    const seen = installFakeApi(() => ({
      status: 200,
      body: { attached: 2, total: 2, message: T.claimed(2) },
    }));
    renderWithApp(<MyStoriesPage />, { route: '/my-stories', path: '/my-stories' });
    expect(await screen.findByText(T.claimed(2))).toBeInTheDocument();
    expect(seen.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/my-stories/claim', { token: TOKEN }],
    ]);
    expect(window.location.hash).toBe('');
    expect(screen.getByRole('link', { name: T.seeStories })).toHaveAttribute('href', '/');
  });

  it('explains a used or expired link and offers a new one', async () => {
    window.history.replaceState(null, '', `/my-stories#${TOKEN}`);
    installFakeApi(() => ({
      status: 410,
      body: { statusCode: 410, error: 'Gone', message: T.invalidLink },
    }));
    renderWithApp(<MyStoriesPage />, { route: '/my-stories', path: '/my-stories' });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.invalidLink);
    expect(screen.getByRole('link', { name: T.askAgain })).toBeInTheDocument();
  });

  it('without a token, asks nothing and says where links come from', async () => {
    const seen = installFakeApi(() => ({ status: 500 }));
    renderWithApp(<MyStoriesPage />, { route: '/my-stories', path: '/my-stories' });
    expect(await screen.findByRole('alert')).toHaveTextContent(T.noToken);
    await waitFor(() => expect(seen).toEqual([]));
  });
});
