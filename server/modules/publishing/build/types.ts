import type { ProjectPage } from '../../../../common/editor/types.ts';
import type { PublishedForm } from '../../../../common/forms.ts';
import type { CaptchaWidget } from '../../forms/captcha.ts';
import type { CollectionSource, CollectionState } from './collections/types.ts';

/** One file of a built site; `hash` is the sha256 of `body` in hex. */
export interface SiteFile {
  path: string;
  body: Buffer;
  contentType: string;
  hash: string;
}

export interface BuiltSite {
  /** Sorted by path. */
  files: SiteFile[];
  pageCount: number;
  /** Bytes of all files. */
  size: number;
  /** What the build left as it was and why (an asset that could not be found), for the deploy to show. */
  warnings: string[];
  /** The forms of the pages (forms.ts), which the deploy's host accepts posts for. */
  forms: PublishedForm[];
  /** What the collections' pages were built from, for rebuilding single items; null without collections. */
  collections: CollectionState | null;
}

export interface BuildInput {
  project: { name: string; slug: string; pages: ProjectPage[] };
  /** Absolute base of the site's URLs (canonical links, sitemap), e.g. http://shop.localhost:3000. */
  siteUrl: string;
  /** The https scripts pages may load (the `editor.script_allowlist` setting). */
  allowlist: readonly string[];
  /** schema.org objects for the home page's head (the site's business details), each as JSON-LD. */
  homeStructuredData?: readonly Record<string, unknown>[];
  /** The captcha the site's forms show (its form settings); none when absent. */
  captcha?: CaptchaWidget | null;
  /** The project's collections with their published items. */
  collections?: readonly CollectionSource[];
  /** The build's day, for lists of upcoming items; the site's pages depend on nothing else of the time. */
  now?: Date;
}
