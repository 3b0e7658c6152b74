import { defaultTreeAdapter, parseFragment, type DefaultTreeAdapterTypes as P5 } from 'parse5';
import { escapeAttribute } from '../../../../common/editor/html.ts';
import type { StorageDriver } from '../../../storage/driver.ts';
import { ASSETS_DIR, hashedAsset, sha256 } from './files.ts';
import { encodeVariants, type RasterType } from './responsive-images-encoder.ts';
import type { SiteFile } from './types.ts';

// The pictures of a collection's items in the sizes a browser needs: for each uploaded JPEG or
// PNG an item shows, smaller copies at a few widths (never wider than the picture), published as
// content-addressed assets beside it, and an <img> that offers them all (srcset with widths,
// sizes for the post column or a card) with the picture's own width and height, so nothing moves
// when it loads. Encoding is slow (jimp, in a worker thread): the copies are kept in the uploads
// disk under the source's content hash, so a picture is encoded once, whichever build or deploy
// needs it again.

/** The widths of the copies; the picture itself stays the widest candidate. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** What the browser is told of the width a picture is shown at: a post column (site.css's .container), or a card in a grid. */
export const IMAGE_SIZES = {
  item: '(min-width: 1200px) 1140px, (min-width: 992px) 960px, (min-width: 768px) 720px, 100vw',
  card: '(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw',
} as const;
export type ImageRole = keyof typeof IMAGE_SIZES;

/** Bump when the widths or the encoding change: older copies are then never read again. */
const CACHE_PREFIX = 'image-variants/v1';
/** Decoding takes 4 bytes a pixel: a picture larger than this is published as it is. */
const MAX_PIXELS = 40_000_000;

export interface VariantFile extends SiteFile {
  width: number;
}

/** A picture's shown size and its smaller copies (narrowest first), whatever it is named. */
export interface Picture {
  width: number;
  height: number;
  variants: { width: number; body: Buffer }[];
}

/** A picture as pages offer it: its size and every candidate (the picture last), paths relative to the site root. */
export interface ResponsiveImage {
  width: number;
  height: number;
  candidates: { path: string; width: number }[];
}

type CachedPicture = { width: number; height: number; variants: { width: number; hash: string }[] } | { unreadable: true };

const SIGNATURES: Record<RasterType, number[]> = { jpeg: [0xff, 0xd8, 0xff], png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };

/** JPEG or PNG by the bytes, not by the name: an upload named .png may be anything. */
function rasterType(body: Buffer): RasterType | null {
  for (const [type, signature] of Object.entries(SIGNATURES) as [RasterType, number[]][]) if (signature.every((byte, i) => body[i] === byte)) return type;
  return null;
}

/** Pixels by the header (PNG's IHDR, JPEG's start of frame), before anything is decoded; null when it cannot be found. */
function pixelCount(body: Buffer, type: RasterType): number | null {
  if (type === 'png') return body.length >= 24 ? body.readUInt32BE(16) * body.readUInt32BE(20) : null;
  let at = 2;
  while (at + 9 < body.length) {
    if (body[at] !== 0xff) return null;
    const marker = body[at + 1];
    if (marker === 0xff) {
      at += 1;
    } else if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return body.readUInt16BE(at + 5) * body.readUInt16BE(at + 7);
    } else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
    } else {
      at += 2 + body.readUInt16BE(at + 2);
    }
  }
  return null;
}

function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1);
}

/**
 * The copies of a build's pictures: read from the cache, or encoded and cached. One per build;
 * each content is worked on once, however many uploads (under other names) hold it.
 */
export class ImageVariants {
  private readonly pictures = new Map<string, Promise<Picture | null>>();

  constructor(
    /** Where copies are kept between builds; null when the disk cannot be used (each build then encodes again). */
    private readonly cache: StorageDriver | null,
  ) {}

