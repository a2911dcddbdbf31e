import { BOOK, CHECKOUT_TEXTS, MESSAGES } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestCheckoutPage } from './TestCheckoutPage';
import { mutation } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { STORY } from '../../../test/fixtures';

const createTestOrder = jest.fn();
jest.mock('./checkoutApi', () => ({
  useCreateTestOrderMutation: () => [mutation(createTestOrder), { isLoading: false }],
}));
jest.mock('../stories/storiesApi', () => ({
  isFinal: () => true,
  useGetStoryQuery: (id: string, opts?: { skip?: boolean }) =>
    opts?.skip || !id
      ? { data: undefined, isError: false }
      : { data: { ...STORY, id }, isError: false },
  useListStoriesQuery: () => ({ data: [{ ...STORY, isCollaborative: false }] }),
}));

const TT = CHECKOUT_TEXTS.testOrder;

describe('test order page', () => {
  beforeEach(() => createTestOrder.mockReset());

  it('shows the $0.00 summary, the test-mode footer and the small-screen tabs', () => {
    renderWithApp(<TestCheckoutPage />, {
      route: `/test-checkout/${STORY.id}`,
      path: '/test-checkout/:storyId',
    });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText(BOOK.format)).toBeInTheDocument();
    expect(within(summary).getByText(TT.total)).toBeInTheDocument();
    expect(within(summary).getByText(STORY.title)).toBeInTheDocument();
    expect(screen.getByText(TT.footer)).toBeInTheDocument();
    expect(screen.getByText(TT.adminNote)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: TT.productPreview })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: TT.productDetails })).toBeInTheDocument();
  });

  it('creates the test order and offers the admin panel and home', async () => {
    createTestOrder.mockResolvedValue({
      success: true,
      message: 'Test Order Created',
      orderId: 'o1',
      order: { id: 'o1' },
    });
    const user = userEvent.setup();
    renderWithApp(<TestCheckoutPage />, {
      route: `/test-checkout/${STORY.id}`,
      path: '/test-checkout/:storyId',
    });
    await user.click(screen.getByRole('button', { name: 'Create Test Order' }));
    expect(await screen.findByRole('heading', { name: TT.created })).toBeInTheDocument();
    expect(createTestOrder).toHaveBeenCalledWith({
      storyId: STORY.id,
      shippingDetails: expect.objectContaining({
        fullName: 'Test Customer',
        country: 'US',
      }),
    });
    expect(screen.getByRole('link', { name: 'Go to Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(TT.footer)).toBeInTheDocument();
  });

  it('without a story in the address, asks to pick one first', async () => {
    const user = userEvent.setup();
    renderWithApp(<TestCheckoutPage />, { route: '/test-checkout', path: '/test-checkout' });
    await user.click(screen.getByRole('button', { name: 'Create Test Order' }));
    expect(await screen.findByText(MESSAGES.admin.selectStory)).toBeInTheDocument();
    expect(createTestOrder).not.toHaveBeenCalled();

    createTestOrder.mockResolvedValue({
      success: true,
      message: 'Test Order Created',
      orderId: 'o2',
      order: { id: 'o2' },
    });
    await user.selectOptions(screen.getByLabelText('Story'), STORY.id);
    await user.click(screen.getByRole('button', { name: 'Create Test Order' }));
    expect(await screen.findByRole('heading', { name: TT.created })).toBeInTheDocument();
  });

  it('shows the server’s message when the order cannot be created', async () => {
    createTestOrder.mockRejectedValue({
      status: 401,
      message: '401: Test orders can only be created by the shop operator.',
      text: 'Test orders can only be created by the shop operator.',
    });
    const user = userEvent.setup();
    renderWithApp(<TestCheckoutPage />, {
      route: `/test-checkout/${STORY.id}`,
      path: '/test-checkout/:storyId',
    });
    await user.click(screen.getByRole('button', { name: 'Create Test Order' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.toasts.testOrderErrorTitle)).toBeInTheDocument();
    expect(
      screen.getByText('Test orders can only be created by the shop operator.'),
    ).toBeInTheDocument();
  });
});
