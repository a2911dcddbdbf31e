import { CONTACT_TEXTS, type ContactMessage } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MessagesTab } from './MessagesTab';
import { mutationHook } from '../../../test/mutations';
import { renderAdmin } from './testing';

const messagesQuery = jest.fn();
const markRead = jest.fn();
jest.mock('./adminApi', () => ({
  useContactMessagesQuery: (arg: unknown) => messagesQuery(arg),
  useMarkMessageReadMutation: () => mutationHook(markRead)(),
}));

const message = (over: Partial<ContactMessage>): ContactMessage => ({
  id: 'm1',
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Shipping to Canada',
  message: 'Do you ship to Canada?',
  isRead: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function withMessages(messages: ContactMessage[]) {
  messagesQuery.mockReturnValue({
    data: {
      messages,
      page: 1,
      pageSize: 50,
      total: messages.length,
      unread: messages.filter((m) => !m.isRead).length,
    },
    isLoading: false,
    isError: false,
  });
}

const renderTab = () => renderAdmin(<MessagesTab />, { route: '/admin', path: '/admin' });

describe('Messages tab', () => {
  beforeEach(() => jest.clearAllMocks());

  it('lists messages newest first (as the server sends them) with unread/read state and the unread count', () => {
    withMessages([
      message({ id: 'm2', subject: 'Newer one' }),
      message({ id: 'm1', subject: 'Older one', isRead: true }),
    ]);
    renderTab();
    const subjects = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent);
    expect(subjects[0]).toContain('Newer one');
    expect(subjects[0]).toContain('Unread');
    expect(subjects[1]).toContain('Older one');
    expect(subjects[1]).toContain('Read');
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1 unread');
  });

  it('opening an unread message marks it read', async () => {
    withMessages([message({})]);
    markRead.mockResolvedValue(message({ isRead: true }));
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: /Shipping to Canada/ }));
    expect(screen.getByText('Do you ship to Canada?')).toBeInTheDocument();
    expect(markRead).toHaveBeenCalledWith('m1');
    expect(await screen.findByText(CONTACT_TEXTS.markedRead)).toBeInTheDocument();
  });

  it('says so when marking read fails, and does not mark read messages again', async () => {
    withMessages([message({}), message({ id: 'm0', subject: 'Already read', isRead: true })]);
    markRead.mockRejectedValue({ status: 500, message: '500: x' });
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: /Shipping to Canada/ }));
    expect(await screen.findByText(CONTACT_TEXTS.markReadError[0])).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TEXTS.markReadError[1])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Already read/ }));
    expect(markRead).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state and the load error', () => {
    withMessages([]);
    const { unmount } = renderTab();
    expect(screen.getByText(CONTACT_TEXTS.empty)).toBeInTheDocument();
    unmount();
    messagesQuery.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    renderTab();
    expect(screen.getByText(CONTACT_TEXTS.loadError)).toBeInTheDocument();
  });
});
