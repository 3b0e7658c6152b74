import { ELEMENT_ID_LENGTH } from './constants.ts';
import { type ElementNode, type PageDocument, parsePage } from './editor/index.ts';

// Forms on published sites: what a <form> in a page declares (its fields, name, thanks target and
// webhook), read the same way by the publisher, the owner's API and the web editor.

export const FORM_SUBMIT_PATH_PREFIX = '/_forms/';
/** The small built-in page a form's thanks message is shown on after a plain (no JavaScript) post. */
export const FORM_THANKS_PATH = '/_forms/thanks';
export const FORM_HONEYPOT_FIELD = '_sw_website';
export const FORM_STARTED_FIELD = '_sw_started';
export const FORM_MIN_FILL_MS = 3000;
export const FORM_RATE_LIMIT = { perIpPerMinute: 5, perSitePerMinute: 60 };
export const FORM_LIMITS = { fieldChars: 5000, bodyBytes: 64 * 1024, fields: 50 };
export const SUBMISSION_STATUSES = ['new', 'handled', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The <form> attributes holding its settings; the publisher strips them from the published page. */
export const FORM_ATTRIBUTES = { name: 'data-sw-form-name', thanks: 'data-sw-thanks', webhook: 'data-sw-webhook' } as const;
export const DEFAULT_FORM_THANKS_MESSAGE = 'Thank you! Your message has been sent.';
export const DEFAULT_FORM_NAME = 'Form';

export interface FormField {
  name: string;
  label: string;
  type: string;
  required: boolean;
  maxLength: number;
}
export type FormThanks = { kind: 'message'; message: string } | { kind: 'page'; pageId: string } | { kind: 'anchor'; anchor: string };
export interface FormDefinition {
  id: string;
  name: string;
  pageId: string;
  pageName: string;
  fields: FormField[];
  thanks: FormThanks;
  webhook: string | null;
}

export const CAPTCHA_PROVIDERS = ['none', 'recaptcha', 'turnstile', 'hcaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface FormSettings {
  email_enabled: boolean;
  recipients: string[];
  retention_days: number;
  captcha_provider: CaptchaProvider;
  captcha_site_key: string;
  captcha_secret_set: boolean;
  webhook_secret: string;
}

export interface FormSubmission {
  id: number;
  project_id: number;
  form_id: string;
  form_name: string;
  page_id: string | null;
  fields: { name: string; label: string; value: string }[];
  email: string | null;
  status: SubmissionStatus;
  created_at: string;
  handled_at: string | null;
}

/** Controls whose value is never a visitor's answer. */
const SKIPPED_INPUT_TYPES = new Set(['submit', 'button', 'reset', 'image', 'file']);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Our own spam-check inputs; the publisher adds them, a page never declares them. */
const RESERVED_FIELD_PREFIX = '_sw_';

/** The thanks target an attribute value names; anything unreadable is the default message. */
export function parseFormThanks(value: string | undefined): FormThanks {
  const text = (value ?? '').trim();
  const colon = text.indexOf(':');
  const kind = colon < 0 ? '' : text.slice(0, colon);
  const rest = text.slice(colon + 1).trim();
  if (kind === 'page' && rest) return { kind: 'page', pageId: rest };
  if (kind === 'anchor' && rest.replace(/^#/, '')) return { kind: 'anchor', anchor: rest.replace(/^#/, '') };
  if (kind === 'message' && rest) return { kind: 'message', message: rest };
  return { kind: 'message', message: DEFAULT_FORM_THANKS_MESSAGE };
}

/** The data-sw-thanks attribute value for a thanks target (the inverse of parseFormThanks). */
export function formThanksAttribute(thanks: FormThanks): string {
  if (thanks.kind === 'page') return `page:${thanks.pageId}`;
  if (thanks.kind === 'anchor') return `anchor:#${thanks.anchor}`;
  return `message:${thanks.message}`;
}

function textOf(doc: PageDocument, id: string): string {
  const parts: string[] = [];
  const stack = [id];
  while (stack.length) {
    const node = doc.nodes.get(stack.pop()!);
    if (!node) continue;
    if (node.type === 'text') parts.push(node.text);
    else if (node.type === 'element' && node.tag !== 'script' && node.tag !== 'style') {
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Elements in document order (depth first), the root excluded. */
function elementsInOrder(doc: PageDocument, rootId: string): ElementNode[] {
  const out: ElementNode[] = [];
  const root = doc.nodes.get(rootId);
  const stack = root?.type === 'element' ? [...root.children].reverse() : [];
  while (stack.length) {
    const node = doc.nodes.get(stack.pop()!);
    if (node?.type !== 'element') continue;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}

function isInside(doc: PageDocument, node: ElementNode, ancestorId: string): boolean {
  let current = node.parent;
  while (current !== null) {
    if (current === ancestorId) return true;
    current = doc.nodes.get(current)?.parent ?? null;
  }
  return false;
}

function fieldType(control: ElementNode): string | null {
  if (control.tag === 'textarea' || control.tag === 'select') return control.tag;
  if (control.tag !== 'input') return null;
  const type = (control.attrs.type ?? 'text').trim().toLowerCase() || 'text';
  return SKIPPED_INPUT_TYPES.has(type) ? null : type;
}

function maxLengthOf(control: ElementNode): number {
  const declared = Number.parseInt(control.attrs.maxlength ?? '', 10);
  return declared > 0 ? Math.min(declared, FORM_LIMITS.fieldChars) : FORM_LIMITS.fieldChars;
}

/** A label without `for` just before the control in the same parent (a form group as templates write it). */
function precedingLabel(doc: PageDocument, control: ElementNode): ElementNode | undefined {
  const parent = control.parent === null ? undefined : doc.nodes.get(control.parent);
  if (parent?.type !== 'element') return undefined;
  let found: ElementNode | undefined;
  for (const id of parent.children) {
    if (id === control.id) return found;
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') continue;
    const holdsField = fieldType(node) !== null || elementsInOrder(doc, node.id).some((inner) => fieldType(inner) !== null);
    if (node.tag === 'label' && node.attrs.for === undefined && !holdsField) found = node;
    else if (holdsField) found = undefined;
  }
  return undefined;
}

/** The legend of the fieldset around a choice: the question a group of radio buttons answers. */
function legendOf(doc: PageDocument, control: ElementNode): string {
  let current = control.parent;
  while (current !== null) {
    const node = doc.nodes.get(current);
    if (node?.type !== 'element') return '';
    if (node.tag === 'fieldset') {
      const legend = node.children.map((id) => doc.nodes.get(id)).find((child) => child?.type === 'element' && child.tag === 'legend');
      return legend ? textOf(doc, legend.id) : '';
    }
    current = node.parent;
  }
  return '';
}

function labelOf(doc: PageDocument, control: ElementNode, labels: ElementNode[]): string {
  const choice = control.tag === 'input' && ['radio', 'checkbox'].includes((control.attrs.type ?? '').toLowerCase());
  const legend = choice ? legendOf(doc, control) : '';
  if (legend) return legend;
  const htmlId = control.attrs.id;
  const byFor = htmlId ? labels.find((label) => label.attrs.for === htmlId) : undefined;
  const wrapping = labels.find((label) => isInside(doc, control, label.id)) ?? precedingLabel(doc, control);
  const text = (byFor && textOf(doc, byFor.id)) || (wrapping && textOf(doc, wrapping.id)) || '';
  return text || control.attrs['aria-label']?.trim() || control.attrs.placeholder?.trim() || control.attrs.name;
}

function fieldsOf(doc: PageDocument, inForm: ElementNode[]): FormField[] {
  const labels = inForm.filter((node) => node.tag === 'label');
  const fields = new Map<string, FormField>();
  for (const control of inForm) {
    const type = fieldType(control);
    const name = control.attrs.name?.trim();
    if (!type || !name || name.startsWith(RESERVED_FIELD_PREFIX)) continue;
    const existing = fields.get(name);
    // Radio buttons and checkbox groups share a name: one answer, required when any of them is.
    if (existing) existing.required ||= 'required' in control.attrs;
    else fields.set(name, { name, label: labelOf(doc, control, labels), type, required: 'required' in control.attrs, maxLength: maxLengthOf(control) });
  }
  return [...fields.values()].slice(0, FORM_LIMITS.fields);
}

function webhookOf(form: ElementNode): string | null {
  const url = form.attrs[FORM_ATTRIBUTES.webhook]?.trim() ?? '';
  return /^https?:\/\/\S+$/i.test(url) ? url : null;
}

/**
 * The form's id: its data-id, or, for markup that never went through the editor (no data-id, or
 * one taken twice), one made from the page id and its position, so every build names it the same.
 */
function formId(html: string, pageId: string, node: ElementNode, index: number): string {
  const written = new RegExp(`data-id\\s*=\\s*["']?${node.id}(?![A-Za-z0-9_-])`).test(html);
  return written ? node.id : `f${index + 1}${pageId}`.slice(0, ELEMENT_ID_LENGTH);
}

/**
 * A form the owner pointed at another service (an absolute http(s) address in its action): it is
 * published as written and the site takes none of its answers in.
 */
export function sendsElsewhere(action: string | undefined): boolean {
  return /^https?:\/\//i.test(action?.trim() ?? '');
}

/**
 * The forms of one page the site takes in, in document order, duplicates included (the publisher
 * rewrites each). `parsed`: the page's markup as parsePage reads it, when the caller has it.
 */
export function pageFormDefinitions(page: { id: string; name: string; html: string }, parsed?: PageDocument): FormDefinition[] {
  if (!/<form/i.test(page.html)) return [];
  const doc = parsed ?? parsePage(page.html);
  const elements = elementsInOrder(doc, doc.rootId);
  const out: FormDefinition[] = [];
  // The headings so far, read only when a form needs a name: the last one with text names it.
  const headings: ElementNode[] = [];
  const lastHeading = () => {
    for (let i = headings.length - 1; i >= 0; i--) {
      const text = textOf(doc, headings[i].id);
      if (text) return text;
    }
    return '';
  };
  for (const node of elements) {
    if (HEADINGS.has(node.tag)) headings.push(node);
    if (node.tag !== 'form' || sendsElsewhere(node.attrs.action)) continue;
    const inForm = elementsInOrder(doc, node.id);
    const ownHeading = inForm.find((element) => HEADINGS.has(element.tag));
    out.push({
      id: formId(page.html, page.id, node, out.length),
      name: node.attrs[FORM_ATTRIBUTES.name]?.trim() || lastHeading() || (ownHeading && textOf(doc, ownHeading.id)) || DEFAULT_FORM_NAME,
      pageId: page.id,
      pageName: page.name,
      fields: fieldsOf(doc, inForm),
      thanks: parseFormThanks(node.attrs[FORM_ATTRIBUTES.thanks]),
      webhook: webhookOf(node),
    });
  }
  return out;
}

/** Every form of the pages, in page order; of two with one id, the first counts. */
export function formDefinitions(pages: { id: string; name: string; html: string }[]): FormDefinition[] {
  const byId = new Map<string, FormDefinition>();
  for (const page of pages) for (const form of pageFormDefinitions(page)) if (!byId.has(form.id)) byId.set(form.id, form);
  return [...byId.values()];
}

/** A form as a deploy serves it: where its page is and where its thanks go, on the site's host. */
export interface PublishedForm extends FormDefinition {
  /** The page's path on the site ("/", "/contact.html"). */
  pagePath: string;
  /** The page's language tag, for the pages the site host answers a post with. */
  lang: string;
  /** Where a page or anchor thanks target leads ("/thanks.html", "/#booked"); null: the message page. */
  thanksPath: string | null;
  /** The captcha widget the published form shows; null when it shows none. */
  captcha: Exclude<CaptchaProvider, 'none'> | null;
}
