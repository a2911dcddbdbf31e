export { escapeHtml } from '@shop/contracts';

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>`, `&` and the line
 * separators are written as \u escapes, so no content can close the script element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
