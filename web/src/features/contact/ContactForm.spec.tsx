import { MESSAGES } from '@shop/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components/Toaster';
import { ContactPage } from './ContactPage';

const send = jest.fn();
jest.mock('./contactApi', () => ({
  useSendContactMessageMutation: () => [
    (body: unknown) => ({ unwrap: () => send(body) }),
    { isLoading: false },
  ],
}));

function renderPage() {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <MemoryRouter>
          <ContactPage />
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const VALID = {
  Name: 'Sam Parent',
  Email: 'sam@example.com',
  Subject: 'Question about my order',
  Message: 'When will my book arrive, please?',
};

describe('contact form', () => {
  beforeEach(() => send.mockReset());

  it('shows the validation message for each invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await fill(user, { Name: 'S', Email: 'not-an-email', Subject: 'Hi', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(MESSAGES.contact.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.subject)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contact.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the message, says "Message sent!" and clears the form', async () => {
    send.mockResolvedValue({ success: true, message: 'Message sent!' });
    const user = userEvent.setup();
    renderPage();
    await fill(user, { ...VALID, Name: '  Sam Parent ' });
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith({
      name: 'Sam Parent',
      email: 'sam@example.com',
      subject: 'Question about my order',
      message: 'When will my book arrive, please?',
    });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('says "Error sending message" with the failure text when sending fails, keeping what was typed', async () => {
    send.mockRejectedValue({ status: 500, message: '500: Something went wrong' });
    const user = userEvent.setup();
    renderPage();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error sending message')).toBeInTheDocument();
    expect(
      screen.getByText('There was a problem sending your message. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(VALID.Message);
  });

  it('shows the about text, the 24-hour promise and the FAQ', () => {
    renderPage();
    expect(screen.getByText('We reply to every message within 24 hours.')).toBeInTheDocument();
    expect(
      screen.getByText(/Standard shipping in the US takes 5–7 business days/),
    ).toBeInTheDocument();
    expect(screen.getByText(/English only/)).toBeInTheDocument();
    expect(screen.getByText(/aged 2–10/)).toBeInTheDocument();
  });
});
