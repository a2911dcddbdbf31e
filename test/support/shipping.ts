import type { ShippingDetailsInput } from '@shop/contracts';

/** The shipping details a family enters at checkout: a Texas address and the child's details. */
export const SHIPPING = {
  fullName: 'Jane Parent',
  email: 'jane@example.com',
  phone: '512 555 0100',
  address: '1 Main Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  country: 'US',
  childGender: 'girl',
  childRace: 'unspecified',
  illustratorNotes: 'Curly hair, loves green',
} as const satisfies ShippingDetailsInput;
