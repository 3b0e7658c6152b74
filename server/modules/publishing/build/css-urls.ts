// The url() references of CSS text (page styles, custom CSS, style attributes), found and
// replaced without a full parse: published sites copy the local ones and point them at the copies.

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)/gi;

/** Every url() of the CSS, as written (unquoted). */
export function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.matchAll(CSS_URL)) urls.push(match[1] ?? match[2] ?? match[3]);
  return urls;
}

/** The CSS with each url() `map` gives a new address (null keeps it) rewritten, quoted as it was. */
export function mapCssUrls(css: string, map: (url: string) => string | null): string {
  return css.replace(CSS_URL, (whole, double: string | undefined, single: string | undefined, bare: string | undefined) => {
    const mapped = map(double ?? single ?? bare ?? '');
    if (mapped === null) return whole;
    if (double !== undefined) return `url("${mapped}")`;
    if (single !== undefined) return `url('${mapped}')`;
    return `url(${mapped})`;
  });
}
