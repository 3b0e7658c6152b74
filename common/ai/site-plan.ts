// The one shape every generator produces and one renderer (server/modules/ai/render.ts) turns into
// pages: a site of pages, each a list of sections from a fixed set, each with its content and
// nothing else. Generators choose what to say and which sections; how a section looks is the
// renderer's (site.css classes and the catalogue's blocks), so every result is valid, editable
// markup whoever wrote the plan. Text is plain text everywhere: the renderer escapes it.

export const PLAN_LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'pt'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

export const MIN_GENERATED_PAGES = 1;
export const MAX_GENERATED_PAGES = 8;
export const MAX_PROMPT_LENGTH = 4000;

/** Icons a section item may name: the site.css icon classes (`icon icon-<name>`). */
export const PLAN_ICONS = [
  'award', 'bar-chart', 'book', 'briefcase', 'calendar', 'camera', 'check', 'check-circle', 'clock', 'cloud', 'code',
  'coffee', 'credit-card', 'dollar-sign', 'download', 'film', 'gift', 'globe', 'grid', 'heart', 'home', 'image', 'layers',
  'layout', 'leaf', 'lock', 'mail', 'map-pin', 'message', 'mic', 'monitor', 'moon', 'music', 'navigation', 'pen-tool',
  'phone', 'play', 'search', 'settings', 'shield', 'smile', 'star', 'sun', 'tag', 'target', 'ticket', 'trending-up',
  'truck', 'user', 'users', 'utensils', 'zap',
] as const;
export type PlanIcon = (typeof PLAN_ICONS)[number];

/** Pictures that ship with the app (templates/site/img/<name>.svg); a plan never names an outside URL. */
export const PLAN_IMAGES = [
  'app-dashboard', 'avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'blog-city', 'blog-coffee', 'blog-forest', 'conference',
  'dining-room', 'dish-dessert', 'dish-pasta', 'dish-salad', 'hero-coast', 'hero-mountains', 'project-1', 'project-2',
  'project-3', 'project-4', 'project-5', 'project-6', 'workspace',
] as const;
export type PlanImage = (typeof PLAN_IMAGES)[number];

/** Font pairings by @fontsource id (common/editor/fonts.ts). */
export const PLAN_FONTS = ['inter', 'roboto', 'open-sans', 'lato', 'montserrat', 'poppins', 'raleway', 'oswald', 'playfair-display', 'merriweather', 'lora'] as const;
export type PlanFont = (typeof PLAN_FONTS)[number];

export const PLAN_ROUNDING = ['none', 'small', 'large'] as const;
export type PlanRounding = (typeof PLAN_ROUNDING)[number];

/** Colours as #rrggbb. `primary` carries white text and reads on white (4.5:1 both ways). */
export interface PlanPalette {
  primary: string;
  primaryDark: string;
  accent: string;
  dark: string;
  light: string;
}

export interface PlanStyle {
  palette: PlanPalette;
  headingFont: PlanFont;
  bodyFont: PlanFont;
  rounding: PlanRounding;
  /** The hero's look: dark band, a picture behind the text, or light with a picture beside it. */
  hero: 'dark' | 'image' | 'split';
}

/** A link to a page of the plan (by its slug, '' for the home page) and optionally a section on it. */
export interface PlanLink {
  label: string;
  page: string;
  section?: string;
}

/**
 * A picture found or made for one site (the user's upload, a stock photo, a generated image, a
 * neutral pattern), stored in the site's own storage: `src` is its storage URL, `alt` says what it
 * shows in the site's language ('' for pure decoration), `credit` what the source's terms require.
 */
export interface PlanPicture {
  src: string;
  alt: string;
  credit?: { name: string; url: string; source: string; sourceUrl: string };
}

/** A catalogue picture by name, or a picture of this site's own. */
export type PlanImageValue = PlanImage | PlanPicture;

export interface PlanItem {
  title: string;
  text: string;
  icon?: PlanIcon;
  image?: PlanImageValue;
  /** Invented by the generator, not stated by the user: the editor marks it until the owner confirms it. */
  sample?: boolean;
  /** A price, a time, a role, a date: shown beside the title. */
  meta?: string;
}

export interface PlanFormField {
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'time' | 'number' | 'textarea' | 'select';
  required?: boolean;
  options?: string[];
}

/**
 * What every section may carry besides its content: which of its type's layouts it takes (0 and up;
 * the renderer brings other numbers into range), and whether it is sample content as a whole.
 */
export interface PlanSectionExtras {
  variant?: number;
  sample?: boolean;
}

/** Contact details the user did not give, shown as an obvious placeholder for the owner to fill. */
export type PlanPlaceholder = 'address' | 'phone' | 'email' | 'hours';

export type PlanSection = PlanSectionExtras & (
  | { type: 'hero'; id: string; eyebrow?: string; heading: string; text: string; image?: PlanImageValue; actions: PlanLink[] }
  | { type: 'features'; id: string; heading: string; intro?: string; items: PlanItem[] }
  | { type: 'text'; id: string; heading: string; paragraphs: string[]; image?: PlanImageValue }
  | { type: 'stats'; id: string; heading?: string; items: { value: string; label: string }[] }
  | { type: 'menu'; id: string; heading: string; intro?: string; groups: { title: string; items: PlanItem[] }[] }
  | { type: 'hours'; id: string; heading: string; intro?: string; rows: { days: string; hours: string }[]; note?: string }
  | { type: 'pricing'; id: string; heading: string; intro?: string; plans: { name: string; price: string; period?: string; features: string[]; featured?: boolean; action: PlanLink; sample?: boolean }[] }
  | { type: 'testimonials'; id: string; heading: string; items: { quote: string; name: string; role?: string; sample?: boolean }[] }
  | { type: 'team'; id: string; heading: string; intro?: string; members: { name: string; role: string; bio: string; sample?: boolean }[] }
  | { type: 'faq'; id: string; heading: string; items: { question: string; answer: string }[] }
  | { type: 'gallery'; id: string; heading: string; intro?: string; images: { image: PlanImageValue; caption: string }[] }
  | { type: 'posts'; id: string; heading: string; items: PlanItem[] }
  | { type: 'form'; id: string; purpose: 'contact' | 'booking' | 'order' | 'signup'; heading: string; intro?: string; fields: PlanFormField[]; submit: string }
  | { type: 'contact'; id: string; heading: string; address?: string; phone?: string; email?: string; text?: string; placeholders?: PlanPlaceholder[] }
  | { type: 'cta'; id: string; heading: string; text: string; action: PlanLink }
);

export type PlanSectionType = PlanSection['type'];

export interface PlanPage {
  name: string;
  /** '' for the first page (the home page); lower-case words joined by hyphens otherwise. */
  slug: string;
  title: string;
  description: string;
  sections: PlanSection[];
}

export interface SitePlan {
  name: string;
  language: PlanLanguage;
  /** The kind of site, in the composer's words (bakery, law-firm, portfolio, …). */
  kind: string;
  tagline: string;
  style: PlanStyle;
  pages: PlanPage[];
  /** The footer's line under the site's name. */
  footer: string;
}
