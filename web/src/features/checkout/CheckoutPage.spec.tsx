import { CHECKOUT_TEXTS, COUNTRIES, MESSAGES } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckoutPage } from './CheckoutPage';
import { mutation } from '../../../test/mutations';
import { renderWithApp } from '../../../test/render';
import { STORY } from '../../../test/fixtures';

const createIntent = jest.fn();
const config = jest.fn();
jest.mock('./checkoutApi', () => ({
  useGetCheckoutConfigQuery: () => config(),
  useCreatePaymentIntentMutation: () => [mutation(createIntent), { isLoading: false }],
  usePaymentCompleteMutation: () => [jest.fn()],
}));
jest.mock('../stories/storiesApi', () => ({
  isFinal: () => true,
  useGetStoryQuery: () => ({ data: STORY, isError: false }),
}));
// Stripe.js cannot run in jsdom: the payment step is replaced by a stand-in with its props.
jest.mock('./PaymentStep', () => ({
  __esModule: true,
  default: (props: { clientSecret: string; onPaid: () => void }) => (
    <div>
      <p>payment element for {props.clientSecret}</p>
      <button type="button" onClick={props.onPaid}>
        pay now
      </button>
    </div>
  ),
}));

const INTENT = {
  clientSecret: 'pi_1_secret_2',
  paymentIntentId: 'pi_1',
  isCollaborative: false,
  subtotalCents: 2499,
  taxAmountCents: 156,
  taxRate: 6.25,
  totalCents: 2655,
  taxProvider: 'table',
};

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  const values: Record<string, string> = {
    'Full Name': 'Jane Parent',
    Email: 'jane@example.com',
    Phone: '512 555 0100',
    Address: '1 Main Street',
    City: 'Austin',
    State: 'TX',
    'Zip Code': '78701',
  };
  for (const [label, value] of Object.entries(values))
    await user.type(screen.getByLabelText(label), value);
}

function renderCheckout() {
  return renderWithApp(<CheckoutPage />, {
    route: `/checkout/${STORY.id}`,
    path: '/checkout/:storyId',
  });
}

