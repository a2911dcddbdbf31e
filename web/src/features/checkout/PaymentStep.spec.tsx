import { CHECKOUT_TEXTS } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentForm } from './PaymentStep';
import { mutation } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { STORY } from '../../../test/fixtures';

const confirmPayment = jest.fn();
const complete = jest.fn();
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div>card fields</div>,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({}),
}));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn() }));
jest.mock('./checkoutApi', () => ({
  usePaymentCompleteMutation: () => [mutation(complete)],
}));

const T = CHECKOUT_TEXTS.toasts;

function renderForm() {
  const onPaid = jest.fn();
  const onProcessing = jest.fn();
  renderWithApp(
    <PaymentForm
      paymentIntentId="pi_setup"
      storyId={STORY.id}
      totalCents={2655}
      onPaid={onPaid}
      onProcessing={onProcessing}
    />,
    { route: '/checkout/x', path: '/checkout/:storyId' },
  );
  return { onPaid, onProcessing };
}

describe('payment form (Stripe Elements)', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    complete.mockReset();
  });

  it('confirms without redirect, records the order and thanks the parent', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_setup', status: 'succeeded' } });
    complete.mockResolvedValue({ success: true, orderId: 'o1', status: 'paid', message: '' });
    const user = userEvent.setup();
    const { onPaid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({ redirect: 'if_required' }),
    );
    expect(complete).toHaveBeenCalledWith({ paymentIntentId: 'pi_setup', storyId: STORY.id });
    expect(await screen.findByText(T.paymentSuccessful)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.thankYou)).toBeInTheDocument();
  });

  it('says "Payment Failed" with the provider’s message and records nothing', async () => {
    confirmPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const user = userEvent.setup();
    const { onPaid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    expect(await screen.findByText(T.paymentFailedTitle)).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(complete).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay $26.55' })).toBeEnabled();
  });

  it('falls back to the default failure text when the provider gives none', async () => {
    confirmPayment.mockResolvedValue({ error: {} });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    expect(await screen.findByText(T.paymentFailedDefault)).toBeInTheDocument();
  });

  it('shows processing and still records the order with the intent from setup', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_setup', status: 'processing' } });
    complete.mockResolvedValue({ success: true, orderId: 'o1', status: 'pending', message: '' });
    const user = userEvent.setup();
    const { onProcessing, onPaid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    await waitFor(() =>
      expect(complete).toHaveBeenCalledWith({ paymentIntentId: 'pi_setup', storyId: STORY.id }),
    );
    expect(onProcessing).toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('tells the parent when the payment went through but recording failed', async () => {
    confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_setup', status: 'succeeded' } });
    complete.mockRejectedValue({ status: 500, message: '500: oops' });
    const user = userEvent.setup();
    const { onPaid } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    expect(await screen.findByText(T.recordFailed.description)).toBeInTheDocument();
    expect(onPaid).toHaveBeenCalled();
  });

  it('says "Payment Error" when something unexpected breaks', async () => {
    confirmPayment.mockRejectedValue(new Error('network down'));
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Pay $26.55' }));
    expect(await screen.findByText(T.paymentError.title)).toBeInTheDocument();
    expect(screen.getByText(T.paymentError.description)).toBeInTheDocument();
  });
});
