import { BOOK_TEXTS } from '@shop/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StoryPdfPage } from './StoryPdfPage';

const ID = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
const T = BOOK_TEXTS.pdfPage;

type Reply = { status: number; body?: unknown };
let replies: Reply[];
const calls: { url: string; method: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    const reply = replies.shift() ?? { status: 202 };
    return {
      status: reply.status,
      json: async () => reply.body,
    } as Response;
  }) as typeof fetch;
});

function renderPage(open = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[`/stories/${ID}/pdf`]}>
      <Routes>
        <Route path="/stories/:id/pdf" element={<StoryPdfPage open={open} />} />
        <Route path="/admin-login" element={<p>sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return open;
}

describe('story PDF page', () => {
  it('says the PDF is being built, then opens it when it is ready', async () => {
    replies = [{ status: 202 }, { status: 200 }];
    const open = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(T.building);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/api/stories/${ID}/pdf`), {
      timeout: 4000,
    });
    expect(screen.getByRole('status')).toHaveTextContent(T.opening);
    expect(calls.every((c) => c.method === 'HEAD')).toBe(true);
  });

  it('gives the reason of a failed build and asks for a new one on "Try again"', async () => {
    replies = [
      { status: 500 },
      { status: 500, body: { status: 'failed', message: 'A page has no picture.' } },
      { status: 202, body: { status: 'building' } },
    ];
    const open = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${T.failed} A page has no picture.`,
    );
    expect(screen.queryByText(/status/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.tryAgain }));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({ url: `/api/stories/${ID}/pdf?retry=1`, method: 'GET' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(T.building);
    expect(open).not.toHaveBeenCalled();
  });

  it('asks a signed-out operator to sign in', async () => {
    replies = [{ status: 401 }];
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(T.signIn);
    await userEvent.click(screen.getByRole('link', { name: T.signInLink }));
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });
});
