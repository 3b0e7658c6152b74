import type { ProjectPage } from '../../../../common/editor/types.ts';

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
}

export interface BuildInput {
  project: { name: string; slug: string; pages: ProjectPage[] };
  /** Absolute base of the site's URLs (canonical links, sitemap), e.g. http://shop.localhost:3000. */
  siteUrl: string;
  /** The https scripts pages may load (the `editor.script_allowlist` setting). */
  allowlist: readonly string[];
}
