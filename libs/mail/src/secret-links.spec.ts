import { collaboratePath, myStoriesLinkPath } from '@shop/contracts';
import { HIDDEN_LINK_SECRET, hideSecretLinks } from './secret-links';
import {
  type OrderMailData,
  renderContactNotice,
  renderMyStoriesLink,
  renderNewsletterWelcome,
  renderOrderConfirmation,
  renderOrderShipped,
} from './templates';

const SHOP = 'https://shop.example';
const TOKEN = 'Xq3_vB-9kLmN0pQrStUvWxYz0123456789AbCdEfGhI';
const STORY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const ORDER: OrderMailData = {
  shortId: '0f8fad5b',
  isTest: false,
  recipientName: 'Jane Parent',
  statusUrl: `${SHOP}/orders/Zm9vYmFyYmF6cXV4cXV1eA`,
  book: { title: 'Mia and the Fox', childName: 'Mia' },
  shipping: { address: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'US' },
  amounts: { subtotalCents: 2499, taxAmountCents: 156, taxRate: 6.25, totalCents: 2655 },
  trackingNumber: '1Z999',
  trackingUrl: 'https://carrier.example/track?n=1Z999',
  estimatedDelivery: 'Tue, Dec 2 – Fri, Dec 5',
};

describe('hideSecretLinks', () => {
  it('hides the my stories link’s token in both versions and leaves the rest of the mail as it is', () => {
    const linkUrl = `${SHOP}${myStoriesLinkPath(TOKEN)}`;
    const mail = renderMyStoriesLink({ linkUrl });
    const hidden = `${SHOP}/my-stories#${HIDDEN_LINK_SECRET}`;
    for (const version of [mail.text, mail.html]) {
      const shown = hideSecretLinks(version);
      expect(shown).not.toContain(TOKEN);
      expect(shown).toBe(version.replaceAll(TOKEN, HIDDEN_LINK_SECRET));
      expect(shown).toContain(hidden);
    }
    expect(hideSecretLinks(mail.html)).toContain(`href="${hidden}"`);
  });

  it('hides a co-writing link’s token, keeping the story it leads to', () => {
    const link = `${SHOP}${collaboratePath(STORY_ID, TOKEN)}`;
    const text = `Our link ${link}, and again (${link}?from=mail) <a href="${link}">here</a>.`;
    const shown = hideSecretLinks(text);
    expect(shown).not.toContain(TOKEN);
    const hidden = `${SHOP}/collaborate/${STORY_ID}/${HIDDEN_LINK_SECRET}`;
    expect(shown).toBe(
      `Our link ${hidden}, and again (${hidden}?from=mail) <a href="${hidden}">here</a>.`,
    );
  });

  it('hides every link in a text, percent-encoded ones too, and hiding twice changes nothing', () => {
    const encoded = `%58${TOKEN.slice(1)}`;
    const text = `${SHOP}/my-stories#${TOKEN}\n${SHOP}/my-stories#${encoded}.`;
    const shown = hideSecretLinks(text);
    const hidden = `${SHOP}/my-stories#${HIDDEN_LINK_SECRET}`;
    expect(shown).toBe(`${hidden}\n${hidden}.`);
    expect(hideSecretLinks(shown)).toBe(shown);
  });

  it('leaves the links the operator may see: order status, tracking, unsubscribe, shop pages', () => {
    const mails = [
      renderOrderConfirmation(ORDER),
      renderOrderShipped(ORDER),
      renderNewsletterWelcome({
        unsubscribeUrl: `${SHOP}/api/newsletter/unsubscribe?token=${TOKEN}`,
        createTogetherUrl: `${SHOP}/create-collaborative`,
      }),
      renderContactNotice({
        name: 'Sam',
        email: 'sam@example.com',
        subject: 'My stories',
        message: 'Where are my stories? I looked on /my-stories and on /collaborate.',
        adminUrl: `${SHOP}/admin`,
      }),
    ];
    for (const mail of mails) {
      expect(hideSecretLinks(mail.text)).toBe(mail.text);
      expect(hideSecretLinks(mail.html)).toBe(mail.html);
    }
  });
});
