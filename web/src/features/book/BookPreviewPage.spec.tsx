import {
  BOOK_TEXTS,
  type BookFileStatus,
  DEDICATION_MAX_LENGTH,
  DEDICATION_TEXTS,
} from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutation } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { BookPreviewPage } from './BookPreviewPage';
import { READY_STORY } from '../../../test/fixtures';

const STORY = READY_STORY;

let preview: { data?: BookFileStatus; isLoading?: boolean; isError?: boolean };
const previewQuery = jest.fn();
const retry = jest.fn();
const save = jest.fn();
const saveDedication = jest.fn();
jest.mock('./bookApi', () => ({
  useUpdateDedicationMutation: () => [mutation(saveDedication), { isLoading: false }],
  useGetBookPreviewQuery: (args: unknown, opts: unknown) => {
    previewQuery(args, opts);
    return preview;
  },
  useRetryBookPreviewMutation: () => [retry, { isLoading: false }],
  useUpdateStoryTextMutation: () => [mutation(save), { isLoading: false }],
  bookPreviewPath: (id: string) => `/stories/${id}/book`,
}));
jest.mock('../stories/storiesApi', () => ({
  useGetStoryQuery: () => ({ data: STORY, isError: false }),
}));
jest.mock('../collaborate/collaborateApi', () => ({
  useGetStoryWithTokenQuery: () => ({ data: undefined, isError: false }),
}));

// pdf.js needs a real canvas: a stand-in document of 24 pages records what it was asked to draw.
const drawn: number[] = [];
jest.mock('./pdfRenderer', () => ({
  loadPdf: jest.fn(async () => ({
    numPages: 24,
    renderPage: async (n: number) => {
      drawn.push(n);
    },
    pageText: async (n: number) => `Words printed on page ${n}.`,
    destroy: async () => {},
  })),
}));

function renderPage() {
  return renderWithApp(<BookPreviewPage />, {
    route: `/stories/${STORY.id}/book`,
    path: '/stories/:id/book',
  });
}

beforeEach(() => {
  drawn.length = 0;
  previewQuery.mockClear();
  save.mockReset();
});

describe('book preview', () => {
  it('says the book is being put together and polls while it is built', () => {
    preview = { data: { status: 'building' } };
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent(BOOK_TEXTS.building);
    expect(previewQuery).toHaveBeenCalledWith(
      { storyId: STORY.id, token: undefined },
      expect.objectContaining({ pollingInterval: 1500 }),
    );
  });

  it('pages through the 24 pages with previous and next', async () => {
    preview = {
      data: { status: 'ready', url: '/api/files/previews/abc.pdf', pageCount: 24, editable: false },
    };
    const user = userEvent.setup();
    renderPage();
    const indicator = await screen.findByTestId('page-indicator');
    expect(indicator).toHaveTextContent('Page 1 of 24');
    const previous = screen.getByRole('button', { name: /Previous page/ });
    const next = screen.getByRole('button', { name: /Next page/ });
    expect(previous).toBeDisabled();
    await waitFor(() => expect(next).toBeEnabled());
    await waitFor(() => expect(drawn).toContain(1));
    await user.click(next);
    await user.click(next);
    expect(indicator).toHaveTextContent('Page 3 of 24');
    await waitFor(() => expect(drawn).toContain(3));
    // The page's words as text under it (read on a phone, and by screen readers).
    expect(await screen.findByTestId('page-text')).toHaveTextContent('Words printed on page 3.');
    await user.click(previous);
    expect(indicator).toHaveTextContent('Page 2 of 24');
    // Arrow keys page too; the last page stops at 24.
    screen.getByRole('img', { name: 'Page 2 of 24' }).parentElement!.focus();
    for (let i = 0; i < 30; i++) await user.keyboard('{ArrowRight}');
    expect(indicator).toHaveTextContent('Page 24 of 24');
    expect(next).toBeDisabled();
    // No polling once ready; no editing for a viewer who may not edit.
    expect(previewQuery).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ pollingInterval: 0 }),
    );
    expect(screen.queryByRole('heading', { name: BOOK_TEXTS.editText })).not.toBeInTheDocument();
  });

  it('offers to try again when the preview failed', async () => {
    preview = {
      data: { status: 'failed', message: 'The story is too long to fit the 24-page book' },
    };
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('too long to fit');
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.tryAgain }));
    expect(retry).toHaveBeenCalledWith({ storyId: STORY.id, token: undefined });
  });

  it("lets the story's owner correct the title and a paragraph, sending only what changed", async () => {
    preview = {
      data: { status: 'ready', url: '/api/files/previews/abc.pdf', pageCount: 24, editable: true },
    };
    save.mockResolvedValue({ ...STORY, title: 'Mia and the Bright Path' });
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.editText }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Mia and the Bright Path');
    const second = screen.getByLabelText('Paragraph 2');
    await user.clear(second);
    await user.type(second, 'Second paragraph, corrected.');
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.save }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        storyId: STORY.id,
        body: {
          title: 'Mia and the Bright Path',
          paragraphs: [{ index: 1, text: 'Second paragraph, corrected.' }],
        },
      }),
    );
  });

  it('shows the server’s reason when the text is frozen, and checks fields before sending', async () => {
    preview = {
      data: { status: 'ready', url: '/api/files/previews/abc.pdf', pageCount: 24, editable: true },
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.editText }));
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.save }));
    expect(await screen.findByText(BOOK_TEXTS.titleRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    save.mockRejectedValue({
      status: 409,
      message: `409: ${BOOK_TEXTS.frozen}`,
      text: BOOK_TEXTS.frozen,
    });
    await user.type(screen.getByLabelText('Title'), 'Another Title');
    await user.click(screen.getByRole('button', { name: BOOK_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOK_TEXTS.frozen);
  });

  it('lets the owner write the dedication, checked with the shared schema before sending', async () => {
    preview = {
      data: { status: 'ready', url: '/api/files/previews/abc.pdf', pageCount: 24, editable: true },
    };
    saveDedication.mockResolvedValue({ ...STORY, dedication: 'For Mia, with love' });
    const user = userEvent.setup();
    renderPage();
    const field = screen.getByRole('textbox', { name: DEDICATION_TEXTS.label });
    await user.click(field);
    await user.paste('x'.repeat(DEDICATION_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: DEDICATION_TEXTS.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DEDICATION_TEXTS.tooLong);
    expect(saveDedication).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'For Mia,{Enter}with love');
    await user.click(screen.getByRole('button', { name: DEDICATION_TEXTS.save }));
    await waitFor(() =>
      expect(saveDedication).toHaveBeenCalledWith({
        storyId: STORY.id,
        dedication: 'For Mia, with love',
      }),
    );
  });

  it("shows an ordered story's dedication without a way to change it", async () => {
    preview = {
      data: { status: 'ready', url: '/api/files/previews/abc.pdf', pageCount: 24, editable: false },
    };
    renderPage();
    expect(screen.queryByRole('textbox', { name: DEDICATION_TEXTS.label })).not.toBeInTheDocument();
  });
});
