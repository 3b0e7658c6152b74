import { colord } from 'colord';
import type { PlanPalette } from '../../../../common/ai/site-plan.ts';

// The plan's colours, made to read: a generator promises contrast but the renderer does not
// trust it, since Lighthouse's color-contrast must pass whatever was planned. Each colour moves
// towards black or white only as far as the text site.css puts on it needs (WCAG AA, 4.5:1).

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const AA = 4.5;
/** site.css's text and muted text colours, which sit on the light background. */
const TEXT: Rgb = [0x1e, 0x29, 0x3b];
const MUTED: Rgb = [0x5b, 0x65, 0x76];
/** The faintest white site.css writes on the dark background: nav links (0.85 opacity) in the footer (0.75 white). */
const FAINT_WHITE = 0.6;

/** site.css's own colours, for a plan colour that is not #rrggbb. */
const DEFAULTS: PlanPalette = { primary: '#2563eb', primaryDark: '#1d4ed8', accent: '#f59e0b', dark: '#0f172a', light: '#f1f5f9' };

const rgb = (channels: readonly number[]): Rgb => [channels[0], channels[1], channels[2]];

function parse(hex: unknown): Rgb | null {
  if (typeof hex !== 'string' || !/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const { r, g, b } = colord(hex).toRgb();
  return [r, g, b];
}

function hex([r, g, b]: Rgb): string {
  return colord({ r, g, b }).toHex();
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return rgb(from.map((channel, index) => channel + (to[index] - channel) * amount));
}

function luminance(color: Rgb): number {
  const [r, g, b] = color.map((channel) => {
    const c = Math.round(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The colour moved towards `to` in small steps until `reads` holds (it does at `to` itself). */
function until(color: Rgb, to: Rgb, reads: (candidate: Rgb) => boolean): Rgb {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, to, step / 20);
    if (reads(candidate)) return candidate;
  }
  return to;
}

export function readablePalette(palette: Partial<PlanPalette> | undefined): PlanPalette {
  const given = (key: keyof PlanPalette) => parse(palette?.[key]) ?? parse(DEFAULTS[key])!;
  const onWhite = (candidate: Rgb) => contrast(candidate, WHITE) >= AA;
  // Buttons, links and eyebrows: white text on it, and it as text on white.
  const primary = until(given('primary'), BLACK, onWhite);
  const primaryDark = until(given('primaryDark'), BLACK, onWhite);
  // The navbar, footer and dark hero: white text, some of it translucent.
  const dark = until(given('dark'), BLACK, (candidate) => contrast(mix(candidate, WHITE, FAINT_WHITE), candidate) >= AA);
  // Alternate sections: text, muted text and primary links on it. White passes all three.
  const light = until(given('light'), WHITE, (candidate) => [TEXT, MUTED, primary].every((text) => contrast(text, candidate) >= AA));
  // The dark hero's eyebrow.
  const accent = until(given('accent'), WHITE, (candidate) => contrast(candidate, dark) >= AA);
  return { primary: hex(primary), primaryDark: hex(primaryDark), accent: hex(accent), dark: hex(dark), light: hex(light) };
}
