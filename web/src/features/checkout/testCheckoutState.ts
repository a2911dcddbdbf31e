import { type ShippingDetailsInput, shippingDetailsSchema } from '@shop/contracts';

const FIELDS = new Set(Object.keys(shippingDetailsSchema.shape));

/** The router state checkout hands to the test checkout: the shipping fields typed so far. */
interface TestCheckoutState {
  shipping: Partial<ShippingDetailsInput>;
}

export function testCheckoutState(
  typed: ShippingDetailsInput | undefined,
): TestCheckoutState | undefined {
  return typed ? { shipping: typed } : undefined;
}

/** The typed fields carried over, if any: only known fields, only strings. */
export function typedShipping(state: unknown): Partial<ShippingDetailsInput> | undefined {
  const shipping = (state as Partial<TestCheckoutState> | null)?.shipping;
  if (!shipping || typeof shipping !== 'object') return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(shipping))
    if (FIELDS.has(key) && typeof value === 'string') fields[key] = value;
  return fields as Partial<ShippingDetailsInput>;
}
