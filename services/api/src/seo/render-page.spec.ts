import type { PageMeta } from '@shop/content';
import { jsonForScript } from './html';
import { renderHead, renderPage } from './render-page';

const hostile: PageMeta = {
  path: '/x"><script>alert(1)</script>',
  title: '</title><script>alert(1)</script>',
  description: '" onload="alert(1)',
  keywords: ['<b>', "it's"],
  type: 'website',
};

describe('page head rendering', () => {
  it('escapes every value it writes into the HTML', () => {
    const head = renderHead(hostile, 'https://shop.example');
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('" onload=');
    expect(head).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(head).toContain('<meta name="keywords" content="&lt;b&gt;, it&#39;s">');
    expect(head).toContain(
      'href="https://shop.example/x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it('writes JSON-LD that no content can break out of', () => {
    const json = jsonForScript({ headline: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('&');
    expect(JSON.parse(json)).toEqual({ headline: '</script><script>alert(1)</script> & \u2028' });
  });

  it('replaces the template’s own title and description, and works on a bare template', () => {
    const { html } = renderPage(
      '<html><head><TITLE>Old</TITLE><meta name="description" content="old"><meta property="og:title" content="old"></head><body><div id="root"></div></body></html>',
      '/about',
      'https://shop.example',
    );
    expect(html).not.toMatch(/Old|content="old"/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(renderPage('<div id="root"></div>', '/', 'https://shop.example').html).toMatch(
      /^<title>/,
    );
  });

  it('names the configured shop and hands its identity to the app, unbreakable by its values', () => {
    const shop = {
      name: 'Tales </script><script>alert(1)</script>',
      contactEmail: null,
      socialLinks: [],
    };
    const { html } = renderPage(
      '<html><head></head><body></body></html>',
      '/about',
      'https://s.example',
      shop,
    );
    expect(html).toContain('<title>About Us | Tales &lt;/script&gt;');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="shop-identity">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(json![1]!)).toEqual(shop);
    expect(renderPage('<head></head>', '/about', 'https://s.example').html).toContain(
      '<title>About Us | Storybook Shop</title>',
    );
  });
});
