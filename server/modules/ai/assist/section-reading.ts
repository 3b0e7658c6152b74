import { ASSIST_MESSAGES } from '../../../../common/ai/assist.ts';
import type { PlanSectionType, PlanStyle } from '../../../../common/ai/site-plan.ts';
import { parsePage, type ElementNode, type PageDocument } from '../../../../common/editor/document.ts';
import { InvalidError } from '../../../errors.ts';
import { SITE_ASSETS_URL } from '../../templates/catalogue.ts';
import { SECTION_IDS } from '../composer/sections/index.ts';
import type { SectionKey } from '../composer/types.ts';

// What a section of a page is, from its markup as the editor has it: the generated section it
// came from by its id, else by what the renderer puts in each kind (a table is opening hours,
// pricing cards are prices). A user's edits may have changed anything, so every clue is a guess
// and the last one is "a section of text".

export type SectionRole = { key: SectionKey } | { key: 'hero'; look: PlanStyle['hero'] };

/** A picture of the site's own that a section shows (a stored photo, an upload), not one of the app's. */
export interface ReadPicture {
  src: string;
  alt: string;
}

export interface ReadSection {
  role: SectionRole;
  type: PlanSectionType;
  /** Its element id, when it has one. */
  id: string | null;
  /** 1 when it holds the page's h1, else 2: the new section keeps the outline. */
  level: number;
  /** The renderer's alternating background. */
  tone: string;
  /** Its text, whitespace collapsed: to tell a new version from the old. */
  text: string;
  /** Every element id inside it (its own included): free for the new section. */
  ids: string[];
  /** The site's own pictures it shows, in order. */
  pictures: ReadPicture[];
}

const TYPE_OF_KEY: Record<SectionKey, PlanSectionType> = {
  features: 'features', about: 'text', stats: 'stats', menu: 'menu', hours: 'hours', pricing: 'pricing', testimonials: 'testimonials',
  team: 'team', faq: 'faq', gallery: 'gallery', posts: 'posts', 'contact-form': 'form', booking: 'form', order: 'form', signup: 'form',
  contact: 'contact', cta: 'cta',
};

/** The offer section is named after the offer (menu, services, rooms, …). */
const OFFER_IDS = ['offer', 'menu', 'services', 'programme', 'rooms', 'classes', 'listings', 'products', 'work', 'treatments'];

const KEY_OF_ID = new Map<string, SectionKey>([
  ...Object.entries(SECTION_IDS).map(([key, id]) => [id, key as SectionKey] as const),
  ...OFFER_IDS.map((id) => [id, 'menu'] as const),
]);

function elements(doc: PageDocument, rootId: string): ElementNode[] {
  const found: ElementNode[] = [];
  const visit = (id: string) => {
    const node = doc.nodes.get(id);
    if (node?.type !== 'element') return;
    found.push(node);
    node.children.forEach(visit);
  };
  visit(rootId);
  return found;
}

function textOf(doc: PageDocument, rootId: string): string {
  const parts: string[] = [];
  const visit = (id: string) => {
    const node = doc.nodes.get(id);
    if (node?.type === 'text') parts.push(node.text);
    else if (node?.type === 'element') node.children.forEach(visit);
  };
  visit(rootId);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

const classesOf = (node: ElementNode) => (node.attrs.class ?? '').split(/\s+/).filter(Boolean);

function formKey(id: string, inside: ElementNode[]): SectionKey {
  if (/book|reserv/.test(id)) return 'booking';
  if (/order/.test(id)) return 'order';
  if (/newsletter|signup|subscribe/.test(id)) return 'signup';
  if (/contact/.test(id)) return 'contact-form';
  const types = new Set(inside.map((node) => node.attrs.type));
  if (types.has('date') || types.has('time')) return 'booking';
  const fields = inside.filter((node) => ['input', 'textarea', 'select'].includes(node.tag));
  return fields.length <= 2 ? 'signup' : 'contact-form';
}

function keyOf(root: ElementNode, inside: ElementNode[]): SectionKey {
  const id = (root.attrs.id ?? '').toLowerCase();
  const has = (name: string) => inside.some((node) => classesOf(node).includes(name));
  const tag = (name: string) => inside.some((node) => node.tag === name);
  if (tag('form')) return formKey(id, inside);
  const byId = KEY_OF_ID.get(id.replace(/-\d+$/, ''));
  if (byId && !['booking', 'order', 'signup', 'contact-form'].includes(byId)) return byId;
  if (has('pricing-table') || has('pricing-plan')) return 'pricing';
  if (tag('table')) return 'hours';
  if (has('list-group')) return 'menu';
  if (has('user-profile')) return 'team';
  if (tag('blockquote')) return 'testimonials';
  if (has('image-grid')) return 'gallery';
  if (has('service') || has('service-list')) return 'features';
  if (has('card')) return 'posts';
  if (has('display-4')) return 'stats';
  if (classesOf(root).includes('bg-primary')) return 'cta';
  if (has('icon-map-pin') || has('icon-mail') || has('icon-phone')) return 'contact';
  if (inside.filter((node) => node.tag === 'h5' || node.tag === 'h3').length >= 2) return 'faq';
  return 'about';
}

function roleOf(root: ElementNode, inside: ElementNode[]): SectionRole {
  const own = classesOf(root);
  if (own.includes('image-header')) return { key: 'hero', look: 'image' };
  if (own.includes('jumbotron')) return { key: 'hero', look: 'dark' };
  // The light hero: a section opening with a display heading beside (or without) its picture.
  if (root.attrs.id === 'hero' || (inside.some((node) => classesOf(node).includes('display-4')) && inside.some((node) => node.tag === 'h1'))) return { key: 'hero', look: 'split' };
  return { key: keyOf(root, inside) };
}

const BACKGROUND = /background-image:\s*url\((['"]?)([^'")]+)\1\)/;

/** The pictures of the site's own among `nodes`: an img's, or a background's (the image hero). */
function picturesOf(nodes: ElementNode[]): ReadPicture[] {
  const found = nodes.flatMap((node): ReadPicture[] => {
    if (node.tag === 'img' && node.attrs.src) return [{ src: node.attrs.src, alt: node.attrs.alt ?? '' }];
    const background = BACKGROUND.exec(node.attrs.style ?? '')?.[2];
    return background ? [{ src: background, alt: '' }] : [];
  });
  return found.filter((picture) => !picture.src.startsWith(`${SITE_ASSETS_URL}/`));
}

/** The section in `html` (one element's outer HTML); refused when there is no element. */
export function readSection(html: string): ReadSection {
  const doc = parsePage(html);
  const root = (doc.nodes.get(doc.rootId) as ElementNode).children.map((id) => doc.nodes.get(id)).find((node): node is ElementNode => node?.type === 'element');
  if (!root) throw InvalidError.field('html', ASSIST_MESSAGES.notASection);
  const inside = elements(doc, root.id);
  const role = roleOf(root, inside);
  return {
    role,
    type: role.key === 'hero' ? 'hero' : TYPE_OF_KEY[role.key],
    id: root.attrs.id || null,
    level: inside.some((node) => node.tag === 'h1') ? 1 : 2,
    tone: role.key !== 'hero' && classesOf(root).includes('bg-light') ? 'bg-light' : '',
    text: textOf(doc, root.id),
    ids: inside.map((node) => node.attrs.id).filter((id): id is string => Boolean(id)),
    pictures: picturesOf(inside),
  };
}

/** The text of markup, whitespace collapsed. */
export function markupText(html: string): string {
  const doc = parsePage(html);
  return textOf(doc, doc.rootId);
}
