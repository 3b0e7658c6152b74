import { defaultTreeAdapter, html as parse5Html, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { FORM_ATTRIBUTES, FORM_HONEYPOT_FIELD, FORM_STARTED_FIELD, FORM_SUBMIT_PATH_PREFIX, pageFormDefinitions, sendsElsewhere, type PublishedForm } from '../../../../common/forms.ts';
import { parsePageWithLocations } from '../../../../common/editor/document.ts';
import { escapeAttribute } from '../../../../common/editor/html.ts';
import type { ProjectPage } from '../../../../common/editor/types.ts';
import { CAPTCHA_FACTS, type CaptchaWidget } from '../../forms/captcha.ts';

// Every form of a published page posts to the site's own host (`/_forms/<form id>`, answered by
// server/modules/forms/intake.ts), unless the owner sent it to another service by a full http(s)
// address. Its settings
// (data-sw-form-name, data-sw-thanks, data-sw-webhook) go into the deploy's form list and leave
// the markup; the spam trap, the fill-time field and the site's captcha widget go in. Edits are
// byte ranges of the page's markup, as in markup.ts: everything else stays as written.

/** A page language when the page sets none, as the page renderer assumes. */
const DEFAULT_LANG = 'en';
const SETTING_ATTRIBUTES: ReadonlySet<string> = new Set(Object.values(FORM_ATTRIBUTES));
const SUBMIT_INPUT_TYPES = new Set(['submit', 'image']);

// Out of sight and out of the tab order, but not display:none, which bots look for.
const HONEYPOT =
  '<div style="position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0" aria-hidden="true">' +
  `<label>Leave this field empty <input type="text" name="${FORM_HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></label></div>` +
  `<input type="hidden" name="${FORM_STARTED_FIELD}" value="">`;

export interface PageForms {
  /** The page's markup with its forms rewritten (the same string when it has none). */
  html: string;
  forms: PublishedForm[];
}

interface FormPageInfo {
  /** The page's path on the site ("/", "/menu.html"). */
  path: string;
  /** Path by page id, for thanks targets that name a page. */
  pathOf(pageId: string): string | null;
  captcha: CaptchaWidget | null;
}

interface FormLocation {
  element: P5.Element;
  /** Where the captcha widget goes: before the form's first submit control, else at its end. */
  captchaAt: number;
}

function isSubmitControl(element: P5.Element): boolean {
  const type = element.attrs.find((attr) => attr.name === 'type')?.value.trim().toLowerCase();
  if (element.tagName === 'button') return type === undefined || type === '' || type === 'submit';
  return element.tagName === 'input' && type !== undefined && SUBMIT_INPUT_TYPES.has(type);
}

function firstSubmitOffset(element: P5.Element): number | null {
  for (const child of element.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    if (isSubmitControl(child) && child.sourceCodeLocation) return child.sourceCodeLocation.startOffset;
    const inner = firstSubmitOffset(child);
    if (inner !== null) return inner;
  }
  return null;
}

/** The page's <form> elements in document order. */
function formLocations(fragment: P5.DocumentFragment): FormLocation[] {
  const out: FormLocation[] = [];
  const stack: P5.ChildNode[] = [...fragment.childNodes].reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (!defaultTreeAdapter.isElementNode(node)) continue;
    const location = node.sourceCodeLocation;
    const action = node.attrs.find((attr) => attr.name === 'action')?.value;
    if (node.tagName === 'form' && node.namespaceURI === parse5Html.NS.HTML && location?.startTag && !sendsElsewhere(action)) {
      out.push({ element: node, captchaAt: firstSubmitOffset(node) ?? location.endTag?.startOffset ?? location.endOffset });
    }
    const children = node.tagName === 'template' ? (node as P5.Template).content.childNodes : node.childNodes;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return out;
}

function formStartTag(element: P5.Element, action: string): string {
  const attrs = element.attrs.filter((attr) => !SETTING_ATTRIBUTES.has(attr.name) && attr.name !== 'method' && attr.name !== 'action');
  const written = attrs.map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('');
  return `<form${written} method="post" action="${escapeAttribute(action)}">`;
}

function captchaMarkup(captcha: CaptchaWidget): string {
  return `<div class="${CAPTCHA_FACTS[captcha.provider].widgetClass}" data-sitekey="${escapeAttribute(captcha.siteKey)}"></div>`;
}

function thanksPath(form: PublishedForm['thanks'], info: FormPageInfo): string | null {
  if (form.kind === 'page') return info.pathOf(form.pageId);
  if (form.kind === 'anchor') return `${info.path}#${encodeURIComponent(form.anchor)}`;
  return null;
}

/** The page's forms as the deploy serves them, and its markup with each form rewritten to post to the site. */
export function publishPageForms(page: ProjectPage, info: FormPageInfo): PageForms {
  if (!/<form/i.test(page.html)) return { html: page.html, forms: [] };
  // One parse for both: what the forms declare, and where they are in the markup.
  const { doc, fragment } = parsePageWithLocations(page.html);
  const definitions = pageFormDefinitions(page, doc);
  if (definitions.length === 0) return { html: page.html, forms: [] };
  const locations = formLocations(fragment);
  const edits: { start: number; end: number; text: string }[] = [];
  locations.forEach((location, index) => {
    const definition = definitions[index];
    if (!definition) return;
    const startTag = location.element.sourceCodeLocation!.startTag!;
    const action = `${FORM_SUBMIT_PATH_PREFIX}${definition.id}`;
    edits.push({ start: startTag.startOffset, end: startTag.endOffset, text: formStartTag(location.element, action) + HONEYPOT });
    if (info.captcha) edits.push({ start: location.captchaAt, end: location.captchaAt, text: captchaMarkup(info.captcha) });
  });
  edits.sort((a, b) => a.start - b.start);
  let html = '';
  let position = 0;
  for (const edit of edits) {
    html += page.html.slice(position, edit.start) + edit.text;
    position = edit.end;
  }
  html += page.html.slice(position);
  const lang = page.doc.lang || DEFAULT_LANG;
  const forms = definitions.map((definition) => ({ ...definition, pagePath: info.path, lang, thanksPath: thanksPath(definition.thanks, info), captcha: info.captcha?.provider ?? null }));
  return { html, forms };
}

/** The provider's script a page with forms loads, when the site has a captcha. */
export function captchaScript(captcha: CaptchaWidget | null): string | null {
  return captcha ? CAPTCHA_FACTS[captcha.provider].script : null;
}
