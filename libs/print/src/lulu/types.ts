/** The parts of Lulu's Print API objects the shop reads. */

export interface LuluTokenResponse {
  access_token: string;
  expires_in: number;
  token_type: string;
}

export interface LuluShippingAddress {
  name: string;
  street1: string;
  street2?: string;
  city: string;
  state_code?: string;
  postcode: string;
  country_code: string;
  phone_number?: string;
  email?: string;
}

interface LuluStatus {
  name: string;
  message?: string | null;
  changed?: string | null;
}

export interface LuluLineItem {
  id?: number;
  external_id?: string | null;
  title?: string;
  quantity?: number;
  status?: { name: string; messages?: Record<string, unknown> | null } | null;
  tracking_id?: string | null;
  tracking_urls?: string[] | string | null;
  carrier_name?: string | null;
}

export interface LuluPrintJob {
  id: number;
  external_id?: string | null;
  status: LuluStatus;
  line_items?: LuluLineItem[];
  estimated_shipping_dates?: {
    arrival_min?: string | null;
    arrival_max?: string | null;
    dispatch_min?: string | null;
    dispatch_max?: string | null;
  } | null;
}

export interface LuluPage<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface LuluCoverDimensions {
  width: string;
  height: string;
  unit: 'pt' | 'mm' | 'inch';
}

export interface LuluCreatePrintJob {
  contact_email: string;
  external_id: string;
  shipping_level: string;
  shipping_address: LuluShippingAddress;
  line_items: {
    external_id: string;
    title: string;
    quantity: number;
    printable_normalization: {
      pod_package_id: string;
      cover: { source_url: string };
      interior: { source_url: string };
    };
  }[];
}

/** The token endpoint (Keycloak realm "glasstree"), on the API host. */
export const LULU_TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