  /** The copies of an asset the site publishes (its hashed copy); null when it is no picture to resize. */
  picture(copy: SiteFile): Promise<Picture | null> {
    let picture = this.pictures.get(copy.hash);
    if (!picture) {
      picture = this.make(copy);
      this.pictures.set(copy.hash, picture);
    }
    return picture;
  }

  private async make(copy: SiteFile): Promise<Picture | null> {
    const type = rasterType(copy.body);
    const pixels = type ? pixelCount(copy.body, type) : null;
    if (!type || pixels === null || pixels > MAX_PIXELS) return null;
    const extension = extensionOf(copy.path);
    const cached = await this.cached(copy.hash, extension);
    if (cached !== undefined) return cached;
    const encoded = await encodeVariants(copy.body, type, VARIANT_WIDTHS);
    if (!encoded) {
      await this.store(`${CACHE_PREFIX}/${copy.hash}/meta.json`, Buffer.from(JSON.stringify({ unreadable: true } satisfies CachedPicture)));
      return null;
    }
    for (const variant of encoded.variants) await this.store(this.variantKey(copy.hash, variant.width, extension), variant.body);
    const meta: CachedPicture = { width: encoded.width, height: encoded.height, variants: encoded.variants.map((variant) => ({ width: variant.width, hash: sha256(variant.body) })) };
    // The description last: a cache entry is only read once all its copies are stored.
    await this.store(`${CACHE_PREFIX}/${copy.hash}/meta.json`, Buffer.from(JSON.stringify(meta)));
    return { width: encoded.width, height: encoded.height, variants: encoded.variants.map(({ width, body }) => ({ width, body })) };
  }

  private variantKey(hash: string, width: number, extension: string): string {
    return `${CACHE_PREFIX}/${hash}/${width}.${extension}`;
  }

  /** The cached picture; undefined when the cache has none (or a damaged one). */
  private async cached(hash: string, extension: string): Promise<Picture | null | undefined> {
    const meta = await this.read(`${CACHE_PREFIX}/${hash}/meta.json`);
    if (!meta) return undefined;
    let entry: CachedPicture;
    try {
      entry = JSON.parse(meta.toString('utf8')) as CachedPicture;
    } catch {
      return undefined;
    }
    if ('unreadable' in entry) return null;
    const variants: Picture['variants'] = [];
    for (const variant of entry.variants) {
      const body = await this.read(this.variantKey(hash, variant.width, extension));
      if (!body || sha256(body) !== variant.hash) return undefined;
      variants.push({ width: variant.width, body });
    }
    return { width: entry.width, height: entry.height, variants };
  }

  /** The cached bytes; null when they are missing or cannot be read, which only costs an encoding. */
  private async read(key: string): Promise<Buffer | null> {
    if (!this.cache) return null;
    try {
      return Buffer.concat((await (await this.cache.get(key)).toArray()) as Buffer[]);
    } catch {
      return null;
    }
  }

  private async store(key: string, body: Buffer): Promise<void> {
    // A cache that cannot be written only costs the next build the encoding again.
    await this.cache?.put(key, body, { mime: key.endsWith('.json') ? 'application/json' : 'application/octet-stream', size: body.length }).catch(() => undefined);
  }
}

/** A picture's copies as files of the site, named after the asset `copy` (`<name>-480w.<hash>.jpg`). */
export function variantFiles(picture: Picture, copy: SiteFile): VariantFile[] {
  const name = copy.path.slice(ASSETS_DIR.length).split('.')[0];
  return picture.variants.map((variant) => ({ ...hashedAsset(`${name}-${variant.width}w`, extensionOf(copy.path), variant.body), width: variant.width }));
}

/** The candidates of a picture whose copies are `variants` and which is published as `copy`: the copies, then itself. */
export function responsiveImage(picture: Picture, copy: SiteFile, variants: readonly VariantFile[]): ResponsiveImage {
  return { width: picture.width, height: picture.height, candidates: [...variants.map((variant) => ({ path: variant.path, width: variant.width })), { path: copy.path, width: picture.width }] };
}

