import type { SitePlan } from '../../../common/ai/site-plan.ts';
import { generateId, parsePage, serializePage } from '../../../common/editor/document.ts';
import { escapeText } from '../../../common/editor/html.ts';
import type { ProjectPage } from '../../../common/editor/types.ts';
import { plainText } from './render/html.ts';
import { renderPages } from './render/page.ts';
import { renderSite, type SitePage } from './render/site.ts';
import { cssFonts, siteCss } from './render/style.ts';

// A site plan as the pages of a project, made exactly as a starter template's are
// (server/modules/templates/seed.ts): body markup of site.css classes and catalogue elements,
// data-ids given by the editor's own parse, the site's colours and fonts as page CSS.

/** Longer titles are cut by search engines (and fail html-validate's long-title). */
const MAX_TITLE = 70;

/** The text shortened at a word to fit `max` characters as written in the page, entities counted as html-validate counts them. */
function clip(text: string, max: number): string {
  const fits = (candidate: string) => escapeText(candidate).length <= max;
  if (fits(text)) return text;
  // Escaping only lengthens, so no more than `max` characters of the text can fit.
  let cut = text.slice(0, max);
  while (cut && !fits(`${cut}\u2026`)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > cut.length / 2) cut = cut.slice(0, space);
  return `${cut.trimEnd()}\u2026`;
}

function title(page: SitePage, siteName: string): string {
  return clip(plainText(page.plan.title) || [page.name, siteName].filter(Boolean).join(' - '), MAX_TITLE);
}

export function renderSitePlan(plan: SitePlan): ProjectPage[] {
  const site = renderSite(plan);
  const css = siteCss(plan.style);
  const fonts = cssFonts(css);
  const markup = renderPages(site);
  return site.pages.map((page, index) => ({
    id: generateId(),
    name: page.name,
    html: serializePage(parsePage(markup[index])),
    doc: { title: title(page, site.name), description: plainText(page.plan.description), css, js: '', headLinks: [], fonts: [...fonts], slug: page.slug, lang: plan.language },
  }));
}
