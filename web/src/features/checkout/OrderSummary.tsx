import { BOOK, CHECKOUT_TEXTS, formatUsd, type PaymentIntentResponse } from '@shop/contracts';

type Amounts = Pick<
  PaymentIntentResponse,
  'subtotalCents' | 'taxAmountCents' | 'taxRate' | 'totalCents' | 'taxProvider'
>;

/**
 * Subtotal, a "Sales Tax (rate%)" line only when there is tax, and the total from `totalCents`
 * the server computed, with a note on who computed the tax. Before the server has priced the
 * order, the book's list price stands alone.
 */
export function OrderSummary({ amounts }: { amounts?: Amounts }) {
  const subtotal = amounts?.subtotalCents ?? BOOK.priceCents;
  const total = amounts?.totalCents ?? BOOK.priceCents;
  return (
    <section className="order-summary" aria-label="Order summary">
      <h2 className="order-summary__heading">Order Summary</h2>
      <dl className="order-summary__lines">
        <div className="order-summary__line">
          <dt>{CHECKOUT_TEXTS.subtotal}</dt>
          <dd>{formatUsd(subtotal)}</dd>
        </div>
        {amounts && amounts.taxAmountCents > 0 ? (
          <div className="order-summary__line">
            <dt>{CHECKOUT_TEXTS.salesTax(amounts.taxRate)}</dt>
            <dd>{formatUsd(amounts.taxAmountCents)}</dd>
          </div>
        ) : null}
        <div className="order-summary__line order-summary__line--total">
          <dt>{CHECKOUT_TEXTS.total}</dt>
          <dd>{formatUsd(total)}</dd>
        </div>
      </dl>
      {amounts ? (
        <p className="order-summary__note" data-testid="tax-provider-note">
          {CHECKOUT_TEXTS.taxProviderNote[amounts.taxProvider]}
        </p>
      ) : (
        <p className="order-summary__note">
          Sales tax, where applicable, is added once we know your address.
        </p>
      )}
      <p className="order-summary__note">Ships within {BOOK.deliveryBusinessDays} business days.</p>
    </section>
  );
}
