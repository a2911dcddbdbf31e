import { DEFAULT_SHOP, type ShopIdentity } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { readShopIdentity, ShopProvider } from '../components/shop';
import { AboutPage } from '../features/about';
import { TermsPage } from '../features/legal';
import { Footer } from './Footer';
import { Header } from './Header';

const SHOP: ShopIdentity = {
  name: 'Little Tales',
  contactEmail: 'hello@littletales.example',
  socialLinks: [{ label: 'Bluesky', url: 'https://bsky.app/profile/tales' }],
};

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('x');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = 'shop-identity';
  script.textContent = json;
  doc.head.appendChild(script);
  return doc;
}

describe('the shop identity in the pages', () => {
  it('reads what the server wrote into the page, else the default shop', () => {
    expect(readShopIdentity(pageWith(JSON.stringify(SHOP)))).toEqual(SHOP);
    expect(readShopIdentity(document.implementation.createHTMLDocument('x'))).toBe(DEFAULT_SHOP);
    expect(readShopIdentity(pageWith('{not json'))).toBe(DEFAULT_SHOP);
    const hostile = { ...SHOP, socialLinks: [{ label: 'x', url: 'javascript:alert(1)' }] };
    expect(readShopIdentity(pageWith(JSON.stringify(hostile)))).toBe(DEFAULT_SHOP);
  });

  it('shows the configured name, address and links in the header, footer and pages', () => {
    renderWithApp(
      <ShopProvider shop={SHOP}>
        <Header />
        <AboutPage />
        <TermsPage />
        <Footer />
      </ShopProvider>,
    );
    expect(screen.getByRole('link', { name: 'Little Tales home' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'About Little Tales' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Storybook Shop/)).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Bluesky' })).toHaveAttribute(
      'href',
      'https://bsky.app/profile/tales',
    );
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(
      within(footer).getByText(/© .* Little Tales\. All rights reserved\./),
    ).toBeInTheDocument();
    // The terms' "Contact us" gives the address.
    expect(
      screen
        .getAllByRole('link', { name: 'hello@littletales.example' })
        .map((a) => a.getAttribute('href')),
    ).toContain('mailto:hello@littletales.example');
  });

  it("keeps today's name and links without a configuration", () => {
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Storybook Shop')).toBeInTheDocument();
    expect(
      within(footer).getAllByRole('link', { name: /Instagram|Facebook|Pinterest/ }),
    ).toHaveLength(3);
  });
});
