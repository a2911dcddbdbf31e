import { escapeHtml, MY_STORIES_LINK_MINUTES, safeHref } from '@shop/contracts';
import { headerText, html } from './html';
import {
  type OrderMailData,
  renderContactNotice,
  renderMyStoriesLink,
  renderNewsletterWelcome,
  renderOrderConfirmation,
  renderOrderShipped,
} from './templates';

const ORDER: OrderMailData = {
  shortId: '0f8fad5b',
  isTest: false,
  recipientName: 'Jane "J" <Parent>',
  statusUrl: 'https://shop.example/orders/Zm9vYmFyYmF6cXV4cXV1eA',
  book: { title: 'Mia & the <Fox>', childName: '<img src=x onerror=alert(1)>' },
  shipping: {
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'US',
  },
  amounts: { subtotalCents: 2499, taxAmountCents: 156, taxRate: 6.25, totalCents: 2655 },
  trackingNumber: '1Z999',
  trackingUrl: 'javascript:alert(1)',
  estimatedDelivery: 'Tue, Dec 2 – Fri, Dec 5',
};

describe('e-mail HTML', () => {
  it('escapes every interpolated value unless it is html itself', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${inner}${['<', html`<br />`]}${null}${false}${3}</p>`.value).toBe(
      '<p><b>&lt;i&gt;</b>&lt;<br />3</p>',
    );
  });

  it('links only http(s) URLs and keeps headers on one line', () => {
    expect(safeHref('https://track.example/1?a=1&b=2')).toBe('https://track.example/1?a=1&b=2');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(headerText('Hello\r\nBcc: evil@example.com')).toBe('Hello Bcc: evil@example.com');
  });
});

describe('order e-mails', () => {
  it('confirmation: markup people wrote is escaped in HTML and as written in text', () => {
    const mail = renderOrderConfirmation(ORDER);
    expect(mail.subject).toBe('Your storybook order is confirmed: Mia & the <Fox>');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Mia &amp; the &lt;Fox&gt;');
    expect(mail.html).toContain('Hi Jane &quot;J&quot; &lt;Parent&gt;,');
    expect(mail.text).toContain('A special story for <img src=x onerror=alert(1)>');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Sales Tax (6.25%)');
      expect(part).toContain('$26.55');
      expect(part).toContain('Delivery: 7–10 business days');
      expect(part).toContain(ORDER.statusUrl);
    }
  });

  it('shows the country by its name, not its code', () => {
    const mail = renderOrderConfirmation(ORDER);
    expect(mail.text).toContain('Austin, TX 78701\nUnited States');
    expect(mail.html).toContain('United States');
  });

  it('confirmation without tax says so, a test order says it is one', () => {
    const mail = renderOrderConfirmation({
      ...ORDER,
      isTest: true,
      amounts: { subtotalCents: 0, taxAmountCents: 0, taxRate: 0, totalCents: 0 },
      book: null,
    });
    expect(mail.subject).toBe('[Test order] Your storybook order is confirmed');
    expect(mail.text).toContain('Sales tax: $0.00');
    expect(mail.text).toContain('Order #0f8fad5b');
  });

  it('shipped: tracking number, an unsafe tracking link is shown but never linked', () => {
    const mail = renderOrderShipped(ORDER);
    expect(mail.text).toContain('Tracking number: 1Z999');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.text).toContain('Estimated delivery: Tue, Dec 2 – Fri, Dec 5');
    const linked = renderOrderShipped({ ...ORDER, trackingUrl: 'https://t.example/?a=1&b=2' });
    expect(linked.html).toContain('href="https://t.example/?a=1&amp;b=2"');
    const none = renderOrderShipped({ ...ORDER, trackingNumber: null, trackingUrl: null });
    expect(none.text).toContain('tracking number will appear on your order page');
  });

  it('contact notice: paragraphs kept, markup escaped, subject on one line', () => {
    const mail = renderContactNotice({
      name: 'Sam',
      email: 'sam@example.com',
      subject: 'Hi\nthere <b>',
      message: 'Line one\nline two\n\n<script>x</script>',
      adminUrl: 'https://shop.example/admin',
    });
    expect(mail.subject).toBe('New contact message: Hi there <b>');
    expect(mail.html).toContain('Line one<br />line two');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });

  it('my stories link: the link in both versions, how long it works, and what to do if unasked', () => {
    const linkUrl = 'https://shop.example/my-stories#AbC-_123';
    const mail = renderMyStoriesLink({ linkUrl });
    expect(mail.subject).toBe('Your stories on another device');
    expect(mail.text).toContain(linkUrl);
    expect(mail.html).toContain(`href="${linkUrl}"`);
    for (const version of [mail.text, mail.html]) {
      expect(version).toContain(`${MY_STORIES_LINK_MINUTES} minutes`);
      expect(version).toContain('Ignore this e-mail');
    }
  });
});

describe('the shop in e-mails', () => {
  const shop = { name: 'Little <Tales>', contactEmail: 'hello@littletales.example' };

  it('heads and signs every e-mail with the configured name, and gives its address', () => {
    const mails = [
      renderOrderConfirmation(ORDER, shop),
      renderOrderShipped(ORDER, shop),
      renderNewsletterWelcome(
        { unsubscribeUrl: 'https://s.example/u', createTogetherUrl: 'https://s.example/c' },
        shop,
      ),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain('The Little <Tales> team');
      expect(mail.text).toContain('Questions? Write to us at hello@littletales.example.');
      expect(mail.html).toContain('The Little &lt;Tales&gt; team');
      expect(mail.html).not.toContain('Storybook Shop');
    }
    expect(mails[2]!.subject).toBe('Welcome to the Little <Tales> newsletter');
  });

  it("uses today's name, and no address line, when nothing is configured", () => {
    const mail = renderNewsletterWelcome({
      unsubscribeUrl: 'https://s.example/u',
      createTogetherUrl: 'https://s.example/c',
    });
    expect(mail.subject).toBe('Welcome to the Storybook Shop newsletter');
    expect(mail.text).toContain('The Storybook Shop team');
    expect(mail.text).not.toContain('Write to us');
  });
});
