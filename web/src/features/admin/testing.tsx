/** Admin test helpers: the admin's own stand-ins and order fixture around the shared render. */
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import type { AdminOrder } from '@shop/contracts';
import { renderWithApp } from '../../../test/render';
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
  return renderWithApp(element, { route, path, standIns: { '/admin-login': <LoginStandIn /> } });
}

/** The whole admin (layout, navigation, screens) at `route`, as the app mounts it. */
export function renderAdminApp(route: string) {
  return renderWithApp(<AdminApp />, {
    route,
    path: '/admin/*',
    standIns: { '/admin-login': <LoginStandIn /> },
  });
}

/** An order as the admin list returns it. */
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
