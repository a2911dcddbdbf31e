import * as Tabs from '@radix-ui/react-tabs';
import {
  CHECKOUT_TEXTS,
  MESSAGES,
  notForSaleReason,
  ORDER_STATUS_TEXTS,
  orderStatusPath,
  STORY_POLL_INTERVAL_MS,
  type ShippingDetails,
} from '@shop/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useViewableStory } from '../collaborate';
import { isFinal, useListStoriesQuery } from '../stories';
import { BookCover, type PreviewStory, useCoverUrl } from './BookPreview';
import { useCreateTestOrderMutation } from './checkoutApi';
import { NotForSaleNotice } from './NotForSaleNotice';
import { ShippingForm } from './ShippingForm';
import { typedShipping } from './testCheckoutState';
import './checkout.css';

const TT = CHECKOUT_TEXTS.testOrder;

/**
 * Test values so a test order takes one click (the admin tool does the same), unless the parent
 * comes from checkout with details already typed: those are kept as they are.
 */
const TEST_SHIPPING = {
  fullName: 'Test Customer',
  email: 'test@example.com',
  phone: '5555550100',
  address: '123 Test Street',
  city: 'Testville',
  state: 'CA',
  zipCode: '90001',
  country: 'US',
  childGender: 'unspecified',
  childRace: 'unspecified',
  illustratorNotes: '',
} as const;

const FEATURES = [
  'Premium hardcover binding',
  'Full color illustrations on every page',
  '24 pages, printed on thick, child-friendly paper',
  'Personalized with your child’s name and favorite animal',
];

/** `/test-checkout/{storyId}` and `/test-checkout`: a $0.00 test order. */
export function TestCheckoutPage() {
  const { storyId: routeStoryId } = useParams();
  const [chosen, setChosen] = useState('');
  const storyId = routeStoryId ?? chosen;
  // A holder of the story's collaborative link orders with its token.
  const [searchParams] = useSearchParams();
  const collaborativeToken = searchParams.get('token') || undefined;
  const story = useViewableStory(storyId, { skip: !storyId });
  // A story still being written becomes orderable by itself: poll it until it is finished.
  const writing = !!story.data && !isFinal(story.data);
  useViewableStory(storyId, {
    skip: !storyId,
    pollingInterval: writing ? STORY_POLL_INTERVAL_MS : 0,
  });
  const coverUrl = useCoverUrl(story.data ? storyId : undefined);
  const { state: routeState } = useLocation();
  const [initialShipping] = useState(() => typedShipping(routeState) ?? TEST_SHIPPING);
  const saleReason = story.data ? notForSaleReason(story.data) : null;
  const stories = useListStoriesQuery(undefined, { skip: !!routeStoryId });
  const [createTestOrder, state] = useCreateTestOrderMutation();
  /** The created order's status-page reference (set once created). */
  const [created, setCreated] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string>();
  const toast = useToast();
  const T = CHECKOUT_TEXTS.toasts;

  useEffect(() => {
    if (story.isError) toast({ ...T.loadStory, variant: 'destructive' });
  }, [story.isError, toast, T.loadStory]);

  const onSubmit = async (shippingDetails: ShippingDetails) => {
    if (!storyId) {
      setPickError(MESSAGES.admin.selectStory);
      return;
    }
    try {
      const res = await createTestOrder({
        storyId,
        shippingDetails,
        ...(collaborativeToken ? { collaborativeToken } : {}),
      }).unwrap();
      if (!res.success) {
        toast({
          title: T.testOrderErrorTitle,
          description: res.message || T.testOrderFailed,
          variant: 'destructive',
        });
        return;
      }
      toast({ title: T.testOrderCreated });
      setCreated(res.orderRef);
    } catch (err) {
      toast({
        title: T.testOrderErrorTitle,
        description: isAppError(err) ? errorMessage(err) : T.testOrderFailed,
        variant: 'destructive',
      });
    }
  };

  if (created !== null) {
    return (
      <main className="checkout-page checkout-page--center">
        <h1>{TT.created}</h1>
        <p>The order is in the admin area, marked as a test order with a total of $0.00.</p>
        <p>
          <Link to={orderStatusPath(created)}>{ORDER_STATUS_TEXTS.orderLinkLabel}</Link>
        </p>
        <div className="checkout-page__actions">
          <Link className="checkout-button checkout-button--primary" to="/admin">
            Go to Admin Panel
          </Link>
          <Link className="checkout-button" to="/">
            Back to Home
          </Link>
        </div>
        <TestModeFooter />
      </main>
    );
  }

  const preview: PreviewStory | undefined = story.data ? { ...story.data, coverUrl } : undefined;
  const previewPanel = (
    <div className="test-order__preview">
      {preview ? <BookCover story={preview} size="md" /> : <p>No story selected yet.</p>}
    </div>
  );
  const detailsPanel = (
    <ul className="test-order__features">
      {FEATURES.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );

  return (
    <main className="checkout-page">
      <h1 className="checkout-page__title">Create a Test Order</h1>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {!routeStoryId ? (
            <div className="checkout-form__field">
              <label htmlFor="test-order-story" className="checkout-form__label">
                Story
              </label>
              <select
                id="test-order-story"
                className="checkout-form__input"
                value={chosen}
                onChange={(e) => {
                  setChosen(e.target.value);
                  setPickError(undefined);
                }}
                aria-invalid={pickError ? true : undefined}
              >
                <option value="">Select a story</option>
                {(stories.data ?? []).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title || `${s.childName} and the ${s.animal}`}
                  </option>
                ))}
              </select>
              {pickError ? (
                <p className="checkout-form__error" role="alert">
                  {pickError}
                </p>
              ) : null}
            </div>
          ) : null}
          {story.data ? <NotForSaleNotice story={story.data} token={collaborativeToken} /> : null}
          <h2>{CHECKOUT_TEXTS.shippingTitle}</h2>
          <ShippingForm
            idPrefix="test-shipping"
            initialValues={initialShipping}
            submitDisabled={!!saleReason}
            disabledReason={saleReason ?? undefined}
            submitLabel="Create Test Order"
            submittingLabel="Creating Test Order..."
            submitting={state.isLoading}
            onSubmit={onSubmit}
          />
        </div>
        <aside className="checkout-page__aside">
          <section className="order-summary" aria-label="Order summary">
            <h2 className="order-summary__heading">Order Summary</h2>
            <div className="test-order__summary">
              {preview ? <BookCover story={preview} size="sm" /> : null}
              <div>
                <p className="test-order__title">Custom Storybook</p>
                <p>{TT.format}</p>
              </div>
            </div>
            <p className="order-summary__line order-summary__line--total">
              <span>{CHECKOUT_TEXTS.total}</span>
              <span>{TT.total}</span>
            </p>
          </section>
          {/* Wide screens show both panels; small screens switch with tabs. */}
          <div className="test-order__wide">
            {previewPanel}
            {detailsPanel}
          </div>
          <Tabs.Root className="test-order__tabs" defaultValue="preview">
            <Tabs.List aria-label="Product information" className="test-order__tablist">
              <Tabs.Trigger value="preview">{TT.productPreview}</Tabs.Trigger>
              <Tabs.Trigger value="details">{TT.productDetails}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="preview">{previewPanel}</Tabs.Content>
            <Tabs.Content value="details">{detailsPanel}</Tabs.Content>
          </Tabs.Root>
        </aside>
      </div>
      <TestModeFooter />
    </main>
  );
}

function TestModeFooter() {
  return (
    <footer className="test-order__footer">
      <p className="test-order__mode">{TT.footer}</p>
      <p>{TT.adminNote}</p>
    </footer>
  );
}