describe('checkout page', () => {
  beforeEach(() => {
    createIntent.mockReset();
    config.mockReturnValue({
      data: { paymentsEnabled: true, publishableKey: 'pk_test_123', testOrdersAllowed: true },
    });
  });

  it('starts at step 1 with the book preview and the list price', () => {
    renderCheckout();
    expect(screen.getByText(CHECKOUT_TEXTS.step1)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CHECKOUT_TEXTS.shippingTitle })).toBeInTheDocument();
    expect(screen.getByText(STORY.title)).toBeInTheDocument();
    expect(screen.getByText('A special story for Mia')).toBeInTheDocument();
    expect(screen.getByText('A tale about Kindness & Sharing')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.premiumHardcover)).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.fullColorIllustrations)).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText("Child's Gender")).toHaveValue('unspecified');
    expect(screen.queryByText(/Sales Tax/)).not.toBeInTheDocument();
    expect(screen.getAllByText('$24.99')).toHaveLength(2);
  });

  it('shows the validation message for every invalid shipping field and asks the server nothing', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    // The country is chosen from the list, so it always holds one (the server checks it too).
    const { country, countryFromList, ...typed } = MESSAGES.shipping;
    for (const message of Object.values(typed)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText(country)).not.toBeInTheDocument();
    expect(screen.queryByText(countryFromList)).not.toBeInTheDocument();
    expect(createIntent).not.toHaveBeenCalled();
  });

  it('goes to step 2 with the server’s tax and total, and back to shipping with the values kept', async () => {
    createIntent.mockResolvedValue(INTENT);
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText("Child's Gender"), 'girl');
    await user.type(screen.getByLabelText(/Notes for the Illustrator/i), 'Loves dinosaurs');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));

    expect(await screen.findByText(CHECKOUT_TEXTS.step2)).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledWith({
      storyId: STORY.id,
      productType: 'custom_storybook',
      amount: 24.99,
      shippingDetails: expect.objectContaining({
        fullName: 'Jane Parent',
        state: 'TX',
        country: 'US',
      }),
    });
    expect(screen.getByRole('heading', { name: CHECKOUT_TEXTS.paymentTitle })).toBeInTheDocument();
    expect(await screen.findByText('payment element for pi_1_secret_2')).toBeInTheDocument();
    expect(screen.getByText('Sales Tax (6.25%)')).toBeInTheDocument();
    expect(screen.getByText('$1.56')).toBeInTheDocument();
    expect(screen.getByText('$26.55')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.taxProviderNote.table)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.backToShipping }));
    expect(screen.getByText(CHECKOUT_TEXTS.step1)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Parent');
    expect(screen.getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(screen.getByLabelText('Phone')).toHaveValue('512 555 0100');
    expect(screen.getByLabelText('Address')).toHaveValue('1 Main Street');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('78701');
    expect(screen.getByLabelText('Country')).toHaveDisplayValue('United States');
    expect(screen.getByLabelText('Country')).toHaveValue('US');
    expect(screen.getByLabelText("Child's Gender")).toHaveValue('girl');
    expect(screen.getByLabelText(/Notes for the Illustrator/i)).toHaveValue('Loves dinosaurs');
  });

  it('offers the countries as a list and sends the chosen one’s code', async () => {
    createIntent.mockResolvedValue({ ...INTENT, taxAmountCents: 0, taxRate: 0, totalCents: 2499 });
    const user = userEvent.setup();
    renderCheckout();
    const country = screen.getByLabelText('Country');
    expect(within(country).getAllByRole('option')).toHaveLength(COUNTRIES.length);
    await fillValid(user);
    await user.selectOptions(country, 'Canada');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.step2)).toBeInTheDocument();
    expect(createIntent).toHaveBeenCalledWith(
      expect.objectContaining({ shippingDetails: expect.objectContaining({ country: 'CA' }) }),
    );
  });

  it('says when Stripe Tax computed the tax', async () => {
    createIntent.mockResolvedValue({
      ...INTENT,
      taxAmountCents: 174,
      taxRate: 6.95,
      totalCents: 2673,
      taxProvider: 'stripe',
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.step2)).toBeInTheDocument();
    expect(screen.getByText('Sales Tax (6.95%)')).toBeInTheDocument();
    expect(screen.getByTestId('tax-provider-note')).toHaveTextContent(
      'Sales tax calculated by Stripe Tax',
    );
    expect(screen.queryByText(CHECKOUT_TEXTS.taxProviderNote.table)).not.toBeInTheDocument();
  });

  it('shows no tax line when the tax is 0', async () => {
    createIntent.mockResolvedValue({ ...INTENT, taxAmountCents: 0, taxRate: 0, totalCents: 2499 });
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.step2)).toBeInTheDocument();
    expect(screen.queryByText(/Sales Tax/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, and Go Back returns to the form as the parent left it', async () => {
    createIntent.mockRejectedValue({
      status: 409,
      message: '409: This story already has a paid order.',
      text: 'This story already has a paid order.',
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.type(screen.getByLabelText(/Notes for the Illustrator/i), '  Curly hair ');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(
      await screen.findByRole('heading', { name: CHECKOUT_TEXTS.initFailed }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This story already has a paid order.');
    expect(screen.queryByText(/409/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHECKOUT_TEXTS.goBack }));
    expect(screen.getByText(CHECKOUT_TEXTS.step1)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Parent');
    expect(screen.getByLabelText('Zip Code')).toHaveValue('78701');
    expect(screen.getByLabelText(/Notes for the Illustrator/i)).toHaveValue('  Curly hair ');
  });

  it('says card payments are off before the form is filled, and offers the test checkout', async () => {
    config.mockReturnValue({
      data: { paymentsEnabled: false, publishableKey: null, testOrdersAllowed: true },
    });
    renderCheckout();
    expect(screen.getByText(CHECKOUT_TEXTS.paymentsOff.title)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: CHECKOUT_TEXTS.paymentsOff.testCheckout }),
    ).toHaveAttribute('href', `/test-checkout/${STORY.id}`);
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    expect(screen.queryByText(CHECKOUT_TEXTS.initFailed)).not.toBeInTheDocument();
  });

  it('keeps the form when the server answers that card payments are off', async () => {
    createIntent.mockRejectedValue({
      status: 503,
      message: `503: ${CHECKOUT_TEXTS.server.paymentsNotConfigured}`,
      text: CHECKOUT_TEXTS.server.paymentsNotConfigured,
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText(CHECKOUT_TEXTS.paymentsOff.title)).toBeInTheDocument();
    expect(screen.queryByText(CHECKOUT_TEXTS.initFailed)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Parent');
    expect(screen.getByLabelText('City')).toHaveValue('Austin');
  });

  it('keeps the parent on the form when the server rejects the address', async () => {
    createIntent.mockRejectedValue({
      status: 400,
      message: '400: Please enter a US state',
      details: [
        {
          field: 'shippingDetails.state',
          message: 'Please enter a US state, for example TX or Texas',
        },
      ],
    });
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(
      await screen.findByText('Please enter a US state, for example TX or Texas'),
    ).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_TEXTS.step1)).toBeInTheDocument();
  });

  it('returns home 2000 ms after a successful payment', async () => {
    createIntent.mockResolvedValue(INTENT);
    const user = userEvent.setup();
    renderCheckout();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'pay now' }));
    expect(screen.getByText(CHECKOUT_TEXTS.thankYou)).toBeInTheDocument();
    expect(screen.queryByText('home page')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('home page')).toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});
