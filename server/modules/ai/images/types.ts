import type { ImageSource } from '../../../../common/ai/image-settings.ts';
import type { PlanLanguage, PlanPalette, PlanPicture } from '../../../../common/ai/site-plan.ts';

// What every picture source shares (sources/*.ts) and what illustrate.ts hands them.

/** Where a picture goes: the part of the site it shows, which decides what to look for. */
export type PictureRole = 'hero' | 'about' | 'gallery' | 'post';

/** Picture types a site may keep: what browsers show everywhere, nothing that runs. */
export const PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif' } as const;
export type PhotoMime = keyof typeof PHOTO_TYPES;

/** A picture slot of the plan: its role, its place among the slots, and the picture it has now. */
export interface PictureSlot {
  role: PictureRole;
  /** 0 for the first slot of the site (the home page's hero when it has one). */
  index: number;
  current: unknown;
}

/** What the site is about, as the sources search, prompt and describe it. */
export interface PictureSubject {
  /** The plan's kind, in the composer's words (bakery, law-firm, bicycle-repair). */
  kind: string;
  /** The site's name, for descriptions when the kind has no words of its own in the language. */
  name: string;
  /** Words that tell the business apart, most telling first (the kind's, then the prompt's). */
  words: string[];
  language: PlanLanguage;
  palette: PlanPalette;
  seed: number;
}

/** A picture a source found: bytes to store in the site's storage, or one already there. */
export type FoundPicture =
  | { kind: 'bytes'; bytes: Buffer; mime: string; alt: string; credit?: PlanPicture['credit']; onUse?: () => Promise<void> }
  | { kind: 'stored'; src: string; alt: string }
  /** The plan's own catalogue picture fits the business and stays. */
  | { kind: 'keep' };

/** The run a source serves: its subject, what is already used, and when to stop. */
export interface SourceRun {
  subject: PictureSubject;
  /** Ids of pictures used on this site (`unsplash:<id>`, `upload:<id>`): none is used twice. */
  used: Set<string>;
  signal: AbortSignal;
}

export interface PictureSource {
  readonly name: ImageSource;
  /** A picture for the slot, or null when this source has none; throwing means the source failed and is not asked again. */
  find(slot: PictureSlot, run: SourceRun): Promise<FoundPicture | null>;
}

/** A source that answered wrongly (down, refused, garbage): the next source takes over. */
export class SourceError extends Error {
  constructor(source: string, message: string) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}
