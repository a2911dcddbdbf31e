import { NEWSLETTER_TEXTS } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components/Toaster';
import { NewsletterForm } from './NewsletterForm';

const subscribe = jest.fn();
jest.mock('./newsletterApi', () => ({
  useSubscribeMutation: () => [
    (body: unknown) => ({ unwrap: () => subscribe(body) }),
    { isLoading: false },
  ],
}));

function renderForm(variant: 'footer' | 'blog') {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <NewsletterForm variant={variant} />
      </ToastProvider>
    </Provider>,
  );
}

describe('newsletter blocks', () => {
  beforeEach(() => subscribe.mockReset());

  it('footer block: its texts and a required e-mail input', () => {
    renderForm('footer');
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Join our newsletter to receive updates on new stories, special offers, and creative tips for parents.',
      ),
    ).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Your email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('We respect your privacy. Unsubscribe anytime.')).toBeInTheDocument();
  });

  it('subscribes and thanks the visitor, then clears the input', async () => {
    subscribe.mockResolvedValue({ subscribed: true, message: NEWSLETTER_TEXTS.subscribed });
    const user = userEvent.setup();
    renderForm('blog');
    await user.type(screen.getByPlaceholderText('Your email address'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_TEXTS.subscribed)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith({ email: 'parent@example.com' });
    expect(screen.getByPlaceholderText('Your email address')).toHaveValue('');
  });

  it('shows the server’s field message when the address is refused', async () => {
    subscribe.mockRejectedValue({
      status: 400,
      message: '400: Please enter a valid email address',
      details: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    const user = userEvent.setup();
    renderForm('footer');
    await user.type(screen.getByPlaceholderText('Your email'), 'a@b.c');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(NEWSLETTER_TEXTS.error)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });
});
