import { PRINT_STATUSES } from '@shop/contracts';
import { PrintFileLinks } from '../file-links';
import { PrintCallbackError } from '../types';
import { LuluPrintProvider } from './lulu-provider';
import { LULU_SIGNATURE_HEADER, luluSignature } from './signature';
import { shopStatusOf } from './status';

const SECRET = 'lulu-client-secret';
const provider = new LuluPrintProvider(
  {
    baseUrl: 'http://127.0.0.1:9',
    clientKey: 'key',
    clientSecret: SECRET,
    timeoutMs: 1000,
    podPackageId: 'pod',
    shippingLevel: 'MAIL',
    contactEmail: 'ops@shop.example',
  },
  new PrintFileLinks('links-secret', 'http://127.0.0.1:9', 60),
);

function delivery(status: string, extra: Record<string, unknown> = {}) {
  return Buffer.from(
    JSON.stringify({
      topic: 'PRINT_JOB_STATUS_CHANGED',
      data: {
        id: 4242,
        external_id: 'order-1',
        status: { name: status, message: 'From Lulu', changed: '2026-11-20T10:00:00Z' },
        ...extra,
      },
    }),
  );
}

const signed = (rawBody: Buffer, secret = SECRET) => ({
  rawBody,
  headers: { [LULU_SIGNATURE_HEADER]: luluSignature(rawBody, secret).toString('hex') },
});

describe('Lulu in the shop’s terms', () => {
  it('maps every Lulu job state onto a shop status', () => {
    const lulu = ['CREATED', 'UNPAID', 'PAYMENT_IN_PROGRESS', 'PRODUCTION_DELAYED'];
    const more = ['PRODUCTION_READY', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED'];
    for (const name of [...lulu, ...more, 'REJECTED', 'CANCELED', 'ERROR'])
      expect(PRINT_STATUSES).toContain(shopStatusOf(name));
    expect(shopStatusOf('IN_PRODUCTION')).toBe('PRINTING');
    expect(shopStatusOf('UNPAID')).toBe('AWAITING_PAYMENT');
    expect(shopStatusOf('TELEPORTED')).toBeNull();
    expect(shopStatusOf('toString')).toBeNull();
  });

  it('reads a signed status callback as a job snapshot with a delivery id', () => {
    const callback = provider.parseCallback(signed(delivery('IN_PRODUCTION')));
    expect(callback).toEqual({
      kind: 'status',
      orderId: 'order-1',
      eventId: '4242:IN_PRODUCTION:2026-11-20T10:00:00Z',
      job: expect.objectContaining({
        printJobId: '4242',
        status: 'PRINTING',
        message: 'From Lulu',
        changedAt: new Date('2026-11-20T10:00:00Z'),
      }),
    });
  });

  it('keeps the status of a state it does not know, and says which it was', () => {
    const callback = provider.parseCallback(signed(delivery('TELEPORTED')));
    expect(callback.kind === 'status' && callback.job).toMatchObject({
      status: null,
      message: 'Print service status: TELEPORTED. From Lulu',
    });
  });

  it('refuses callbacks not signed with the client secret, and unreadable ones', () => {
    const body = delivery('SHIPPED');
    expect(() => provider.parseCallback(signed(body, 'another-secret'))).toThrow(
      PrintCallbackError,
    );
    expect(() => provider.parseCallback({ rawBody: body, headers: {} })).toThrow(
      expect.objectContaining({ reason: 'bad-signature' }),
    );
    expect(() => provider.parseCallback(signed(Buffer.from('{"topic":')))).toThrow(
      expect.objectContaining({ reason: 'unreadable' }),
    );
  });

  it('reads a callback with an unreadable date or control characters as unusable', () => {
    for (const changed of ['yesterday', '2026-13-45T00:00:00Z', 42])
      expect(() =>
        provider.parseCallback(
          signed(delivery('SHIPPED', { status: { name: 'SHIPPED', changed } })),
        ),
      ).toThrow(expect.objectContaining({ reason: 'unreadable' }));
    expect(() =>
      provider.parseCallback(signed(delivery('SHIPPED', { external_id: 'order-1\u0000' }))),
    ).toThrow(expect.objectContaining({ reason: 'unreadable' }));
  });

  it('keeps only an http(s) tracking link', () => {
    const job = (urls: unknown) =>
      provider.parseCallback(
        signed(delivery('SHIPPED', { line_items: [{ tracking_id: 'T1', tracking_urls: urls }] })),
      );
    const link = (urls: unknown) => {
      const callback = job(urls);
      return callback.kind === 'status' ? callback.job.trackingUrl : undefined;
    };
    expect(link(['javascript:alert(1)'])).toBeNull();
    expect(link(['javascript:alert(1)', 'https://track.example/T1'])).toBe(
      'https://track.example/T1',
    );
    expect(link('http://track.example/T1')).toBe('http://track.example/T1');
    expect(link(['data:text/html,hi'])).toBeNull();
  });

  it('ignores other topics', () => {
    const other = Buffer.from(
      JSON.stringify({ topic: 'SOMETHING_ELSE', data: { id: 1, status: { name: 'SHIPPED' } } }),
    );
    expect(provider.parseCallback(signed(other))).toEqual({
      kind: 'ignored',
      reason: 'SOMETHING_ELSE',
    });
  });
});
