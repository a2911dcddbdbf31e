import type { ShippingDetails } from '@shop/contracts';
import type { StoredShippingDetails } from '../entities/checkout.entity';
import type { OrderEntity } from '../entities/order.entity';

/** Where the book goes and what the family told us about the child, as an order holds them. */
export type OrderShipping = Pick<
  OrderEntity,
  | 'recipientName'
  | 'recipientEmail'
  | 'recipientPhone'
  | 'shippingAddress'
  | 'shippingCity'
  | 'shippingState'
  | 'shippingZipCode'
  | 'shippingCountry'
  | 'childGender'
  | 'childRace'
  | 'illustratorNotes'
>;

/** Where a printed book goes (the print providers' input). */
export interface OrderRecipient {
  name: string;
  email: string;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

/** The shipping form as a checkout stores it. */
export function storedShipping(s: ShippingDetails): StoredShippingDetails {
  return {
    fullName: s.fullName,
    email: s.email,
    phone: s.phone,
    address: s.address,
    city: s.city,
    state: s.state,
    zipCode: s.zipCode,
    country: s.country,
    childGender: s.childGender,
    childRace: s.childRace,
    ...(s.illustratorNotes ? { illustratorNotes: s.illustratorNotes } : {}),
  };
}

/** A stored checkout's shipping details as the order's columns. */
export function orderShipping(s: StoredShippingDetails): OrderShipping {
  return {
    recipientName: s.fullName,
    recipientEmail: s.email,
    recipientPhone: s.phone,
    shippingAddress: s.address,
    shippingCity: s.city,
    shippingState: s.state,
    shippingZipCode: s.zipCode,
    shippingCountry: s.country,
    childGender: s.childGender,
    childRace: s.childRace,
    illustratorNotes: s.illustratorNotes ?? null,
  };
}

/** The order's recipient, for the print provider. */
export function recipientOf(order: OrderShipping): OrderRecipient {
  return {
    name: order.recipientName,
    email: order.recipientEmail,
    phone: order.recipientPhone,
    street: order.shippingAddress,
    city: order.shippingCity,
    state: order.shippingState,
    postcode: order.shippingZipCode,
    country: order.shippingCountry,
  };
}