interface Attribute {
  name: string;
  value: string;
}

const valueOf = (attrs: readonly Attribute[], name: string) => attrs.find((attr) => attr.name === name)?.value;

function withDefault(attrs: Attribute[], name: string, value: string): Attribute[] {
  return valueOf(attrs, name) === undefined ? [...attrs, { name, value }] : attrs;
}

function dimension(value: string | undefined): number | null {
  const n = value === undefined ? NaN : Number(value.trim());
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** Width and height: the picture's, or the one the markup gives with the other in the picture's proportion. */
function withSize(attrs: Attribute[], image: ResponsiveImage): Attribute[] {
  const width = valueOf(attrs, 'width');
  const height = valueOf(attrs, 'height');
  if (width === undefined && height === undefined) return [...attrs, { name: 'width', value: String(image.width) }, { name: 'height', value: String(image.height) }];
  const givenWidth = dimension(width);
  const givenHeight = dimension(height);
  if (givenWidth !== null && height === undefined) return [...attrs, { name: 'height', value: String(Math.round((givenWidth * image.height) / image.width)) }];
  if (givenHeight !== null && width === undefined) return [...attrs, { name: 'width', value: String(Math.round((givenHeight * image.width) / image.height)) }];
  return attrs;
}

function startTag(attrs: readonly Attribute[]): string {
  return `<img${attrs.map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join('')}>`;
}

function imageElements(node: P5.ParentNode, out: P5.Element[]): P5.Element[] {
  for (const child of node.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    if (child.tagName === 'img') out.push(child);
    imageElements(child.tagName === 'template' ? defaultTreeAdapter.getTemplateContent(child as P5.Template) : child, out);
  }
  return out;
}

/**
 * The pictures of one page of the collections. The first picture of an item's own fields loads
 * at once (it is usually in view when the page opens); every other one when it comes near.
 */
export class PageImages {
  private firstPending: boolean;

  constructor(
    private readonly lookup: (url: string) => ResponsiveImage | null,
    /** Before the site-root paths: "/" on a page below the root. */
    private readonly prefix: string,
    itemPage: boolean,
  ) {
    this.firstPending = itemPage;
  }

  /**
   * The attributes of an <img> with the candidates, sizes and size of its picture added; what the
   * markup already says (a designer's width, an author's srcset) stays. Any other picture (an
   * SVG, another site's) as it is.
   */
  attributes(attrs: Attribute[], role: ImageRole): Attribute[] {
    const first = role === 'item' && this.firstPending;
    if (role === 'item') this.firstPending = false;
    const src = valueOf(attrs, 'src');
    const image = src ? this.lookup(src) : null;
    if (!image) return attrs;
    let out = attrs;
    if (image.candidates.length > 1 && valueOf(out, 'srcset') === undefined) {
      out = withDefault([...out, { name: 'srcset', value: image.candidates.map((candidate) => `${this.prefix}${candidate.path} ${candidate.width}w`).join(', ') }], 'sizes', IMAGE_SIZES[role]);
    }
    out = withSize(out, image);
    if (!first) out = withDefault(out, 'loading', 'lazy');
    return withDefault(out, 'decoding', 'async');
  }

  /** Rich text with each of its pictures' <img> given what attributes() gives. */
  html(html: string, role: ImageRole): string {
    if (!/<img\b/i.test(html)) return html;
    const images = imageElements(parseFragment(html, { sourceCodeLocationInfo: true }), []);
    let out = '';
    let position = 0;
    for (const image of images) {
      const location = image.sourceCodeLocation?.startTag;
      const attrs = image.attrs.map((attr) => ({ name: attr.name, value: attr.value }));
      const changed = this.attributes(attrs, role);
      if (!location || changed === attrs) continue;
      out += html.slice(position, location.startOffset) + startTag(changed);
      position = location.endOffset;
    }
    return out + html.slice(position);
  }
}
