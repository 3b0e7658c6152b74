import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_ICONS_URL, siteIconSet } from '../../site-assets/icon-set.ts';

// The Lucide icons a site uses. site.css draws its own glyphs as data URIs; the others get an
// `.icon-<name>` rule here, the same way, for the names the pages use and no others. Inline, the
// mask image needs no request and no URL to resolve against a custom property's stylesheet.

const rules = new Map<string, string>();

function svgDataUrl(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/>\s+</g, '><')
    .trim()
    .replace(/"/g, "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>{}]/g, (char) => encodeURIComponent(char))}`;
}

let lucideOnly: ReadonlySet<string> | null = null;

/** Lucide names site.css does not draw itself. */
function lucideOnlyNames(): ReadonlySet<string> {
  if (!lucideOnly) {
    const icons = siteIconSet();
    const siteNames = new Set(icons.icons.filter((icon) => icon.url.startsWith(`${SITE_ICONS_URL}/`)).map((icon) => icon.name));
    lucideOnly = new Set([...icons.lucideNames].filter((name) => !siteNames.has(name)));
  }
  return lucideOnly;
}

/** The `.icon-<name>` rules for the Lucide icons among `classes`, sorted by name. */
export function iconCss(classes: Iterable<string>): string {
  const names = lucideOnlyNames();
  const used = [...classes].filter((token) => token.startsWith('icon-') && names.has(token.slice('icon-'.length))).sort();
  return used
    .map((token) => {
      let rule = rules.get(token);
      if (!rule) {
        const svg = readFileSync(join(siteIconSet().lucideDir, `${token.slice('icon-'.length)}.svg`), 'utf8');
        rule = `.${token}{--sw-icon:url("${svgDataUrl(svg)}")}`;
        rules.set(token, rule);
      }
      return rule;
    })
    .join('\n');
}
