import type { PlanImage, PlanPalette } from '../../../../../common/ai/site-plan.ts';
import { iconDrawing, iconFor } from '../bundled/icons.ts';
import { patternPicture } from '../bundled/pattern.ts';
import type { FoundPicture, PictureSlot, PictureSource, PictureSubject, SourceRun } from '../types.ts';

// Always there, offline: a neutral pattern in the site's colours with the business's icon, made
// for the slot. A catalogue picture the plan already names stays only when it shows what the
// business is about (dishes for a restaurant); a wrong scene (mountains for a dentist) never does.

const FOOD_KINDS = ['bakery', 'cafe', 'restaurant', 'bar', 'hotel', 'catering', 'food', 'pizzeria', 'bistro'];

/** Catalogue pictures and the kinds they show truthfully. */
const FITTING: Partial<Record<PlanImage, string[]>> = {
  'dish-dessert': FOOD_KINDS,
  'dish-pasta': FOOD_KINDS,
  'dish-salad': FOOD_KINDS,
  'dining-room': FOOD_KINDS,
  'blog-coffee': ['cafe', 'bakery', 'coffee'],
  'app-dashboard': ['saas', 'software', 'app'],
};

export function catalogueFits(image: unknown, subject: Pick<PictureSubject, 'kind' | 'words'>): boolean {
  if (typeof image !== 'string') return false;
  const kinds = FITTING[image as PlanImage];
  return Boolean(kinds && (kinds.includes(subject.kind) || subject.words.some((word) => kinds.includes(word))));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The palette as SVG may take it: colours only (a plan from an endpoint is not trusted to be clean). */
function safePalette(palette: PlanPalette): PlanPalette {
  const fallback: PlanPalette = { primary: '#2f5d8a', primaryDark: '#1f3f5f', accent: '#d98f3a', dark: '#1e2329', light: '#f4f1ec' };
  return Object.fromEntries(Object.entries(fallback).map(([key, value]) => [key, HEX.test(palette[key as keyof PlanPalette] ?? '') ? palette[key as keyof PlanPalette] : value])) as unknown as PlanPalette;
}

export function bundledSvg(subject: PictureSubject, slotIndex: number): string {
  const icon = iconFor(subject);
  return patternPicture(safePalette(subject.palette), subject.seed * 31 + slotIndex, icon ? iconDrawing(icon) : null);
}

export const bundledSource: PictureSource = {
  name: 'bundled',
  find(slot: PictureSlot, run: SourceRun): Promise<FoundPicture> {
    if (catalogueFits(slot.current, run.subject)) return Promise.resolve({ kind: 'keep' });
    return Promise.resolve({ kind: 'bytes', bytes: Buffer.from(bundledSvg(run.subject, slot.index)), mime: 'image/svg+xml', alt: '' });
  },
};
