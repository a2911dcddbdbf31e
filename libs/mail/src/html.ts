import { escapeHtml } from '@shop/contracts';

/** HTML built by the `html` tag: interpolated values are escaped unless they are SafeHtml. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
}

/**
 * Tagged template for e-mail HTML: everything interpolated is escaped (child names, titles and
 * messages are what people wrote), nested `html` results and arrays of them are kept as they are.
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** One line for an e-mail header: no line breaks (header injection), trimmed, bounded. */
export function headerText(text: string, max = 200): string {
  const line = text
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
