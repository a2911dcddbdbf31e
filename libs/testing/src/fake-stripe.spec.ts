import { parseStripeForm } from './fake-stripe';

describe("fake Stripe's form parser", () => {
  it('reads bracket notation like Stripe', () => {
    expect(
      parseStripeForm(
        'amount=2655&currency=usd&metadata[checkoutId]=c1&automatic_payment_methods[enabled]=true' +
          '&shipping[address][line1]=1%20Main&expand[0]=latest_charge&expand[1]=customer',
      ),
    ).toEqual({
      amount: '2655',
      currency: 'usd',
      metadata: { checkoutId: 'c1' },
      automatic_payment_methods: { enabled: 'true' },
      shipping: { address: { line1: '1 Main' } },
      expand: ['latest_charge', 'customer'],
    });
  });
});
