import type { PlanPalette } from '../../../../../common/ai/site-plan.ts';

// A neutral landscape picture in the site's colours: a pattern (dots, stripes, rings, waves or a
// grid, chosen by the seed) and, when the business has one, its icon in a disc at the centre. It
// shows nothing that could contradict the business, so it is decorative.

const WIDTH = 1200;
const HEIGHT = 800;

/** A small deterministic generator: the same seed draws the same picture. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pattern = (palette: PlanPalette, random: () => number) => string;

const PATTERNS: Pattern[] = [
  function dots(palette, random) {
    const step = 48 + Math.floor(random() * 32);
    const radius = 4 + Math.floor(random() * 6);
    return `<pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${radius}" fill="${palette.primary}" fill-opacity="0.35"/></pattern><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>`;
  },
  function stripes(palette, random) {
    const step = 36 + Math.floor(random() * 40);
    const angle = [30, 45, 60, 135][Math.floor(random() * 4)];
    return `<pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="${step / 2}" height="${step}" fill="${palette.accent}" fill-opacity="0.22"/></pattern><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>`;
  },
  function rings(palette, random) {
    const cx = Math.round(WIDTH * (0.2 + random() * 0.6));
    const cy = Math.round(HEIGHT * (0.2 + random() * 0.6));
    const gap = 40 + Math.floor(random() * 30);
    const circles = Array.from({ length: Math.ceil(WIDTH / gap) }, (_, i) => `<circle cx="${cx}" cy="${cy}" r="${(i + 1) * gap}"/>`).join('');
    return `<g fill="none" stroke="${palette.primary}" stroke-opacity="0.25" stroke-width="${6 + Math.floor(random() * 10)}">${circles}</g>`;
  },
  function waves(palette, random) {
    const gap = 50 + Math.floor(random() * 40);
    const height = 20 + Math.floor(random() * 30);
    const lines = Array.from({ length: Math.ceil(HEIGHT / gap) + 1 }, (_, i) => {
      const y = i * gap;
      return `<path d="M0 ${y} Q150 ${y - height} 300 ${y} T600 ${y} T900 ${y} T1200 ${y}"/>`;
    }).join('');
    return `<g fill="none" stroke="${palette.accent}" stroke-opacity="0.3" stroke-width="8">${lines}</g>`;
  },
  function grid(palette, random) {
    const step = 60 + Math.floor(random() * 40);
    return `<pattern id="p" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${palette.primary}" stroke-opacity="0.25" stroke-width="3"/></pattern><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#p)"/>`;
  },
];

/** The picture as SVG text; `icon` is a Lucide drawing in its 24×24 box (bundled/icons.ts). */
export function patternPicture(palette: PlanPalette, seed: number, icon: string | null): string {
  const random = randomFrom(seed);
  const pattern = PATTERNS[Math.floor(random() * PATTERNS.length)](palette, random);
  const size = 200;
  const emblem = icon
    ? `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="${size}" fill="${palette.primary}"/>` +
      `<g transform="translate(${WIDTH / 2 - size * 0.6} ${HEIGHT / 2 - size * 0.6}) scale(${(size * 1.2) / 24})" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${icon}</g>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.light}"/>${pattern}${emblem}</svg>`
  );
}
