import { readFile } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { templatesDir } from '../../../../config/paths.ts';
import type { Config } from '../../../../config/index.ts';
import { SITE_ASSETS_URL } from '../../templates/catalogue.ts';
import { ICON_NAME, LUCIDE_URL, siteIconSet } from '../../site-assets/icon-set.ts';
import type { SettingsMap } from '../../settings/defaults.ts';
import { assertStorageKey, type StorageDriver } from '../../../storage/driver.ts';
import { diskDriver, LocalStorageDriver, PUBLIC_STORAGE_URL, publicStoragePath } from '../../../storage/index.ts';
import { ASSETS_DIR, hashedAsset } from './files.ts';
import { responsiveImage, variantFiles, type ImageVariants, type ResponsiveImage, type VariantFile } from './responsive-images.ts';
import type { SiteFile } from './types.ts';

// The files a site's pages reference from the app: template images, backgrounds and icons
// (/site-assets/…) and public-disk uploads (/storage/…, also written as an absolute URL of the
// app). Each is read once per build and copied under its content-hashed name; one that cannot be
// found is left as written and reported, so a removed upload does not stop a publish. The
// uploaded pictures of collection items also get their smaller copies (responsive-images.ts).

const READ_CONCURRENCY = 16;

export interface AssetSource {
  body: Buffer;
  /** File name without its extension, and the extension. */
  name: string;
  extension: string;
}

export type AssetReader = (path: string) => Promise<AssetSource | null>;

/** A URL as the local path it names and what follows the path (a fragment: an SVG sprite's symbol). */
interface LocalUrl {
  path: string;
  fragment: string;
}

function splitName(file: string): { name: string; extension: string } {
  const dot = file.lastIndexOf('.');
  return dot > 0 ? { name: file.slice(0, dot), extension: file.slice(dot + 1) } : { name: file, extension: '' };
}

