import { headTags, resolvePage, structuredData, type HeadTag } from '@shop/content';
import { brandValue, withShopName } from '@shop/contracts';
import { readShopIdentity } from '../../components/shop';

/** Head elements this module owns; the server writes the same ones into index.html. */
const OWNED_META =
  'meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], meta[property^="article:"]';

function selectorOf(tag: Extract<HeadTag, { tag: 'meta' }>): string {
  return `meta[${tag.key}="${CSS.escape(tag.name)}"]`;
}

/**
 * Makes the document head describe the page at `pathname`: title, description, keywords,
 * robots, canonical link, Open Graph, Twitter card and JSON-LD, the same as the server sends
 * for a first visit (libs/content decides both).
 */
export function applyPageMeta(pathname: string, doc: Document = document): void {
  const { meta } = resolvePage(pathname);
  const origin = doc.location?.origin ?? '';
  // In the shop's configured name, which the server wrote into the page.
  const { name } = readShopIdentity(doc);
  doc.title = withShopName(meta.title, name);

  const tags = brandValue(headTags(meta, origin), name);
  const wanted = new Set<Element>();
  const used = new Map<string, number>();
  for (const tag of tags) {
    if (tag.tag === 'link') {
      let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${tag.rel}"]`);
      if (!link) {
        link = doc.createElement('link');
        link.rel = tag.rel;
        doc.head.appendChild(link);
      }
      link.href = tag.href;
      continue;
    }
    // Repeated names (article:tag) reuse the existing elements in order, then add more.
    const selector = selectorOf(tag);
    const index = used.get(selector) ?? 0;
    used.set(selector, index + 1);
    let el = doc.head.querySelectorAll<HTMLMetaElement>(selector)[index];
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(tag.key, tag.name);
      doc.head.appendChild(el);
    }
    el.setAttribute('content', tag.content);
    wanted.add(el);
  }
  doc.head.querySelectorAll(OWNED_META).forEach((el) => {
    if (!wanted.has(el)) el.remove();
  });

  doc.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
  for (const data of brandValue(structuredData(meta, origin), name)) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    doc.head.appendChild(script);
  }
}
