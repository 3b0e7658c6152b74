import type { SitePart } from './parts.ts';
import type { BusinessBlock } from '../business-blocks.ts';
import type { StyleRule } from './styles.ts';

// Shapes shared by the editor model, the web editor and the projects API (issue 4 contract).

export interface PageDoc {
  title: string;
  description: string;
  /** The page's custom CSS and JS (page settings). */
  css: string;
  js: string;
  headLinks: string[];
  /** Web fonts the page uses (derived from its styles when it is saved). */
  fonts: string[];
  /** The page's path segment when published; empty for the first page (the home page). */
  slug?: string;
  /** Open Graph image URL. */
  ogImage?: string;
  /** The page's language as a BCP 47 tag (`de`, `pt-BR`); English when absent. */
  lang?: string;
  /** The page's own stylesheet (common/editor/styles.ts). */
  styles?: StyleRule[];
  /** Left out of the menus that follow the page list (common/editor/parts.ts); shown when absent. */
  hideFromMenu?: boolean;
}

/** The text page settings a setPageMeta operation edits. */
export const PAGE_META_FIELDS = ['title', 'description', 'slug', 'ogImage', 'css', 'js'] as const;
export type PageMetaField = (typeof PAGE_META_FIELDS)[number];
/** The page settings a setPageMeta operation edits: the text fields and whether the page shows in menus. */
export type PageMeta = Record<PageMetaField, string> & { hideFromMenu: boolean };

export interface ProjectPage {
  id: string /* 10-char id */;
  name: string;
  html: string /* body markup, elements carry data-id */;
  doc: PageDoc;
  /** The project version of the save that last wrote this page (absent before the first save). */
  version?: number;
}

export interface Project {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  template: string | null;
  published: boolean;
  version: number;
  thumbnail: string | null;
  created_at: string;
  updated_at: string;
  pages_count: number;
  /** The live site's URL; null while the site is not published. */
  published_url: string | null;
  /** The number of the deploy the site serves; null while the site is not published. */
  live_deploy: number | null;
  pages?: ProjectPage[];
  /** The site-wide parts (header, footer, shared sections), with the pages. */
  parts?: SitePart[];
}

export interface SiteTemplate {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  thumbnail: string /* URL */;
  pages_count: number;
}

export interface ElementDefinition {
  name: string;
  category: string;
  html: string;
  icon?: string;
  keywords?: string[];
  layout?: boolean /* container/row/column etc. open the layout panel */;
  /** A business block (common/business-blocks.ts): the editor fills it from the site's business details. */
  business?: BusinessBlock;
}