function isMissing(error: unknown): boolean {
  const failure = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.code === 'ENOENT' || failure.code === 'EISDIR' || failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

async function readStream(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

// What ships with the app never changes while it runs: read once per process.
const appFiles = new Map<string, Promise<Buffer | null>>();

function readAppFile(path: string): Promise<Buffer | null> {
  let file = appFiles.get(path);
  if (!file) {
    file = readFile(path).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
    appFiles.set(path, file);
  }
  return file;
}

function siteAssetFile(relative: string): string | null {
  const lucide = new RegExp(`^${LUCIDE_URL.slice(SITE_ASSETS_URL.length + 1)}/(.+)\\.svg$`).exec(relative);
  if (lucide) return ICON_NAME.test(lucide[1]) ? join(siteIconSet().lucideDir, `${lucide[1]}.svg`) : null;
  const root = resolve(templatesDir, 'site');
  const path = resolve(root, relative);
  return path.startsWith(root + sep) ? path : null;
}

async function readStored(driver: StorageDriver, key: string): Promise<Buffer | null> {
  try {
    return await readStream(await driver.get(key));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Reads local asset paths: the app's site assets, and the public disk through its storage driver. */
export function assetReader(config: Config, settings: SettingsMap): AssetReader {
  const driver = diskDriver('public', config, settings);
  // Avatars stay in the local folder when the public disk is S3 (as /storage serves them).
  const local = driver.name === 'local' ? null : new LocalStorageDriver(publicStoragePath(config.dataDir));
  return async (path) => {
    const named = splitName(basename(path));
    if (path.startsWith(`${SITE_ASSETS_URL}/`)) {
      const file = siteAssetFile(path.slice(SITE_ASSETS_URL.length + 1));
      const body = file ? await readAppFile(file) : null;
      return body ? { body, ...named } : null;
    }
    const key = path.slice(PUBLIC_STORAGE_URL.length + 1);
    try {
      assertStorageKey(key);
    } catch {
      return null;
    }
    const body = (await readStored(driver, key)) ?? (local ? await readStored(local, key) : null);
    return body ? { body, ...named } : null;
  };
}

/** The assets of one build: which URLs are local, their copies, and the ones not found. */
export class SiteAssets {
  private readonly copies = new Map<string, SiteFile | null>();
  private readonly referrers = new Map<string, Set<string>>();
  /** Uploaded pictures to publish with their smaller copies, and what came of that. */
  private readonly resizable = new Set<string>();
  private readonly pictures = new Map<string, ResponsiveImage | null>();
  private readonly variants = new Map<string, VariantFile[]>();
  private readonly failures: string[] = [];
  /** The app origin's prefix in lower case, made once: local() runs for every URL of every page. */
  private readonly appPrefix: string;

  constructor(
    private readonly read: AssetReader,
    /** The app's origin: its absolute URLs are local too. */
    private readonly appOrigin: string,
    /** Makes the copies; without it no picture gets any. */
    private readonly images: ImageVariants | null = null,
  ) {
    this.appPrefix = `${appOrigin.toLowerCase()}/`;
  }

  private local(url: string): LocalUrl | null {
    let value = url.trim();
    if (value.slice(0, this.appPrefix.length).toLowerCase() === this.appPrefix) value = value.slice(this.appOrigin.length);
    if (!value.startsWith(`${SITE_ASSETS_URL}/`) && !value.startsWith(`${PUBLIC_STORAGE_URL}/`)) return null;
    const hashAt = value.indexOf('#');
    const fragment = hashAt < 0 ? '' : value.slice(hashAt);
    const path = (hashAt < 0 ? value : value.slice(0, hashAt)).split('?')[0];
    try {
      return { path: decodeURIComponent(path), fragment };
    } catch {
      return { path, fragment };
    }
  }

  readonly isAsset = (url: string): boolean => this.local(url) !== null;

  /** Notes the local assets among `urls`; `where` names the file that references them, for the warnings. */
  note(urls: Iterable<string>, where: string): void {
    for (const url of urls) {
      const local = this.local(url);
      if (!local) continue;
      let files = this.referrers.get(local.path);
      if (!files) this.referrers.set(local.path, (files = new Set()));
      files.add(where);
    }
  }

  /** Notes pictures that pages show responsively (uploads only): they are published with their smaller copies. */
  noteImages(urls: Iterable<string>, where: string): void {
    const listed = [...urls];
    this.note(listed, where);
    for (const url of listed) {
      const local = this.local(url);
      if (local?.path.startsWith(`${PUBLIC_STORAGE_URL}/`)) this.resizable.add(local.path);
    }
  }

  /** Reads every noted asset not read yet, several at a time, and makes the copies of the pictures. */
  async load(): Promise<void> {
    const pending = [...this.referrers.keys()].filter((path) => !this.copies.has(path) || (this.resizable.has(path) && !this.pictures.has(path)));
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const path = pending[next++];
        if (!this.copies.has(path)) {
          const source = await this.read(path);
          this.copies.set(path, source ? hashedAsset(source.name, source.extension, source.body) : null);
        }
        const copy = this.copies.get(path);
        if (copy && this.images && this.resizable.has(path)) await this.picture(path, copy, this.images);
      }
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, pending.length) }, worker));
  }

  /**
   * Where a loaded asset is published, relative to the site root (pages) or to the assets folder
   * (stylesheets); any other URL as written.
   */
  url(url: string, from: 'root' | 'assets' = 'root'): string {
    const local = this.local(url);
    const copy = local ? this.copies.get(local.path) : null;
    if (!local || !copy) return url;
    return (from === 'assets' ? copy.path.slice(ASSETS_DIR.length) : copy.path) + local.fragment;
  }

  /** The picture's copies, named after its own copy: two uploads of the same bytes each get theirs, whichever was read first. */
  private async picture(path: string, copy: SiteFile, images: ImageVariants): Promise<void> {
    try {
      const picture = await images.picture(copy);
      const variants = picture ? variantFiles(picture, copy) : [];
      this.variants.set(path, variants);
      this.pictures.set(path, picture && responsiveImage(picture, copy, variants));
    } catch (error) {
      // The picture is published as it is; the next build tries again.
      this.failures.push(`No smaller copies of ${path}: ${(error as Error).message}`);
      this.pictures.set(path, null);
    }
  }

  /** A loaded picture's size and candidates, for its <img>; null for any other URL. */
  readonly responsive = (url: string): ResponsiveImage | null => {
    const local = this.local(url);
    return (local && this.pictures.get(local.path)) ?? null;
  };

  files(): SiteFile[] {
    const copies = [...this.copies.values()].filter((file): file is SiteFile => file !== null);
    const variants = [...this.variants.values()].flat().map(({ path, body, contentType, hash }) => ({ path, body, contentType, hash }));
    return [...copies, ...variants];
  }

  warnings(): string[] {
    return [
      ...[...this.copies].filter(([, copy]) => copy === null).map(([path]) => `Not found, left as written: ${path} (in ${[...this.referrers.get(path)!].sort().join(', ')})`),
      ...this.failures,
    ].sort();
  }
}
