import { CHECKOUT_TEXTS, MESSAGES } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_FLAG_KEY } from './adminSession';
import { TEST_SHIPPING, TestOrderCreatorPage } from './TestOrderCreatorPage';
import { mutationHook } from '../../../test/mutations';
import { renderAdmin, renderAdminApp } from './testing';

const create = jest.fn();
jest.mock('./adminApi', () => ({
  useAdminSessionQuery: () => ({ data: undefined }),
  useAdminStoriesQuery: () => ({
    data: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        title: 'Newest Tale',
        childName: 'Leo',
        animal: 'owl',
        theme: 'courage',
        isCollaborative: true,
        generationStatus: 'ready',
        createdAt: '2026-11-20T11:00:00Z',
      },
      {
        id: '11111111-1111-4111-8111-111111111111',
        title: 'Older Tale',
        childName: 'Mia',
        animal: 'fox',
        theme: 'kindness',
        isCollaborative: false,
        generationStatus: 'ready',
        createdAt: '2026-11-20T10:00:00Z',
      },
    ],
    isLoading: false,
    isError: false,
  }),
  useAdminCreateTestOrderMutation: () => mutationHook(create)(),
  useContactUnreadCountQuery: () => ({ data: { count: 0 } }),
  useAdminLogoutMutation: () => mutationHook(jest.fn())(),
}));

const renderAt = (route: string) =>
  renderAdmin(<TestOrderCreatorPage />, { route, path: '/admin/test-order-creator' });

describe('test-order creator', () => {
  beforeEach(() => {
    create.mockReset();
    localStorage.setItem(ADMIN_FLAG_KEY, 'true');
  });

  it('goes to /admin-login without the flag', () => {
    localStorage.clear();
    renderAdminApp('/admin/test-order-creator?storyId=x');
    expect(
      screen.getByText('admin login page (back to /admin/test-order-creator?storyId=x)'),
    ).toBeInTheDocument();
  });

  it('lists stories newest first, marks collaborative ones and pre-fills test shipping values', () => {
    renderAt('/admin/test-order-creator');
    const options = within(screen.getByLabelText('Story'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Select a story',
      'Newest Tale · Leo (Collaborative)',
      'Older Tale · Mia',
    ]);
    expect(screen.getByLabelText('Full name')).toHaveValue(TEST_SHIPPING.fullName);
    expect(screen.getByLabelText('Zip code')).toHaveValue(TEST_SHIPPING.zipCode);
    // The country is chosen from the shop's list, by name; its code is what is sent.
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States');
  });

  it('asks for a story first', async () => {
    const user = userEvent.setup();
    renderAt('/admin/test-order-creator');
    await user.click(screen.getByRole('button', { name: 'Create Regular Order' }));
    expect(await screen.findByText(MESSAGES.admin.selectStory)).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('preselects ?storyId= and creates a regular order', async () => {
    create.mockResolvedValue({
      success: true,
      message: 'ok',
      orderId: 'abcdef12-0000',
      order: { id: 'abcdef12-0000', amountCents: 0, isTest: true, status: 'paid' },
    });
    const user = userEvent.setup();
    renderAt('/admin/test-order-creator?storyId=11111111-1111-4111-8111-111111111111');
    expect(screen.getByLabelText('Story')).toHaveValue('11111111-1111-4111-8111-111111111111');
    await user.click(screen.getByRole('button', { name: 'Create Regular Order' }));
    expect(create).toHaveBeenCalledWith({
      storyId: '11111111-1111-4111-8111-111111111111',
      shippingDetails: TEST_SHIPPING,
      collaborative: false,
    });
    expect(await screen.findByText(CHECKOUT_TEXTS.toasts.testOrderCreated)).toBeInTheDocument();
  });

  it('creates a collaborative order and shows the server’s error', async () => {
    create.mockRejectedValue({
      status: 400,
      message: '400: This story is not collaborative',
      text: 'This story is not collaborative',
    });
    const user = userEvent.setup();
    renderAt('/admin/test-order-creator');
    await user.selectOptions(
      screen.getByLabelText('Story'),
      '22222222-2222-4222-8222-222222222222',
    );
    await user.click(screen.getByRole('button', { name: 'Create Collaborative Order' }));
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ collaborative: true }));
    expect(await screen.findByText(CHECKOUT_TEXTS.toasts.testOrderErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('This story is not collaborative')).toBeInTheDocument();
  });
});
