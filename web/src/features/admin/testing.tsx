import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { AdminOrder } from '@shop/contracts';
import { makeStore } from '../../app/store';
import { ToastProvider } from '../../components/Toaster';
import { AdminApp } from './AdminApp';
import { returnPath } from './RequireAdmin';

/** Stands in for the sign-in page: says where signing in would return to. */
function LoginStandIn() {
  const { state } = useLocation();
  return <p>admin login page (back to {returnPath(state)})</p>;
}

/** Renders an admin page at `route` with the store, toasts and stand-ins for the other pages. */
export function renderAdmin(
  element: ReactElement,
  { route, path }: { route: string | { pathname: string; state: unknown }; path: string },
) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/admin" element={<p>admin page</p>} />
            <Route path="/admin/emails" element={<p>e-mails page</p>} />
            <Route path="/admin-login" element={<LoginStandIn />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

/** The whole admin (layout, navigation, screens) at `route`, as the app mounts it. */
export function renderAdminApp(route: string) {
  return render(
    <Provider store={makeStore()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="/" element={<p>home page</p>} />
            <Route path="/admin-login" element={<LoginStandIn />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </Provider>,
  );
}

/** A mutation hook's result whose trigger's `.unwrap()` resolves through `impl`. */
export function mutationHook(impl: jest.Mock) {
  return () => [(arg: unknown) => ({ unwrap: () => impl(arg) }), { isLoading: false }] as const;
}

export function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    storyId: '11111111-1111-4111-8111-111111111111',
    story: {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Mia and the Brave Fox',
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      isCollaborative: false,
    },
    storyDeletedAt: null,
    paymentIntentId: 'pi_3OabcdefghijklmnopQRSTUV',
    amountCents: 2499,
    subtotalCents: 2499,
    taxAmountCents: 0,
    taxRate: 0,
    currency: 'usd',
    status: 'pending',
    isTest: false,
    orderRef: 'Zm9vYmFyYmF6cXV4cXV1eA',
    recipientName: 'Jane Doe',
    recipientEmail: 'jane@example.com',
    recipientPhone: '5125550100',
    shippingAddress: '1 Main St',
    shippingCity: 'Austin',
    shippingState: 'TX',
    shippingZipCode: '78701',
    shippingCountry: 'US',
    childGender: 'girl',
    childRace: 'unspecified',
    illustratorNotes: 'Curly hair',
    trackingNumber: null,
    trackingUrl: null,
    printOrderId: null,
    printStatus: null,
    printStatusMessage: null,
    printStatusChangedAt: null,
    printProvider: null,
    printFilesReady: false,
    estimatedDelivery: null,
    fulfilled: false,
    notes: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
