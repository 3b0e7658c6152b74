import type { PlanLanguage, PlanPicture, SitePlan } from '../../../../common/ai/site-plan.ts';
import type { AppContext } from '../../../context.ts';
import type { User } from '../../users/models.ts';
import { imageConfig } from './settings.ts';
import { pictureSlots, type PlanSlot } from './slots.ts';
import { catalogueFits, bundledSource } from './sources/bundled.ts';
import { generationSource } from './sources/generation.ts';
import { pexelsSource } from './sources/pexels.ts';
import { unsplashSource } from './sources/unsplash.ts';
import { uploadsSource } from './sources/uploads.ts';
import { storePicture, type PictureOwner } from './store.ts';
import type { FoundPicture, PictureSource, PictureSubject, SourceRun } from './types.ts';

// Fills a plan's picture places, each from the first source that has a picture: the user's own
// photos (in their order, the hero first), Unsplash, Pexels, the images endpoint, then the bundled
// patterns. A source that fails is not asked again; the sources that go out to the network share a
// time budget, after which the bundled patterns fill the rest. Pictures are stored in the user's
// storage (store.ts). Nothing here fails the generation: at worst a place keeps no picture.

export const PICTURE_BUDGET_MS = 20_000;
/** Places filled at once: photo downloads and image generations are slow one by one. */
const CONCURRENCY = 3;

export interface IllustrateOptions {
  user: User;
  /** The generation's workspace; null (or 0) for the user's own. */
  workspaceId: number | null;
  /** Ids of the user's file entries handed to the generation, in their order. */
  photos: readonly number[];
  language: PlanLanguage;
  /** Words that tell the business apart, most telling first (kind-words.ts). */
  kindWords: string[];
  seed: number;
  signal: AbortSignal;
  budgetMs?: number;
}

export async function illustratePlan(ctx: AppContext, plan: SitePlan, options: IllustrateOptions): Promise<SitePlan> {
  const illustrated = structuredClone(plan);
  const slots = pictureSlots(illustrated);
  if (!slots.length) return illustrated;
  const subject: PictureSubject = { kind: plan.kind, name: plan.name, words: options.kindWords, language: options.language, palette: plan.style.palette, seed: options.seed };
  const owner: PictureOwner = { user: options.user, workspaceId: options.workspaceId || null, siteName: plan.name };
  const filled = new Set<PlanSlot>();
  try {
    const config = await imageConfig();
    const budget = AbortSignal.any([options.signal, AbortSignal.timeout(options.budgetMs ?? PICTURE_BUDGET_MS)]);
    const run: SourceRun = { subject, used: new Set(), signal: budget };
    const online: PictureSource[] = [
      ...(config.unsplash ? [unsplashSource(ctx, config.unsplash)] : []),
      ...(config.pexels ? [pexelsSource(ctx, config.pexels)] : []),
      ...(config.generation ? [generationSource(ctx, config.generation)] : []),
    ];
    const failed = new Set<PictureSource>();

    const place = async (slot: PlanSlot, found: FoundPicture): Promise<void> => {
      if (found.kind === 'keep') {
        filled.add(slot);
        return;
      }
      const picture: PlanPicture =
        found.kind === 'stored'
          ? { src: found.src, alt: found.alt }
          : { src: await storePicture(ctx, owner, { bytes: found.bytes, mime: found.mime, role: slot.role, index: slot.index }), alt: found.alt, ...(found.credit ? { credit: found.credit } : {}) };
      slot.set(picture);
      filled.add(slot);
      if (found.kind === 'bytes' && found.onUse) await found.onUse().catch((error: unknown) => ctx.logger.warn({ err: error }, 'a picture source did not take note of its photo being used'));
    };

    /** Asks each source in turn; a source that throws is done for this site, a picture that cannot be stored is skipped. */
    const fill = async (slot: PlanSlot, sources: PictureSource[], signal: AbortSignal): Promise<boolean> => {
      for (const source of sources) {
        if (failed.has(source) || signal.aborted) continue;
        let found: FoundPicture | null;
        try {
          found = await source.find(slot, { ...run, signal });
        } catch (error) {
          options.signal.throwIfAborted();
          failed.add(source);
          ctx.logger.warn({ source: source.name, message: (error as Error).message }, 'a picture source failed; the next one takes over');
          continue;
        }
        if (!found) continue;
        try {
          await place(slot, found);
          return true;
        } catch (error) {
          options.signal.throwIfAborted();
          ctx.logger.warn({ err: error, source: source.name }, 'a picture could not be stored for the site');
        }
      }
      return false;
    };

    // The user's photos first and in order, so the first lands in the hero.
    if (options.photos.length) {
      const uploads = uploadsSource(ctx, options.user, options.photos);
      for (const slot of slots) if (!(await fill(slot, [uploads], options.signal))) break;
    }
    const queue = slots.filter((slot) => !filled.has(slot));
    const worker = async () => {
      for (let slot = queue.shift(); slot; slot = queue.shift()) {
        if (!(await fill(slot, online, budget))) await fill(slot, [bundledSource], options.signal);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  } catch (error) {
    if (options.signal.aborted) throw error;
    ctx.logger.warn({ err: error }, 'finding pictures for the site failed; it keeps only pictures that fit');
  }
  // A place still showing a catalogue picture that does not fit the business shows none.
  for (const slot of slots) if (!filled.has(slot) && !catalogueFits(slot.current, subject)) slot.set(undefined);
  return illustrated;
}
