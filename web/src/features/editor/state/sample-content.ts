import type { ElementNode, PageDocument } from '../model.ts';
import type { EditorStore } from './editor-store.ts';
import { ancestry, classList, elementNode } from './element-info.ts';

// Sample content: what a generator made up rather than took from the owner's description
// (testimonials, team members, placeholder contact details) carries data-sw-sample="true" on its
// own element (server/modules/ai/render/parts.ts). The editor marks it, says so when it is
// selected, and lists it before a publish; publishing drops the attribute
// (server/modules/publishing/build/markup.ts), so a visitor never sees the mark.

export const SAMPLE_ATTRIBUTE = 'data-sw-sample';

/** What a sample element is, read from its markup so it holds for every layout and language. */
export type SampleKind = 'section' | 'testimonial' | 'person' | 'plan' | 'phone' | 'email' | 'address' | 'hours' | 'item';

export interface SampleElement {
  id: string;
  kind: SampleKind;
  /** Its heading or first words, to tell two samples of a kind apart. */
  title: string;
}

export function isSample(node: ElementNode): boolean {
  return node.attrs[SAMPLE_ATTRIBUTE] === 'true';
}

/** The sample element `id` is or is inside, nearest first: the one "Keep as my content" confirms. */
export function sampleAround(doc: PageDocument, id: string | null): ElementNode | null {
  if (!id || !elementNode(doc, id)) return null;
  for (const nearer of ancestry(doc, id).reverse()) {
    const node = elementNode(doc, nearer);
    if (node && isSample(node)) return node;
  }
  return null;
}

/** Removes the mark: one undoable step, like any other edit. */
export function keepAsContent(store: EditorStore, id: string): boolean {
  return store.edit([{ type: 'setAttributes', id, attrs: { [SAMPLE_ATTRIBUTE]: null } }], { label: 'Keep as my content', mergeKey: null });
}

function descendants(doc: PageDocument, node: ElementNode): ElementNode[] {
  return node.children.flatMap((id) => {
    const child = doc.nodes.get(id);
    return child?.type === 'element' ? [child, ...descendants(doc, child)] : [];
  });
}

function text(doc: PageDocument, node: ElementNode): string {
  return node.children
    .map((id) => {
      const child = doc.nodes.get(id);
      if (child?.type === 'text') return child.text;
      return child?.type === 'element' ? ` ${text(doc, child)} ` : '';
    })
    .join('');
}

const isHeading = (node: ElementNode) => /^h[1-6]$/.test(node.tag);

const words = (value: string, max = 60) => {
  const clean = value.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
};

/** The contact detail an icon stands for (the renderer puts the icon before the placeholder text). */
const CONTACT_ICONS: Record<string, SampleKind> = { 'icon-phone': 'phone', 'icon-mail': 'email', 'icon-map-pin': 'address', 'icon-clock': 'hours' };

export function sampleKind(doc: PageDocument, node: ElementNode): SampleKind {
  if (node.tag === 'section') return 'section';
  const inside = [node, ...descendants(doc, node)];
  const has = (className: string) => inside.some((element) => classList(element).includes(className));
  if (inside.some((element) => element.tag === 'blockquote')) return 'testimonial';
  if (has('pricing-plan') || has('pricing-price')) return 'plan';
  if (has('user-profile') || has('user-profile-role') || has('card-subtitle') || has('img-circle')) return 'person';
  // A contact detail is an icon and a line of text; an item with the same icon has a heading of its own.
  const contact = inside.some(isHeading) ? undefined : Object.keys(CONTACT_ICONS).find(has);
  return contact ? CONTACT_ICONS[contact] : 'item';
}

function sampleTitle(doc: PageDocument, node: ElementNode): string {
  const heading = [node, ...descendants(doc, node)].find(isHeading);
  return words(text(doc, heading ?? node));
}

/** Every sample element of a page, in document order (a sample inside a sample counts on its own: each is confirmed on its own). */
export function samplesOf(doc: PageDocument): SampleElement[] {
  const root = doc.nodes.get(doc.rootId);
  if (root?.type !== 'element') return [];
  return descendants(doc, root)
    .filter(isSample)
    .map((node) => ({ id: node.id, kind: sampleKind(doc, node), title: sampleTitle(doc, node) }));
}

export interface PageSamples {
  pageId: string;
  pageName: string;
  samples: SampleElement[];
}

/** The pages that still hold sample content, in the site's page order. */
export function siteSamples(pages: readonly { id: string; name: string; document: PageDocument }[]): PageSamples[] {
  return pages.map((page) => ({ pageId: page.id, pageName: page.name, samples: samplesOf(page.document) })).filter((page) => page.samples.length > 0);
}

export interface SampleLine {
  /** A translatable message with :title, or a line of plural forms with :count. */
  message: string;
  values: Record<string, string | number>;
  /** How many samples a line of plural forms counts. */
  count?: number;
}

const PLURALS: Record<Exclude<SampleKind, 'section' | 'phone' | 'email' | 'address' | 'hours'>, string> = {
  testimonial: '{one} :count sample testimonial|{other} :count sample testimonials',
  person: '{one} :count sample team member|{other} :count sample team members',
  plan: '{one} :count sample price plan|{other} :count sample price plans',
  item: '{one} :count sample item|{other} :count sample items',
};

const PLACEHOLDERS: Record<'phone' | 'email' | 'address' | 'hours', string> = {
  phone: 'Placeholder phone number',
  email: 'Placeholder e-mail address',
  address: 'Placeholder address',
  hours: 'Placeholder opening hours',
};

/** A page's samples as the publish dialog says them: sections by heading, like items counted, placeholders by detail. */
export function sampleLines(samples: readonly SampleElement[]): SampleLine[] {
  const lines: SampleLine[] = [];
  for (const sample of samples) {
    if (sample.kind === 'section') lines.push(sample.title ? { message: 'Sample section “:title”', values: { title: sample.title } } : { message: 'Sample section', values: {} });
  }
  for (const kind of Object.keys(PLURALS) as (keyof typeof PLURALS)[]) {
    const count = samples.filter((sample) => sample.kind === kind).length;
    if (count > 0) lines.push({ message: PLURALS[kind], values: {}, count });
  }
  for (const kind of Object.keys(PLACEHOLDERS) as (keyof typeof PLACEHOLDERS)[]) {
    if (samples.some((sample) => sample.kind === kind)) lines.push({ message: PLACEHOLDERS[kind], values: {} });
  }
  return lines;
}
