import { headTags, resolvePage, structuredData, type HeadTag, type PageMeta } from '@shop/content';
import {
  brandValue,
  DEFAULT_SHOP,
  SHOP_IDENTITY_ELEMENT_ID,
  type ShopIdentity,
  withShopName,
} from '@shop/contracts';
import { escapeHtml, jsonForScript } from './html';

export interface RenderedPage {
  html: string;
  status: 200 | 404;
  /** Kept out of search results (private pages such as shared story links, and missing ones). */
  noindex: boolean;
}

/** Tags of the built index.html that each page sets for itself; removed before the page's own go in. */
const PAGE_TAGS: readonly RegExp[] = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+[^>]*(?:name|property)\s*=\s*["'](?:description|keywords|robots|og:[^"']*|twitter:[^"']*|article:[^"']*)["'][^>]*>\s*/gi,
  /<link\s+[^>]*rel\s*=\s*["']canonical["'][^>]*>\s*/gi,
  /<script\s+[^>]*type\s*=\s*["']application\/ld\+json["'][^>]*>[\s\S]*?<\/script>\s*/gi,
  /<script\s+[^>]*id\s*=\s*["']shop-identity["'][^>]*>[\s\S]*?<\/script>\s*/gi,
];

function renderTag(tag: HeadTag): string {
  if (tag.tag === 'link')
    return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}">`;
  return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`;
}

/**
 * The head of one page: title, meta tags, canonical link and JSON-LD, in the configured shop's
 * name, each value escaped; and the shop's identity for the web app.
 */
export function renderHead(
  meta: PageMeta,
  origin: string,
  shop: ShopIdentity = DEFAULT_SHOP,
): string {
  return [
    `<title>${escapeHtml(withShopName(meta.title, shop.name))}</title>`,
    ...brandValue(headTags(meta, origin), shop.name).map(renderTag),
    ...brandValue(structuredData(meta, origin), shop.name).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
    `<script type="application/json" id="${SHOP_IDENTITY_ELEMENT_ID}">${jsonForScript(shop)}</script>`,
  ].join('\n    ');
}

/** What a visitor without JavaScript (or a crawler that doesn't run it) reads on an article page. */
function renderNoscript(meta: PageMeta, shopName: string): string {
  const article = meta.article && brandValue(meta.article, shopName);
  if (!article) return '';
  return `<noscript><article><h1>${escapeHtml(article.title)}</h1><p>${escapeHtml(
    article.excerpt,
  )}</p><p>By ${escapeHtml(article.author)}, ${escapeHtml(article.date)}</p></article></noscript>`;
}

/**
 * The built index.html for `pathname`, carrying that page's metadata in the HTML itself, so
 * search engines and link previews see it without running JavaScript.
 */
export function renderPage(
  template: string,
  pathname: string,
  origin: string,
  shop: ShopIdentity = DEFAULT_SHOP,
): RenderedPage {
  const { meta, status } = resolvePage(pathname);
  let html = template;
  for (const pattern of PAGE_TAGS) html = html.replace(pattern, '');
  const head = renderHead(meta, origin, shop);
  html = /<\/head>/i.test(html)
    ? html.replace(/<\/head>/i, `    ${head}\n  </head>`)
    : `${head}\n${html}`;
  const noscript = renderNoscript(meta, shop.name);
  if (noscript) html = html.replace(/<body\b[^>]*>/i, (open) => `${open}\n    ${noscript}`);
  return { html, status, noindex: !!meta.noindex };
}
