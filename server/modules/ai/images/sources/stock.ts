import type { PlanPicture } from '../../../../../common/ai/site-plan.ts';
import type { AppContext } from '../../../../context.ts';
import { downloadPicture } from '../http.ts';
import { describePicture, searchTerms } from '../phrases.ts';
import type { FoundPicture, PictureSlot, PictureSource, SourceRun } from '../types.ts';
import type { ImageSource } from '../../../../../common/ai/image-settings.ts';

// What the stock photo sources share: one search per query and site (the subject and the part of
// the site, in the site's language), a photo picked among the results by the seed, never one the
// site already shows, downloaded through the outbound guard.

export interface StockPhoto {
  id: string;
  /** The picture's bytes, landscape and web-sized. */
  downloadUrl: string;
  /** The provider's description, in English. */
  description: string;
  credit: NonNullable<PlanPicture['credit']>;
  /** What the provider's terms ask for when the photo is used (Unsplash's download tracking). */
  onUse?: () => Promise<void>;
}

export type StockSearch = (query: string, run: SourceRun) => Promise<StockPhoto[]>;

const MAX_ALT = 150;

function providerAlt(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const short = text.length > MAX_ALT ? `${text.slice(0, text.lastIndexOf(' ', MAX_ALT)).replace(/[,;:]$/, '')}…` : text;
  return short.charAt(0).toUpperCase() + short.slice(1);
}

export function stockSource(ctx: AppContext, name: ImageSource, search: StockSearch): PictureSource {
  const searches = new Map<string, Promise<StockPhoto[]>>();
  const results = (query: string, run: SourceRun) => {
    let found = searches.get(query);
    if (!found) searches.set(query, (found = search(query, run)));
    return found;
  };
  return {
    name,
    async find(slot: PictureSlot, run: SourceRun): Promise<FoundPicture | null> {
      const fresh = (photos: StockPhoto[]) => photos.filter((photo) => !run.used.has(`${name}:${photo.id}`));
      let candidates = fresh(await results(searchTerms(run.subject, slot.role), run));
      // A narrow search ("dental practice team") that found nothing new: the subject alone.
      if (!candidates.length && slot.role !== 'gallery') candidates = fresh(await results(searchTerms(run.subject, 'gallery'), run));
      if (!candidates.length) return null;
      const photo = candidates[run.subject.seed % candidates.length];
      run.used.add(`${name}:${photo.id}`);
      const { bytes, mime } = await downloadPicture(ctx, name, photo.downloadUrl, run.signal);
      const alt = (run.subject.language === 'en' && providerAlt(photo.description)) || describePicture(run.subject, slot.role);
      return { kind: 'bytes', bytes, mime, alt, credit: photo.credit, onUse: photo.onUse };
    },
  };
}
