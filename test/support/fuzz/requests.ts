import fc, { type Arbitrary } from 'fast-check';
import {
  contentType,
  hostilePathSegment,
  hostileQuery,
  hostileRawBody,
  hostileString,
  wrongTypeValue,
} from './hostile';
import { arbitraryFromSchema, type JsonSchema } from './schema-arbitrary';

/** One operation of the OpenAPI document: what the fuzzer knows about a route. */
export interface FuzzOperation {
  /** `GET /api/stories/{id}`: the key the per-route counts use. */
  key: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
  admin: boolean;
}

/** A request ready for `inject`: the body is raw text so malformed JSON goes out as written. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** Send the operator's session cookie. */
  asAdmin: boolean;
  remoteAddress: string;
  /** For webhooks: sign the body the way the provider does (otherwise unsigned or forged). */
  signed: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

/** The operations an OpenAPI 3.1 document lists, methods as it lists them. */
export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = (op.parameters ?? []) as OpenApiParameter[];
      const body = (
        op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content?.['application/json']?.schema;
      return {
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body,
        admin: Array.isArray(op.security) && op.security.length > 0,
      };
    }),
  );
}

/** A JSON object's own paths (to one level of nesting below the top). */
function pathsOf(value: unknown, prefix: string[] = [], depth = 0): string[][] {
  if (value === null || typeof value !== 'object' || depth > 2) return [];
  return Object.keys(value).flatMap((key) => [
    [...prefix, key],
    ...pathsOf((value as Record<string, unknown>)[key], [...prefix, key], depth + 1),
  ]);
}

function setAt(root: unknown, path: string[], next: unknown | typeof REMOVE): unknown {
  if (path.length === 0) return next === REMOVE ? undefined : next;
  const copy: Record<string, unknown> = Array.isArray(root)
    ? ([...root] as unknown as Record<string, unknown>)
    : { ...(root as Record<string, unknown>) };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && next === REMOVE) delete copy[head];
  else copy[head] = setAt(copy[head], rest, next);
  return copy;
}
const REMOVE = Symbol('remove');

/** Keys that pollute prototypes when merged carelessly, as own keys of parsed JSON. */
const PROTOTYPE_KEYS = JSON.parse(
  '{"__proto__":{"isAdmin":true,"status":"paid"},"constructor":{"prototype":{"polluted":1}},"prototype":{"x":1}}',
) as Record<string, unknown>;

/** A valid-shaped value with one thing wrong: a field hostile, of the wrong type, missing or extra. */
export function nearValid(schema: JsonSchema): Arbitrary<unknown> {
  return fc
    .tuple(
      arbitraryFromSchema(schema),
      fc.nat(),
      fc.constantFrom('hostile', 'wrong-type', 'remove', 'prototype-keys', 'extra-key'),
      hostileString,
      wrongTypeValue,
    )
    .map(([valid, pick, mutation, hostile, wrong]) => {
      const paths = pathsOf(valid);
      const path = paths.length ? paths[pick % paths.length]! : [];
      switch (mutation) {
        case 'hostile':
          return setAt(valid, path, hostile);
        case 'wrong-type':
          return setAt(valid, path, wrong);
        case 'remove':
          return setAt(valid, path, REMOVE);
        case 'prototype-keys':
          return valid !== null && typeof valid === 'object' && !Array.isArray(valid)
            ? { ...valid, ...PROTOTYPE_KEYS }
            : PROTOTYPE_KEYS;
        default:
          return setAt(valid, [...path.slice(0, -1), hostile.slice(0, 40) || 'x'], wrong);
      }
    });
}

/** What a route's body may be: valid-shaped, near-valid, or not the expected JSON at all. */
/** Points a body's `storyId` at a story that exists, half the time. */
function withKnownStory(value: unknown, knownStoryIds: string[]): Arbitrary<unknown> {
  if (!knownStoryIds.length || value === null || typeof value !== 'object' || !('storyId' in value))
    return fc.constant(value);
  return fc
    .option(fc.constantFrom(...knownStoryIds))
    .map((id) => (id === null ? value : { ...value, storyId: id }));
}

function bodyArbitrary(schema: JsonSchema | undefined, knownStoryIds: string[]): Arbitrary<string> {
  const shaped = schema ?? { type: 'object' };
  const json = (v: unknown) => JSON.stringify(v) ?? '';
  return fc.oneof(
    {
      weight: 4,
      arbitrary: arbitraryFromSchema(shaped)
        .chain((v) => withKnownStory(v, knownStoryIds))
        .map(json),
    },
    {
      weight: 4,
      arbitrary: nearValid(shaped)
        .chain((v) => withKnownStory(v, knownStoryIds))
        .map(json),
    },
    { weight: 2, arbitrary: hostileRawBody },
  );
}

const asText = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Percent-encodes the UTF-8 bytes (a lone surrogate, which encodeURIComponent refuses, as U+FFFD). */
const encode = (s: string): string =>
  [...Buffer.from(s, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

function pathArbitrary(op: FuzzOperation, knownIds: string[]): Arbitrary<string> {
  const segments = op.pathParams.map((p) =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: arbitraryFromSchema(p.schema).map((v) => encode(asText(v)) || 'x'),
      },
      { weight: 2, arbitrary: hostilePathSegment },
      // Ids of rows that exist, so requests get past the lookup into the route's own logic.
      ...(knownIds.length ? [{ weight: 3, arbitrary: fc.constantFrom(...knownIds) }] : []),
    ),
  );
  return fc
    .tuple(...segments)
    .map((values) =>
      op.pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), op.path),
    );
}

function queryArbitrary(op: FuzzOperation): Arbitrary<string> {
  const params = op.queryParams.map((p) =>
    fc
      .option(
        fc.oneof(
          { weight: 3, arbitrary: arbitraryFromSchema(p.schema).map(asText) },
          { weight: 1, arbitrary: hostileString.map((s) => s.slice(0, 2000)) },
          { weight: 1, arbitrary: wrongTypeValue.map(asText) },
        ),
        { freq: p.required ? 10 : 2 },
      )
      .map((v) => (v === null ? '' : `${p.name}=${encode(v ?? '')}`)),
  );
  return fc
    .tuple(fc.tuple(...params), fc.option(hostileQuery, { freq: 4 }))
    .map(([pairs, extra]) => [...pairs, extra ?? ''].filter(Boolean).join('&'));
}

const SENDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** Requests for one operation, with and without the operator's session. */
export function requestArbitrary(
  op: FuzzOperation,
  {
    bodySchema = op.body,
    knownIds = [],
    knownStoryIds = [],
  }: {
    /** A body shape the document cannot give (a provider's webhook event). */
    bodySchema?: JsonSchema;
    /** Ids of seeded rows (stories, orders) to use as path parameters now and then. */
    knownIds?: string[];
    knownStoryIds?: string[];
  } = {},
): Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathArbitrary(op, knownIds),
      query: queryArbitrary(op),
      body: SENDS_BODY.has(op.method)
        ? bodyArbitrary(bodySchema, knownStoryIds)
        : fc.constant(undefined),
      type: contentType,
      asAdmin: fc.boolean(),
      ip: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.77.${a}.${b}`),
      signed: fc.boolean(),
    })
    .map(({ path, query, body, type, asAdmin, ip, signed }): FuzzRequest => ({
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers:
        body !== undefined && type !== undefined
          ? { 'content-type': type }
          : ({} as Record<string, string>),
      ...(body !== undefined ? { payload: body } : {}),
      asAdmin,
      remoteAddress: ip,
      signed,
    }));
}
