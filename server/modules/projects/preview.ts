import { FONTS_URL } from '../../../common/editor/fonts.ts';
import { escapeText } from '../../../common/editor/html.ts';
import { httpsScriptUrl, type BlockedScript } from '../../../common/editor/script-policy.ts';
import { stylesToCss, styleSheetFrom } from '../../../common/editor/styles.ts';
import type { PageDoc } from '../../../common/editor/types.ts';
import type { User } from '../users/models.ts';
import { NotFoundError } from '../../errors.ts';
import { getSetting } from '../settings/service.ts';
import { renderMarkup } from '../publishing/build/markup.ts';
import { pageDocument, pageFonts, preparePage, type PageHead } from '../publishing/build/page.ts';
import { getProject } from './service.ts';

// A page as its visitors will see it, for the owner to check before publishing, rendered by the
// publisher's page renderer (publishing/build/page.ts) with the app's own asset URLs: the site and
// icon stylesheets, the page's fonts, its style rules and custom CSS inline, the widget runtime.
// Only scripts the policy allows stay (common/editor/script-policy.ts); unlike on a published
// site, each blocked one leaves a visible notice, and the Content-Security-Policy sent with the
// page makes the browser enforce the same list.

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';
export const SITE_ASSETS = { css: '/site-assets/site.css', icons: '/site-assets/icons.css', widgets: '/site-assets/widgets.js' } as const;

export interface PagePreview {
  html: string;
  contentSecurityPolicy: string;
}

/**
 * An allowlist entry as a CSP source: origin and path (a source expression has no query; the
 * policy module already compared the whole URL). Nothing that could end the directive.
 */
function scriptSource(entry: string): string[] {
  const href = httpsScriptUrl(entry);
  if (!href) return [];
  const url = new URL(href);
  const source = `${url.origin}${url.pathname}`;
  return /^[^\s;,']+$/.test(source) ? [source] : [];
}

export const PREVIEW_SANDBOX = 'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The preview runs in a sandbox of its own (an opaque origin): an allowed third-party script
 * cannot reach the app's cookies or call its API as the owner. Scripts: the widget runtime
 * ('self') and the allowlist, nothing inline. Published sites send the same policy with a
 * sandbox of their own (server/modules/publishing/site-responses.ts).
 */
export function previewContentSecurityPolicy(allowlist: readonly string[], sandbox = PREVIEW_SANDBOX): string {
  const scripts = allowlist.flatMap(scriptSource);
  return [
    sandbox,
    "default-src 'none'",
    ["script-src 'self'", ...scripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' https:",
    "connect-src 'self' https:",
    'frame-src https:',
    "form-action 'self' https:",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/** The visible stand-in for a blocked script: the policy's message and what was blocked. */
export function blockedScriptNotice(blocked: BlockedScript): string {
  const src = blocked.src === null ? '' : ` <code>${escapeText(blocked.src)}</code>`;
  return `<span class="sw-script-blocked" role="note" data-script-policy="${blocked.reason}"><strong>${escapeText(blocked.message)}</strong>${src}</span>`;
}

const NOTICE_CSS = `.sw-script-blocked { display: block; margin: .5rem 0; padding: .5rem .75rem; font: 14px/1.4 system-ui, sans-serif; color: #7c2d12; background: #fff7ed; border: 1px solid #fdba74; border-radius: 6px; }
.sw-script-blocked code { word-break: break-all; }`;

/** The preview document of one page, with the policy applied to its markup and custom code. */
export function renderPreviewDocument(page: { html: string; doc: PageDoc }, allowlist: readonly string[]): string {
  const { doc } = page;
  const prepared = preparePage(page, { allowlist, blockedScript: blockedScriptNotice });
  const head: PageHead = {
    lang: doc.lang,
    title: doc.title ?? '',
    description: doc.description ?? '',
    ogImage: doc.ogImage,
    robots: 'noindex',
    stylesheets: [SITE_ASSETS.css, SITE_ASSETS.icons, ...pageFonts(doc).map((font) => `${FONTS_URL}/${font.id}.css`)],
    styles: [
      { name: 'page-styles', css: stylesToCss(styleSheetFrom(doc.styles).values()) },
      { name: 'page-css', css: doc.css ?? '' },
      { name: 'preview', css: NOTICE_CSS },
    ],
  };
  return pageDocument(head, renderMarkup(prepared.body) + renderMarkup(prepared.code), [{ src: SITE_ASSETS.widgets }]);
}

/** The owner's page as a preview document and the policy its response carries. */
export async function renderPagePreview(user: User, projectId: number, pageId: string): Promise<PagePreview> {
  const project = await getProject(user, projectId);
  const page = project.pages?.find((candidate) => candidate.id === pageId);
  if (!page) throw new NotFoundError(PAGE_NOT_FOUND_MESSAGE);
  const configured: unknown = await getSetting('editor.script_allowlist');
  const allowlist = Array.isArray(configured) ? configured.filter((url): url is string => typeof url === 'string') : [];
  return { html: renderPreviewDocument(page, allowlist), contentSecurityPolicy: previewContentSecurityPolicy(allowlist) };
}
