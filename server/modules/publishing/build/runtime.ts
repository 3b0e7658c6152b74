import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../../../config/paths.ts';

// What every published site is made from: the site stylesheet (templates/site/site.css), the
// widget runtime (templates/site/widgets.js) and the forms runtime (templates/site/forms.js).
// They ship with the app: read once per process.

export interface SiteRuntime {
  css: string;
  widgetsJs: Buffer;
  formsJs: Buffer;
  /**
   * The site.css classes the widget runtime gives the elements it creates: its string literals
   * that name one, and every class starting with a prefix it completes at run time
   * ('sw-widget-variant-' + variant).
   */
  widgetClasses: readonly string[];
}

let runtime: SiteRuntime | null = null;

function runtimeClasses(script: string, css: string): string[] {
  const cssClasses = new Set([...css.matchAll(/\.(-?[A-Za-z_][A-Za-z0-9_-]*)/g)].map((match) => match[1]));
  const tokens = [...script.matchAll(/'([^'\\]*)'/g)].flatMap((match) => match[1].split(/\s+/)).filter(Boolean);
  const classes = new Set(tokens.filter((token) => cssClasses.has(token)));
  for (const prefix of tokens.filter((token) => /^[a-z][a-z0-9-]*-$/.test(token))) for (const name of cssClasses) if (name.startsWith(prefix)) classes.add(name);
  return [...classes].sort();
}

export function siteRuntime(): SiteRuntime {
  if (!runtime) {
    const dir = join(templatesDir, 'site');
    const css = readFileSync(join(dir, 'site.css'), 'utf8');
    const widgetsJs = readFileSync(join(dir, 'widgets.js'));
    runtime = { css, widgetsJs, formsJs: readFileSync(join(dir, 'forms.js')), widgetClasses: runtimeClasses(widgetsJs.toString('utf8'), css) };
  }
  return runtime;
}
