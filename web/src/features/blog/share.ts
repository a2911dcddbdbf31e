import { BLOG_TEXTS } from '@shop/content';
import { copyText } from '../../components/clipboard';

export interface ShareData {
  title: string;
  text: string;
  url: string;
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
