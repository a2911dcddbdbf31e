/** What the web app says when a page breaks or a request fails without a message of its own. */
export const APP_ERROR_TEXTS = {
  title: 'Something went wrong',
  body: 'This page ran into a problem. Try again, or go back to the home page.',
  tryAgain: 'Try again',
  home: 'Back to Home',
  /** A part of the app could not be downloaded (most often: a new version was published). */
  updateTitle: 'A new version of the shop is available',
  updateBody: 'Part of this page could not be loaded. Reload the page to get the latest version.',
  reload: 'Reload the page',
  reloading: 'Loading the latest version…',
  /** A request failed with no readable message from the server. */
  request: 'Something went wrong. Please try again.',
  offline: 'We could not reach the shop. Check your connection and try again.',
} as const;
