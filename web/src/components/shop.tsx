import {
  brandValue,
  DEFAULT_SHOP,
  SHOP_IDENTITY_ELEMENT_ID,
  shopIdentitySchema,
  type ShopIdentity,
} from '@shop/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/**
 * The shop's identity as the server wrote it into the page (SHOP_* settings); the default shop
 * where there is none (the prerender, the dev server, tests) or it does not read as one.
 */
export function readShopIdentity(doc: Document | undefined = globalThis.document): ShopIdentity {
  const text = doc?.getElementById(SHOP_IDENTITY_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SHOP;
  try {
    const parsed = shopIdentitySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_SHOP;
  } catch {
    return DEFAULT_SHOP;
  }
}

const ShopContext = createContext<ShopIdentity>(DEFAULT_SHOP);

export function ShopProvider({ shop, children }: { shop: ShopIdentity; children: ReactNode }) {
  return <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
}

/** The shop's name, contact address and social links. */
export function useShop(): ShopIdentity {
  return useContext(ShopContext);
}

/** Texts written with the default shop name, in the configured shop's name. */
export function useShopTexts<T>(texts: T): T {
  const { name } = useShop();
  return useMemo(() => brandValue(texts, name), [texts, name]);
}
