import { colord } from 'colord';

// Colour arithmetic for the palette: HSL to hex and the WCAG contrast ratio the palette rules are
// written in (primary carries white text, accent reads on dark).

/** #rrggbb from hue (degrees, wrapped), saturation and lightness (0..100, clamped). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  return colord({ h: hue, s: saturation, l: lightness }).toHex();
}

/** WCAG relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const { r, g, b } = colord(hex).toRgb();
  const [lr, lg, lb] = [r, g, b].map((channel) => channel / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG contrast ratio, 1 (same) to 21 (black on white); the order of the colours does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}
