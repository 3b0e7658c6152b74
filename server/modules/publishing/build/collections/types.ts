import type { Collection, CollectionItem } from '../../../../../common/collections.ts';
import type { PageHead } from '../page.ts';

// What the collection step of a build works on: plain data, no rows. A deploy keeps the
// collection state of its build, so a later rebuild of a few items renders them with the pages
// as they were published, not with edits that were never published.

/** A collection of the project with its published items (any order). */
export interface CollectionSource {
  collection: Collection;
  items: CollectionItem[];
}

/** A page of the build whose markup binds collection data: a template page, or a page with a list section. */
export interface BindingPage {
  id: string;
  name: string;
  /** Its position in the project (0 is the home page). */
  index: number;
  /** The page's own file ("index.html", "blog.html"). */
  path: string;
  /** Its markup with the site's forms already rewritten (forms.ts); bindings still in. */
  html: string;
  /** Its custom JS. */
  js: string;
  /** The head a plain render of the page gets, with paths relative to the site root. */
  head: PageHead;
  scripts: { src: string; defer?: boolean }[];
}

/** The collections a build published, kept with the deploy for rebuilds of single items. */
export interface CollectionState {
  siteUrl: string;
  siteName: string;
  allowlist: string[];
  /** The file of each page by its link address in lower case ("about.html" → "about.html"). */
  pageLinks: Record<string, string>;
  pages: BindingPage[];
  /** The template page of each collection that has one, by collection id. */
  templates: Record<string, string>;
  /** Where each local asset the binding pages use was published ("/storage/a.png" → "assets/a.1a2b3c4d5e.png"). */
  assets: Record<string, string>;
  /** The site paths of the pages the sitemap lists before the collections' ("" for the home page), in page order. */
  sitemapPages: string[];
  /** Pages of the project beside the collections' own. */
  pageCount: number;
  /** What each file the collections produce depends on, by path: equal signatures render equal bytes. */
  signatures: Record<string, string>;
}
