import {
  BOOK,
  CHECKOUT_TEXTS,
  notForSaleReason,
  ORDER_STATUS_TEXTS,
  orderStatusPath,
  PAYMENT_SUCCESS_REDIRECT_MS,
  PRODUCT_TYPE,
  STORY_POLL_INTERVAL_MS,
  type PaymentIntentResponse,
  type ShippingDetails,
  type ShippingDetailsInput,
} from '@shop/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useViewableStory } from '../collaborate';
import { isFinal } from '../stories';
import { DedicationField } from '../book';
import { BookPreview } from './BookPreview';
import { NotForSaleNotice } from './NotForSaleNotice';
import {
  useCreatePaymentIntentMutation,
  useGetCheckoutConfigQuery,
  usePaymentCompleteMutation,
} from './checkoutApi';
import { OrderSummary } from './OrderSummary';
import { ShippingForm } from './ShippingForm';
import { testCheckoutState } from './testCheckoutState';
import './checkout.css';

// Stripe.js and Elements load only here, and only once the payment step is reached.
const PaymentStep = lazy(() => import('./PaymentStep'));

type Phase =
  | { step: 'shipping' }
  | { step: 'payment'; intent: PaymentIntentResponse }
  /** The server refused to set up the payment; `message` is its sentence. */
  | { step: 'failed'; message: string }
  | { step: 'processing' }
  /** `orderRef`: the order status page's reference, when the order was recorded. */
  | { step: 'paid'; orderRef?: string };

/** `/checkout/{storyId}` and `/checkout` (story id optional). */
export function CheckoutPage() {
  const { storyId } = useParams();
  if (!storyId) return <NoStoryChosen />;
  return <Checkout storyId={storyId} key={storyId} />;
}

function NoStoryChosen() {
  return (
    <main className="checkout-page checkout-page--center">
      <h1>Checkout</h1>
      <p>Choose a story first: create one, then press &ldquo;Buy Custom Storybook&rdquo;.</p>
      <Link className="checkout-button checkout-button--primary" to="/">
        Create a Story
      </Link>
    </main>
  );
}

/** Payment setup failed: the server's reason, and back to the shipping step as it was left. */
function PaymentFailedView({ message, onBack }: { message: string; onBack: () => void }) {
  return (
    <main className="checkout-page checkout-page--center" aria-live="polite">
      <h1>{CHECKOUT_TEXTS.initFailed}</h1>
      <p role="alert">{message}</p>
      <button type="button" className="checkout-button checkout-button--primary" onClick={onBack}>
        {CHECKOUT_TEXTS.goBack}
      </button>
    </main>
  );
}

/**
 * Card payments are off on this shop: say so before the form, and offer the test checkout, which
 * starts from what the parent has typed so far.
 */
function PaymentsOff({
  testCheckoutHref,
  typed,
}: {
  testCheckoutHref?: string;
  typed: () => ShippingDetailsInput | undefined;
}) {
  const T = CHECKOUT_TEXTS.paymentsOff;
  const navigate = useNavigate();
  return (
    <div className="checkout-notice" role="status">
      <h2 className="checkout-notice__title">{T.title}</h2>
      <p>{T.body}</p>
      {testCheckoutHref ? (
        <p>
          <Link
            className="checkout-button checkout-button--primary"
            to={testCheckoutHref}
            onClick={(e) => {
              e.preventDefault();
              navigate(testCheckoutHref, { state: testCheckoutState(typed()) });
            }}
          >
            {T.testCheckout}
          </Link>{' '}
          <span className="checkout-notice__note">{T.testNote}</span>
        </p>
      ) : null}
    </div>
  );
}

