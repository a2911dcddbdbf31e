import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible object store for tests: s3rver (the S3 REST protocol: PutObject,
 * GetObject, HeadObject, DeleteObject, ListObjects, XML errors) behind a front that checks AWS
 * Signature Version 4 like S3 does, since s3rver itself accepts any V4 signature: a request
 * signed with another secret, a tampered or expired presigned URL, or an unsigned request is
 * refused with 403. The shop reaches it through the real AWS SDK.
 *
 *   const s3 = await startFakeS3();
 *   config: STORAGE_DRIVER=s3 S3_ENDPOINT=s3.endpoint S3_BUCKET=s3.bucket S3_FORCE_PATH_STYLE=true
 *           S3_ACCESS_KEY_ID=s3.accessKeyId S3_SECRET_ACCESS_KEY=s3.secretAccessKey
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that passed the signature check: method and path (bucket and key). */
  readonly requests: { method: string; path: string; presigned: boolean }[];
  /** The config variables that point the shop at this store. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account: the only key pair it knows. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const ALGORITHM = 'AWS4-HMAC-SHA256';

const sha256Hex = (data: string | Buffer): string =>
  createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 canonical query strings want it. */
const encode = (value: string): string =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function refuse(res: ServerResponse, code: string, message: string): void {
  res.writeHead(403, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

interface Parsed {
  credential: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  payloadHash: string;
  presigned: boolean;
  expiresSeconds?: number;
}

function parseAuth(req: IncomingMessage, url: URL): Parsed | string {
  const query = url.searchParams;
  if (query.get('X-Amz-Algorithm')) {
    if (query.get('X-Amz-Algorithm') !== ALGORITHM) return 'unsupported algorithm';
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate: query.get('X-Amz-Date') ?? '',
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      presigned: true,
      expiresSeconds: Number(query.get('X-Amz-Expires') ?? 'NaN'),
    };
  }
  const header = req.headers.authorization;
  if (!header) return 'the request is not signed';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return 'malformed Authorization header';
  return {
    credential: match[1]!,
    signedHeaders: match[2]!.split(';'),
    signature: match[3]!,
    amzDate: String(req.headers['x-amz-date'] ?? ''),
    payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
    presigned: false,
  };
}

/** Null when the request carries a valid signature by the known key; otherwise why not. */
function checkSignature(req: IncomingMessage, body: Buffer, now: number): string | null {
  const url = new URL(req.url ?? '/', 'http://s3.local');
  const auth = parseAuth(req, url);
  if (typeof auth === 'string') return auth;
  const [keyId, date, region, service, terminator] = auth.credential.split('/');
  if (keyId !== ACCESS_KEY_ID) return 'unknown access key';
  if (!date || !region || service !== 's3' || terminator !== 'aws4_request')
    return 'malformed credential scope';
  const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(auth.amzDate);
  if (!stamp || !auth.amzDate.startsWith(date)) return 'malformed X-Amz-Date';
  const signedAt = Date.UTC(
    Number(stamp[1]),
    Number(stamp[2]) - 1,
    Number(stamp[3]),
    Number(stamp[4]),
    Number(stamp[5]),
    Number(stamp[6]),
  );
  if (auth.presigned) {
    if (!Number.isInteger(auth.expiresSeconds)) return 'malformed X-Amz-Expires';
    if (now > signedAt + auth.expiresSeconds! * 1000) return 'request has expired';
  } else if (Math.abs(now - signedAt) > 15 * 60_000) {
    return 'request time too skewed';
  }
  if (!auth.signedHeaders.includes('host')) return 'host must be signed';
  if (
    !auth.presigned &&
    auth.payloadHash !== 'UNSIGNED-PAYLOAD' &&
    auth.payloadHash !== sha256Hex(body)
  )
    return 'x-amz-content-sha256 does not match the body';

  const query = [...url.searchParams.entries()]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers = auth.signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    req.method,
    url.pathname,
    query,
    headers,
    auth.signedHeaders.join(';'),
    auth.payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, auth.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date), region), 's3'),
    'aws4_request',
  );
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(auth.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'signature does not match';
  return null;
}

export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'storybook-test';
  const directory = await mkdtemp(join(tmpdir(), 'fake-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: storePort } = (await store.run()) as AddressInfo;
  const requests: FakeS3['requests'] = [];

  const front: Server = createServer((req, res) => {
    void (async () => {
      const body = await readRaw(req);
      const problem = checkSignature(req, body, Date.now());
      if (problem) {
        refuse(
          res,
          problem === 'request has expired' ? 'AccessDenied' : 'SignatureDoesNotMatch',
          problem,
        );
        return;
      }
      const url = new URL(req.url ?? '/', 'http://s3.local');
      requests.push({
        method: req.method ?? 'GET',
        path: decodeURIComponent(url.pathname),
        presigned: url.searchParams.has('X-Amz-Signature'),
      });
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: storePort,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'content-length': String(body.length) },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (err) => {
        res.writeHead(502);
        res.end(String(err));
      });
      upstream.end(body);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;

  return {
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    requests,
    env: () => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    }),
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
