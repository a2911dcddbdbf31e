import { ADMIN_HOME } from '@shop/content';
import {
  CHECKOUT_TEXTS,
  COUNTRIES,
  DEFAULT_COUNTRY,
  MESSAGES,
  type ShippingDetailsInput,
} from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage, isAppError } from '../../api/errors';
import { useToast } from '../../components/Toaster';
import { useAdminCreateTestOrderMutation, useAdminStoriesQuery } from './adminApi';

/** Placeholder test values the shipping fields start with. */
export const TEST_SHIPPING: Required<ShippingDetailsInput> = {
  fullName: 'Test Customer',
  email: 'test@example.com',
  phone: '5555551234',
  address: '123 Test Street',
  city: 'Testville',
  state: 'CA',
  zipCode: '90210',
  country: DEFAULT_COUNTRY,
  childGender: 'unspecified',
  childRace: 'unspecified',
  illustratorNotes: '',
};

const FIELDS: [keyof ShippingDetailsInput, string][] = [
  ['fullName', 'Full name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['address', 'Address'],
  ['city', 'City'],
  ['state', 'State'],
  ['zipCode', 'Zip code'],
  ['country', 'Country'],
];

const TX = CHECKOUT_TEXTS.toasts;

function TestOrderCreator() {
  const [params] = useSearchParams();
  const { data: stories, isLoading, isError } = useAdminStoriesQuery();
  const [storyId, setStoryId] = useState(params.get('storyId') ?? '');
  const [shipping, setShipping] = useState(TEST_SHIPPING);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [create, { isLoading: creating }] = useAdminCreateTestOrderMutation();
  const toast = useToast();

  async function submit(collaborative: boolean) {
    if (!storyId) {
      toast({ title: MESSAGES.admin.selectStory, variant: 'destructive' });
      return;
    }
    try {
      const result = await create({ storyId, shippingDetails: shipping, collaborative }).unwrap();
      if (!result.success) {
        toast({
          title: TX.testOrderErrorTitle,
          description: result.message || TX.testOrderFailed,
          variant: 'destructive',
        });
        return;
      }
      setCreatedId(result.order.id);
      toast({
        title: TX.testOrderCreated,
        description: `Order ${result.order.id.slice(0, 8)} created.`,
      });
    } catch (err) {
      const description =
        isAppError(err) && typeof err.status === 'number' && err.status < 500
          ? errorMessage(err)
          : TX.testOrderFailed;
      toast({ title: TX.testOrderErrorTitle, description, variant: 'destructive' });
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(false);
  }

  return (
    <>
      <header className="admin-page__header">
        <h1>Test Order Creator</h1>
      </header>
      <form className="admin-card test-order-form" onSubmit={onSubmit} noValidate>
        <div className="admin-field">
          <label htmlFor="test-order-story">Story</label>
          {isError ? <p className="admin-error">Could not load the stories.</p> : null}
          <select
            id="test-order-story"
            value={storyId}
            disabled={isLoading}
            onChange={(e) => setStoryId(e.target.value)}
          >
            <option value="">{isLoading ? 'Loading stories...' : 'Select a story'}</option>
            {stories?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title || '(untitled)'} · {s.childName}
                {s.isCollaborative ? ' (Collaborative)' : ''}
                {s.generationStatus !== 'ready' ? ` [${s.generationStatus}]` : ''}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="test-order-form__shipping">
          <legend>Shipping details</legend>
          {FIELDS.map(([key, label]) => (
            <div className="admin-field" key={key}>
              <label htmlFor={`test-order-${key}`}>{label}</label>
              {key === 'country' ? (
                <select
                  id={`test-order-${key}`}
                  value={shipping.country}
                  onChange={(e) => setShipping((s) => ({ ...s, country: e.target.value }))}
                >
                  {COUNTRIES.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={`test-order-${key}`}
                  value={String(shipping[key] ?? '')}
                  onChange={(e) => setShipping((s) => ({ ...s, [key]: e.target.value }))}
                />
              )}
            </div>
          ))}
        </fieldset>
        <div className="order-card__actions">
          <button type="submit" className="admin-button admin-button--primary" disabled={creating}>
            Create Regular Order
          </button>
          <button
            type="button"
            className="admin-button"
            disabled={creating}
            onClick={() => void submit(true)}
          >
            Create Collaborative Order
          </button>
        </div>
        {createdId ? (
          <p role="status" data-testid="test-order-created">
            Test order {createdId.slice(0, 8)} created.{' '}
            <Link to={ADMIN_HOME}>See it in the orders list</Link>
          </p>
        ) : null}
      </form>
    </>
  );
}

/** The test-order tool: `?storyId=` preselects a story. */
export const TestOrderCreatorPage = TestOrderCreator;
