/** The page's full address for a path of this app. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}
