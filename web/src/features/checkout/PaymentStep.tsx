import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { CHECKOUT_TEXTS, formatUsd } from '@shop/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { useToast } from '../../components/Toaster';
import { usePaymentCompleteMutation } from './checkoutApi';

export interface PaymentStepProps {
  publishableKey: string;
  clientSecret: string;
  paymentIntentId: string;
  storyId: string;
  /** Sent along when the buyer holds the story's collaborative link. */
  collaborativeToken?: string;
  totalCents: number;
  /** The payment went through (the order is recorded or being recorded). */
  onPaid: (orderRef?: string) => void;
  /** The payment is not final yet ("Payment Processing"). */
  onProcessing: () => void;
}

/**
 * Step 2: Stripe Elements. This module (and so Stripe.js) is loaded only when the checkout
 * reaches the payment step; the publishable key comes from the server's config endpoint.
 */
export default function PaymentStep({ publishableKey, clientSecret, ...rest }: PaymentStepProps) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm {...rest} />
    </Elements>
  );
}

export function PaymentForm({
  paymentIntentId,
  storyId,
  collaborativeToken,
  totalCents,
  onPaid,
  onProcessing,
}: Omit<PaymentStepProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const toast = useToast();
  const [complete] = usePaymentCompleteMutation();
  const [submitting, setSubmitting] = useState(false);
  const T = CHECKOUT_TEXTS.toasts;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      // Confirm without leaving the page where the payment method allows it.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}/checkout/${encodeURIComponent(storyId)}${
            collaborativeToken ? `?token=${encodeURIComponent(collaborativeToken)}` : ''
          }`,
        },
      });
      if (error) {
        toast({
          title: T.paymentFailedTitle,
          description: error.message || T.paymentFailedDefault,
          variant: 'destructive',
        });
        setSubmitting(false);
        return;
      }
      if (paymentIntent?.status === 'succeeded') {
        let orderRef: string | undefined;
        try {
          ({ orderRef } = await complete({
            paymentIntentId: paymentIntent.id,
            storyId,
            ...(collaborativeToken ? { collaborativeToken } : {}),
          }).unwrap());
          toast({ title: T.paymentSuccessful, description: CHECKOUT_TEXTS.thankYou });
        } catch {
          toast({ ...T.recordFailed, variant: 'destructive' });
        }
        onPaid(orderRef);
        return;
      }
      // Not final yet: say so, and still record the order with the intent from setup; the
      // server (and Stripe's webhook) marks it paid once the payment clears.
      onProcessing();
      await complete({
        paymentIntentId,
        storyId,
        ...(collaborativeToken ? { collaborativeToken } : {}),
      })
        .unwrap()
        .catch(() => undefined);
    } catch {
      toast({ ...T.paymentError, variant: 'destructive' });
      setSubmitting(false);
    }
  };

  return (
    <form className="payment-form" onSubmit={onSubmit}>
      <PaymentElement />
      <button
        type="submit"
        className="checkout-button checkout-button--primary"
        disabled={!stripe || !elements || submitting}
      >
        {submitting ? 'Processing...' : `Pay ${formatUsd(totalCents)}`}
      </button>
    </form>
  );
}
