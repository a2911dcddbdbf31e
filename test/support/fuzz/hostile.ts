import fc, { type Arbitrary } from 'fast-check';

const ONE_MB = 1024 * 1024;

/** Strings attackers send: control characters, direction overrides, huge, injection-shaped. */
/** Control characters and direction overrides: what Postgres refuses or a reader is fooled by. */
const controlString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'Ann\u0000',
    '\u0000',
    'a\u0001b\u0008c\u001bd\u007f',
    '\u0085next line',
    'evil\u202Egnp.exe',
    '\u2066isolate\u2069',
  ),
  fc
    .tuple(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: 0, max: 0x1f }),
      fc.string({ maxLength: 12 }),
    )
    .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`),
);

/** Strings attackers send: control characters, direction overrides, huge, injection-shaped. */
export const hostileString: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: controlString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '\uFEFFbom',
      '\uD800',
      '\uDFFF lone surrogate',
      '',
      ' ',
      '\r\n\r\nHTTP/1.1 200 OK',
      "'; DROP TABLE orders; --",
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      '../../../../etc/passwd',
      '%00',
      '%2e%2e%2f',
      '{{7*7}}${7*7}',
      '__proto__',
      'constructor',
      'prototype',
      'NaN',
      '-0',
      '1e309',
      'null',
      'true',
      '🧒🏽‍🦱'.repeat(200),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom('a', '\u0000', 'é', '😀').map((c) => c.repeat(ONE_MB / c.length)),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
);

/** Values of the wrong type or out of every range. */
export const wrongTypeValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    1e308,
    -1e308,
    5e-324,
    2 ** 31,
    2 ** 53,
    [],
    {},
    [null],
    { $gt: '' },
    JSON.parse('{"__proto__":{"admin":true}}'),
  ),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A JSON text nested `depth` levels deep (objects or arrays). */
export function deepJson(depth: number, kind: 'object' | 'array' = 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Request bodies that are not the JSON object a route expects, each sent raw. */
export const hostileRawBody: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'null',
    'true',
    '0',
    '"a string"',
    '[]',
    '[1,2,3]',
    '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}',
    '{"prototype":1,"constructor":1,"__proto__":null}',
    '{"a":1}garbage',
    '\u0000',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '\uFEFF{}',
    '{"a":1e999999}',
    `{"a":${'9'.repeat(5000)}}`,
    deepJson(10_000, 'array'),
    deepJson(10_000, 'object'),
    deepJson(100_000, 'array'),
  ),
  fc.string({ maxLength: 200 }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
);

/** Content types a JSON route may be sent. */
export const contentType: Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/JSON',
      'application/json, text/html',
      'application/xml',
      '*/*',
      '',
      'application/json\u0000',
    ),
  },
);

/** A path parameter as it appears in the URL (already escaped where it should be). */
export const hostilePathSegment: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '%2e%2e',
    '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '..%252F..%252F',
    '%2F',
    '%5C..%5C',
    '%00',
    '%0d%0aSet-Cookie:%20x=1',
    '%E2%80%AE',
    '%C0%AE%C0%AE',
    '%',
    '%zz',
    '00000000-0000-0000-0000-000000000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    '__proto__',
    'constructor',
    'prototype',
    '-1',
    '1e309',
    'a'.repeat(512),
  ),
  fc.string({ minLength: 1, maxLength: 60 }).map((s) => encodeURIComponent(s)),
  fc.uuid().map((u) => u.toUpperCase()),
);

/** Query strings built by hand: duplicate keys, prototype keys, brackets, bad escapes. */
export const hostileQuery: Arbitrary<string> = fc.constantFrom(
  '__proto__[admin]=1',
  'constructor[prototype][x]=1',
  '__proto__=1&prototype=2',
  'page=1&page=2',
  'page=-1',
  'page=1e309',
  'page=99999999999999999999',
  'pageSize=0',
  'pageSize=100000',
  'q=%00',
  'q=%E2%80%AE',
  'q=%',
  'token=%F0%9F',
  'a[]=1&a[]=2',
  `q=${'a'.repeat(4000)}`,
);
