import { SITE_STYLESHEET_URL } from '../../canvas/frame-document.ts';
import { classNamesInCss } from './css-values.ts';

// The class list editor suggests the classes the site stylesheet defines. It is fetched once per
// session (the browser caches it anyway); a failed fetch suggests nothing and is tried again later.

let request: Promise<string[]> | null = null;
let known: string[] | null = null;

export function siteClassNames(): Promise<string[]> {
  request ??= fetch(SITE_STYLESHEET_URL, { credentials: 'same-origin' })
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then(classNamesInCss)
    .then((names) => (known = names))
    .catch(() => {
      request = null;
      return [];
    });
  return request;
}

/** The classes once fetched: a class list shown for the next selection has them at once, without a second render. */
export function knownSiteClassNames(): string[] | null {
  return known;
}