function Checkout({ storyId }: { storyId: string }) {
  // A holder of the story's collaborative link checks out with its token.
  const [searchParams] = useSearchParams();
  const collaborativeToken = searchParams.get('token') || undefined;
  const story = useViewableStory(storyId);
  // A story still being written becomes orderable by itself: poll it until it is finished.
  const writing = !!story.data && !isFinal(story.data);
  useViewableStory(storyId, { pollingInterval: writing ? STORY_POLL_INTERVAL_MS : 0 });
  const config = useGetCheckoutConfigQuery();
  const [createIntent, intentState] = useCreatePaymentIntentMutation();
  const [phase, setPhase] = useState<Phase>({ step: 'shipping' });
  // The fields as the parent typed them: the form is filled with them again on the way back.
  const [entered, setEntered] = useState<ShippingDetailsInput | undefined>();
  // The fields as they are right now, typed but not yet sent.
  const typed = useRef<ShippingDetailsInput | undefined>(undefined);
  const onTyped = useCallback((fields: ShippingDetailsInput) => {
    typed.current = fields;
  }, []);
  const [serverErrors, setServerErrors] = useState<{ field: string; message: string }[]>();
  // The server said card payments are off (the config can be older than the server's answer).
  const [refusedOff, setRefusedOff] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const T = CHECKOUT_TEXTS.toasts;

  useEffect(() => {
    if (story.isError) toast({ ...T.loadStory, variant: 'destructive' });
  }, [story.isError, toast, T.loadStory]);

  // After a paid order: home after 2000 ms.
  useEffect(() => {
    if (phase.step !== 'paid') return;
    const timer = setTimeout(() => navigate('/'), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase.step, navigate]);

  useReturnFromRedirect(storyId, collaborativeToken, setPhase);

  const paymentsOff = config.data?.paymentsEnabled === false || refusedOff;
  const saleReason = story.data ? notForSaleReason(story.data) : null;
  const testCheckoutHref = config.data?.testOrdersAllowed
    ? `/test-checkout/${encodeURIComponent(storyId)}${
        collaborativeToken ? `?token=${encodeURIComponent(collaborativeToken)}` : ''
      }`
    : undefined;

  const onShipping = async (values: ShippingDetails, fields: ShippingDetailsInput) => {
    setEntered(fields);
    setServerErrors(undefined);
    try {
      const intent = await createIntent({
        storyId,
        ...(collaborativeToken ? { collaborativeToken } : {}),
        productType: PRODUCT_TYPE,
        amount: BOOK.priceCents / 100,
        shippingDetails: values,
      }).unwrap();
      if (!intent.clientSecret) throw new Error('no client secret');
      setPhase({ step: 'payment', intent });
    } catch (err) {
      if (isAppError(err) && err.status === 400 && err.details?.length) {
        // The address needs fixing (e.g. an unknown US state): stay on the form.
        setServerErrors(err.details);
        return;
      }
      if (isAppError(err) && err.status === 503) {
        // No card payments: the notice above the form says so; the form stays as it is.
        setRefusedOff(true);
        return;
      }
      toast({ ...T.initPayment, variant: 'destructive' });
      setPhase({
        step: 'failed',
        message: isAppError(err) ? errorMessage(err) : T.initPayment.description,
      });
    }
  };

  if (phase.step === 'failed') {
    return (
      <PaymentFailedView message={phase.message} onBack={() => setPhase({ step: 'shipping' })} />
    );
  }
  if (phase.step === 'processing') {
    return (
      <main className="checkout-page checkout-page--center" aria-live="polite">
        <h1>{CHECKOUT_TEXTS.paymentProcessing}</h1>
        <p>{CHECKOUT_TEXTS.server.paymentProcessing}</p>
        <Link className="checkout-button" to="/">
          Back to Home
        </Link>
      </main>
    );
  }

  const publishableKey = config.data?.publishableKey;
  return (
    <main className="checkout-page">
      <h1 className="checkout-page__title">Order Your Custom Storybook</h1>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {phase.step === 'shipping' ? (
            <section aria-labelledby="checkout-step-heading">
              {story.data ? (
                <NotForSaleNotice story={story.data} token={collaborativeToken} />
              ) : null}
              {paymentsOff ? (
                <PaymentsOff
                  testCheckoutHref={testCheckoutHref}
                  typed={() => typed.current ?? entered}
                />
              ) : null}
              <p className="checkout-page__step">{CHECKOUT_TEXTS.step1}</p>
              <h2 id="checkout-step-heading">{CHECKOUT_TEXTS.shippingTitle}</h2>
              <ShippingForm
                initialValues={entered}
                submitLabel="Continue to Payment"
                submittingLabel="Preparing payment..."
                submitting={intentState.isLoading}
                submitDisabled={paymentsOff || !!saleReason}
                disabledReason={saleReason ?? CHECKOUT_TEXTS.paymentsOff.buttonReason}
                onChange={onTyped}
                onSubmit={onShipping}
                serverErrors={serverErrors}
                chosenLook={story.data?.childLook}
              />
            </section>
          ) : (
            <section aria-labelledby="checkout-step-heading">
              <p className="checkout-page__step">{CHECKOUT_TEXTS.step2}</p>
              <h2 id="checkout-step-heading">{CHECKOUT_TEXTS.paymentTitle}</h2>
              {phase.step === 'payment' && publishableKey ? (
                <Suspense fallback={<p>Loading secure payment form...</p>}>
                  <PaymentStep
                    publishableKey={publishableKey}
                    clientSecret={phase.intent.clientSecret}
                    paymentIntentId={phase.intent.paymentIntentId}
                    storyId={storyId}
                    collaborativeToken={collaborativeToken}
                    totalCents={phase.intent.totalCents}
                    onPaid={(orderRef) => setPhase({ step: 'paid', orderRef })}
                    onProcessing={() => setPhase({ step: 'processing' })}
                  />
                </Suspense>
              ) : phase.step === 'paid' ? (
                <>
                  <p role="status">{CHECKOUT_TEXTS.thankYou}</p>
                  {phase.orderRef ? (
                    <p>
                      <Link to={orderStatusPath(phase.orderRef)}>
                        {ORDER_STATUS_TEXTS.orderLinkLabel}
                      </Link>
                    </p>
                  ) : null}
                </>
              ) : (
                <p>Loading secure payment form...</p>
              )}
              {phase.step === 'payment' ? (
                <button
                  type="button"
                  className="checkout-button"
                  onClick={() => setPhase({ step: 'shipping' })}
                >
                  {CHECKOUT_TEXTS.backToShipping}
                </button>
              ) : null}
            </section>
          )}
        </div>
        <aside className="checkout-page__aside">
          {story.data ? <BookPreview story={story.data} token={collaborativeToken} /> : null}
          {story.data ? (
            <DedicationField
              story={story.data}
              editable={!collaborativeToken && !story.data.ordered}
            />
          ) : null}
          <OrderSummary amounts={phase.step === 'payment' ? phase.intent : undefined} />
        </aside>
      </div>
    </main>
  );
}

/**
 * Back from a payment method that had to leave the page (Stripe appends `payment_intent` and
 * `redirect_status`): record the order, then thank or say it is processing.
 */
function useReturnFromRedirect(
  storyId: string,
  collaborativeToken: string | undefined,
  setPhase: (p: Phase) => void,
) {
  const [params, setParams] = useSearchParams();
  const [complete] = usePaymentCompleteMutation();
  const toast = useToast();
  const handled = useRef(false);
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');

  useEffect(() => {
    if (!paymentIntentId || handled.current) return;
    handled.current = true;
    setParams({}, { replace: true });
    if (redirectStatus === 'failed') {
      toast({
        title: CHECKOUT_TEXTS.toasts.paymentFailedTitle,
        description: CHECKOUT_TEXTS.toasts.paymentFailedDefault,
        variant: 'destructive',
      });
      return;
    }
    complete({ paymentIntentId, storyId, ...(collaborativeToken ? { collaborativeToken } : {}) })
      .unwrap()
      .then((res) => {
        if (res.status === 'paid') {
          toast({
            title: CHECKOUT_TEXTS.toasts.paymentSuccessful,
            description: CHECKOUT_TEXTS.thankYou,
          });
          setPhase({ step: 'paid', orderRef: res.orderRef });
        } else {
          setPhase({ step: 'processing' });
        }
      })
      .catch(() => setPhase({ step: 'processing' }));
  }, [
    paymentIntentId,
    redirectStatus,
    storyId,
    collaborativeToken,
    complete,
    setParams,
    setPhase,
    toast,
  ]);
}
