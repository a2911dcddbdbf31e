import { ILLUSTRATION_TEXTS, type Illustration } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutationHook } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { IllustrationManager } from './IllustrationManager';

const listQuery = jest.fn();
const refetch = jest.fn();
const upload = jest.fn();
const assign = jest.fn();
const sequence = jest.fn();
const remove = jest.fn();
const generate = jest.fn();
const waitForJob = jest.fn();
jest.mock('./illustrationsApi', () => ({
  useStoryIllustrationsQuery: (arg: unknown) => listQuery(arg),
  useUploadIllustrationMutation: () => mutationHook(upload)(),
  useAssignIllustrationPageMutation: () => mutationHook(assign)(),
  useSetIllustrationSequenceMutation: () => mutationHook(sequence)(),
  useDeleteIllustrationMutation: () => mutationHook(remove)(),
  useGenerateIllustrationMutation: () => mutationHook(generate)(),
  waitForIllustrationJob: (...args: unknown[]) => waitForJob(...args),
  readAsDataUrl: async () => 'data:image/png;base64,iVBORw0KGgo=',
}));

const STORY = '11111111-1111-4111-8111-111111111111';
const pic = (over: Partial<Illustration>): Illustration => ({
  id: 'i1',
  storyId: STORY,
  imageUrl: '/api/files/uploads/a.png',
  previewUrl: '/api/files/uploads/a.webp',
  printReady: true,
  source: 'operator',
  pageNumber: null,
  pageContent: null,
  sequenceOrder: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function withList(items: Illustration[], extra: object = {}) {
  listQuery.mockReturnValue({ data: items, isLoading: false, isError: false, refetch, ...extra });
}

const THREE = [
  pic({ id: 'a', pageNumber: -1, sequenceOrder: 0 }),
  pic({ id: 'b', pageNumber: 2, sequenceOrder: 1, pageContent: 'The fox waved.' }),
  pic({ id: 'c', pageNumber: -2, sequenceOrder: 2 }),
];

/** Three pictures on no page: the ones whose order the operator sets with the arrows. */
const LOOSE = [
  pic({ id: 'a', pageNumber: null, sequenceOrder: 0 }),
  pic({ id: 'b', pageNumber: null, sequenceOrder: 1 }),
  pic({ id: 'c', pageNumber: null, sequenceOrder: 2 }),
];

const renderManager = () =>
  renderWithApp(<IllustrationManager storyId={STORY} />, { route: '/admin', path: '/admin' });

describe('illustration manager', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
  });

  it('shows the empty state', () => {
    withList([]);
    renderManager();
    expect(screen.getByText('No custom illustrations yet...')).toBeInTheDocument();
    expect(listQuery).toHaveBeenCalledWith(STORY);
  });

  it('says so when the list cannot be loaded', async () => {
    withList([], { data: undefined, isError: true });
    renderManager();
    expect(await screen.findByText(ILLUSTRATION_TEXTS.loadFailed)).toBeInTheDocument();
  });

  it('lists pictures in order with their pages ("Page n+1", cover, back cover)', () => {
    withList(THREE);
    renderManager();
    const items = screen.getAllByTestId('illustration');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('img')).toHaveAttribute('src', '/api/files/uploads/a.webp');
    expect(within(items[0]!).getByRole('combobox')).toHaveDisplayValue('Cover');
    expect(within(items[1]!).getByRole('combobox')).toHaveDisplayValue('Page 3');
    expect(within(items[1]!).getByText('The fox waved.')).toBeInTheDocument();
    expect(within(items[2]!).getByRole('combobox')).toHaveDisplayValue('Back cover');
    expect(screen.getByRole('button', { name: 'Move illustration 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move illustration 3 down' })).toBeDisabled();
    const options = within(within(items[0]!).getByRole('combobox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Not assigned',
      'Cover',
      ...Array.from({ length: 10 }, (_, i) => `Page ${i + 1}`),
      'Back cover',
    ]);
  });

  it('asks for an image before uploading', async () => {
    withList([]);
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Upload Illustration' }));
    expect(await screen.findByText('Please select an image to upload')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an image as a data URL, empty page text as null, and confirms', async () => {
    withList([]);
    upload.mockResolvedValue(pic({}));
    const user = userEvent.setup();
    renderManager();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'page.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Image'), file);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page for the new illustration' }),
      'Page 4',
    );
    await user.type(screen.getByLabelText('Page text (optional)'), '   ');
    await user.click(screen.getByRole('button', { name: 'Upload Illustration' }));
    expect(await screen.findByText(ILLUSTRATION_TEXTS.uploaded)).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith({
      storyId: STORY,
      imageData: 'data:image/png;base64,iVBORw0KGgo=',
      pageNumber: 3,
      pageContent: null,
    });
  });

  it("shows the server's reason when an upload is refused, else its own words", async () => {
    withList([]);
    upload.mockRejectedValueOnce({
      status: 400,
      message: '400: The file is not an image (PNG, JPEG, WebP or GIF).',
      text: 'The file is not an image (PNG, JPEG, WebP or GIF).',
    });
    const user = userEvent.setup();
    renderManager();
    await user.upload(
      screen.getByLabelText('Image'),
      new File(['x'], 'a.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload Illustration' }));
    expect(await screen.findByText(ILLUSTRATION_TEXTS.uploadFailedTitle)).toBeInTheDocument();
    expect(
      screen.getByText('The file is not an image (PNG, JPEG, WebP or GIF).'),
    ).toBeInTheDocument();
  });

  it('lists the pictures in book order, then those on no page', () => {
    withList([
      pic({ id: 'x', pageNumber: null, sequenceOrder: 0 }),
      pic({ id: 'b', pageNumber: -2, sequenceOrder: 1 }),
      pic({ id: 'p', pageNumber: 4, sequenceOrder: 2 }),
      pic({ id: 'c', pageNumber: -1, sequenceOrder: 3 }),
    ]);
    renderManager();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Illustration 1 (Cover)',
      'Illustration 2 (Page 5)',
      'Illustration 3 (Back cover)',
      'Illustration 4 (Not assigned)',
    ]);
    // Arrows move a picture among those of its page only.
    expect(screen.getByRole('button', { name: 'Move illustration 1 down' })).toBeDisabled();
  });

  it('asks before giving a page that has a picture to another one', async () => {
    withList(THREE);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const user = userEvent.setup();
    renderManager();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page of illustration 1' }),
      'Page 3',
    );
    expect(confirm).toHaveBeenCalledWith(ILLUSTRATION_TEXTS.confirmReplace('Page 3'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('moves a picture by swapping sequenceOrder with its neighbour', async () => {
    withList(LOOSE);
    sequence.mockResolvedValue(pic({}));
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Move illustration 2 down' }));
    expect(sequence).toHaveBeenCalledWith({ id: 'b', storyId: STORY, sequenceOrder: 2 });
    expect(await screen.findByText(ILLUSTRATION_TEXTS.reordered)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move illustration 2 up' }));
    expect(sequence).toHaveBeenLastCalledWith({ id: 'b', storyId: STORY, sequenceOrder: 0 });
  });

  it('says so when reordering or page assignment fails', async () => {
    withList(LOOSE);
    sequence.mockRejectedValue({ status: 500, message: '500: x' });
    assign.mockRejectedValue({ status: 500, message: '500: x' });
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Move illustration 1 down' }));
    expect(await screen.findByText(ILLUSTRATION_TEXTS.reorderFailed)).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page of illustration 1' }),
      'Page 1',
    );
    expect(assign).toHaveBeenCalledWith({ id: 'a', storyId: STORY, pageNumber: 0 });
    expect(await screen.findByText(ILLUSTRATION_TEXTS.updateFailed)).toBeInTheDocument();
  });

  it('assigns "Not assigned" as null', async () => {
    withList(THREE);
    assign.mockResolvedValue(pic({}));
    const user = userEvent.setup();
    renderManager();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Page of illustration 2' }),
      'Not assigned',
    );
    expect(assign).toHaveBeenCalledWith({ id: 'b', storyId: STORY, pageNumber: null });
  });

  it('deletes only after the confirmation, and says so when it fails', async () => {
    withList(THREE);
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete illustration 2' }));
    // The only picture of its page: the question says the page will be left empty.
    expect(confirm).toHaveBeenCalledWith(
      `Are you sure you want to delete this illustration?\n\n${ILLUSTRATION_TEXTS.onlyPicture('Page 3')}`,
    );
    expect(remove).not.toHaveBeenCalled();
    remove.mockRejectedValueOnce({ status: 500, message: '500: x' });
    await user.click(screen.getByRole('button', { name: 'Delete illustration 2' }));
    expect(remove).toHaveBeenCalledWith({ id: 'b', storyId: STORY });
    expect(await screen.findByText(ILLUSTRATION_TEXTS.deleteFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ILLUSTRATION_TEXTS.deleteFailed)).toBeInTheDocument();
  });

  it('generates an AI illustration and refreshes the list when it is drawn', async () => {
    withList([]);
    generate.mockResolvedValue({ success: true, jobId: 'illustration-generate-x', pageNumber: -1 });
    let finish!: (v: unknown) => void;
    waitForJob.mockReturnValue(new Promise((r) => (finish = r)));
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Generate AI Illustration' }));
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(generate).toHaveBeenCalledWith({ storyId: STORY });
    expect(waitForJob.mock.calls[0]![1]).toBe('illustration-generate-x');
    finish({ state: 'completed', imageUrl: '/api/files/illustrations/x.png' });
    expect(await screen.findByRole('button', { name: 'Generate AI Illustration' })).toBeEnabled();
    expect(refetch).toHaveBeenCalled();
  });

  it('says so when generation fails', async () => {
    withList([]);
    generate.mockResolvedValue({ success: true, jobId: 'illustration-generate-y' });
    waitForJob.mockResolvedValue({ state: 'failed' });
    const user = userEvent.setup();
    renderManager();
    await user.click(screen.getByRole('button', { name: 'Generate AI Illustration' }));
    expect(await screen.findByText(ILLUSTRATION_TEXTS.generationFailedTitle)).toBeInTheDocument();
    expect(screen.getByText(ILLUSTRATION_TEXTS.generationFailed)).toBeInTheDocument();
    expect(refetch).not.toHaveBeenCalled();
  });
});
