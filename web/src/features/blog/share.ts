import { BLOG_TEXTS } from '@shop/content';

export interface ShareData {
  title: string;
  text: string;
  url: string;
}

/** Copies text with the Clipboard API, or with a hidden text area where that API is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // fall through to the older way (permissions, insecure context)
    }
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}

/**
 * The device's share sheet with title, excerpt and URL; when there is none or it fails,
 * copy the URL and alert "Link copied to clipboard!". Closing the share sheet is not a failure.
 */
export async function shareArticle(data: ShareData): Promise<'shared' | 'copied' | 'cancelled'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
    }
  }
  await copyText(data.url);
  window.alert(BLOG_TEXTS.linkCopied);
  return 'copied';
}
