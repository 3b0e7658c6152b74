// CSS values as the style panel's controls hold them: lengths with units, colours with alpha,
// shadows by angle and distance, linear gradients, background images, the class names of a
// stylesheet. Pure functions, so each control's round trip (CSS → control → CSS) is unit-tested.

import { colorFromRgb, parseCssColor } from '../../../../../../common/color.ts';

export interface Length {
  value: number;
  /** A CSS unit, or a keyword unit such as 'auto' (then `value` is ignored). */
  unit: string;
}

export const LENGTH_UNITS = ['px', 'em', 'rem', '%', 'vw', 'vh'] as const;
export const KEYWORD_UNITS = new Set(['auto']);

const NUMBER = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/i;

/** Two decimals at most: what a scrub or a conversion leaves stays readable. */
export function roundValue(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

export function parseLength(text: string, defaultUnit = 'px'): Length | null {
  const trimmed = text.trim().toLowerCase();
  if (KEYWORD_UNITS.has(trimmed)) return { value: 0, unit: trimmed };
  const match = NUMBER.exec(trimmed);
  if (!match) return null;
  return { value: Number(match[1]), unit: match[2] || defaultUnit };
}

export function formatLength(length: Length): string {
  return KEYWORD_UNITS.has(length.unit) ? length.unit : `${roundValue(length.value)}${length.unit}`;
}

/** Font-relative units against the browser's default 16 px: a unit switch keeps the size. */
const PX_PER_UNIT: Record<string, number> = { px: 1, em: 16, rem: 16 };

/** The same length in another unit where the conversion is known, else the number kept. */
export function convertLength(length: Length, unit: string): Length {
  const from = PX_PER_UNIT[length.unit];
  const to = PX_PER_UNIT[unit];
  if (KEYWORD_UNITS.has(length.unit)) return { value: 0, unit };
  return { value: from && to ? roundValue((length.value * from) / to) : length.value, unit };
}

/** Arrow keys and scrubbing: `steps` whole units (Shift makes the caller pass 10x). */
export function nudge(value: number, steps: number): number {
  return roundValue(value + steps);
}

// ---------- colours ----------

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Hex (3, 4, 6 or 8 digits), rgb() and hsl() in comma or space syntax, named colours and transparent. */
export function parseColor(text: string): Rgba | null {
  const color = parseCssColor(text);
  if (!color) return null;
  const { r, g, b, a } = color.toRgb();
  return { r, g, b, a: roundValue(a) };
}

/** Opaque colours as #rrggbb (how the palette writes them), others as rgba(). */
export function formatColor(color: Rgba): string {
  if (color.a >= 1) return colorFromRgb(color.r, color.g, color.b).toHex();
  return `rgba(${color.r},${color.g},${color.b},${roundValue(color.a)})`;
}

/** The same colour in the notation the picker (react-colorful's rgba string) reads. */
export function toRgbaString(text: string): string {
  const color = parseColor(text) ?? { r: 0, g: 0, b: 0, a: 1 };
  return `rgba(${color.r}, ${color.g}, ${color.b}, ${roundValue(color.a)})`;
}

/**
 * Any colour notation → the panel's notation. Named colours (red, transparent) read better than
 * their hex and are kept as typed, and so is text that is no colour (currentcolor, var(--x)).
 */
export function normalizeColor(text: string): string {
  const trimmed = text.trim();
  const color = /^[a-z]+$/i.test(trimmed) ? null : parseColor(trimmed);
  return color ? formatColor(color) : trimmed;
}

// ---------- lists inside values ----------

/** Splits on `separator` outside parentheses and quotes (shadow lists, gradient stops). */
export function splitTopLevel(value: string, separator: ',' | ' '): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    const splits = separator === ' ' ? /\s/.test(char) : char === separator;
    if (splits && depth === 0 && !quote) {
      if (current.trim()) parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

// ---------- shadows ----------

export type ShadowType = 'box' | 'text';

export interface Shadow {
  type: ShadowType;
  color: string;
  /** Direction the shadow falls, degrees clockwise from the right (90 = straight down). */
  angle: number;
  distance: number;
  blur: number;
  spread: number;
  inset: boolean;
}

export const SHADOW_PROPERTY: Record<ShadowType, string> = { box: 'box-shadow', text: 'text-shadow' };

export function shadowOffsets(shadow: Pick<Shadow, 'angle' | 'distance'>): { x: number; y: number } {
  const radians = (shadow.angle * Math.PI) / 180;
  return { x: roundValue(shadow.distance * Math.cos(radians)), y: roundValue(shadow.distance * Math.sin(radians)) };
}

function angleOf(x: number, y: number): number {
  if (x === 0 && y === 0) return 90;
  return Math.round(((Math.atan2(y, x) * 180) / Math.PI + 360) % 360);
}

/** One `box-shadow` or `text-shadow` value → its shadows (none → []). */
export function parseShadows(value: string, type: ShadowType): Shadow[] {
  const trimmed = value.trim();
  if (!trimmed || trimmed === 'none') return [];
  return splitTopLevel(trimmed, ',').flatMap((part) => {
    const lengths: number[] = [];
    let color = 'currentcolor';
    let inset = false;
    for (const token of splitTopLevel(part, ' ')) {
      const length = parseLength(token);
      if (token.toLowerCase() === 'inset') inset = true;
      else if (length && !KEYWORD_UNITS.has(length.unit)) lengths.push(length.value);
      else color = normalizeColor(token);
    }
    if (lengths.length < 2) return [];
    const [x, y, blur = 0, spread = 0] = lengths;
    return [{ type, color, angle: angleOf(x, y), distance: roundValue(Math.hypot(x, y)), blur, spread: type === 'box' ? spread : 0, inset: type === 'box' && inset }];
  });
}

/** Shadows of one type → the CSS value ('none' when there are none). */
export function formatShadows(shadows: readonly Shadow[]): string {
  if (shadows.length === 0) return 'none';
  return shadows
    .map((shadow) => {
      const { x, y } = shadowOffsets(shadow);
      const lengths = shadow.type === 'box' ? [x, y, shadow.blur, shadow.spread] : [x, y, shadow.blur];
      return [shadow.type === 'box' && shadow.inset ? 'inset' : '', ...lengths.map((n) => `${roundValue(n)}px`), shadow.color].filter(Boolean).join(' ');
    })
    .join(', ');
}

// ---------- gradients and background images ----------

export interface GradientStop {
  color: string;
  /** Percent along the gradient line. */
  position: number;
}

export interface Gradient {
  angle: number;
  stops: GradientStop[];
}

const SIDE_ANGLES: Record<string, number> = {
  'to top': 0,
  'to top right': 45,
  'to right top': 45,
  'to right': 90,
  'to bottom right': 135,
  'to right bottom': 135,
  'to bottom': 180,
  'to bottom left': 225,
  'to left bottom': 225,
  'to left': 270,
  'to top left': 315,
  'to left top': 315,
};

/** A linear-gradient() value → angle and stops (stops without positions are spread evenly). */
export function parseGradient(value: string): Gradient | null {
  const match = /^linear-gradient\((.*)\)$/i.exec(value.trim());
  if (!match) return null;
  const parts = splitTopLevel(match[1], ',');
  let angle = 180;
  const first = parts[0]?.toLowerCase() ?? '';
  if (/^-?[\d.]+deg$/.test(first)) {
    angle = parseFloat(first);
    parts.shift();
  } else if (first in SIDE_ANGLES) {
    angle = SIDE_ANGLES[first];
    parts.shift();
  }
  if (parts.length < 2) return null;
  const stops = parts.map((part, index) => {
    const tokens = splitTopLevel(part, ' ');
    const position = tokens.length > 1 && /%$/.test(tokens[tokens.length - 1]) ? parseFloat(tokens.pop()!) : (index / (parts.length - 1)) * 100;
    return { color: normalizeColor(tokens.join(' ')), position: roundValue(position) };
  });
  return { angle, stops };
}

export function formatGradient(gradient: Gradient): string {
  return `linear-gradient(${roundValue(gradient.angle)}deg, ${gradient.stops.map((stop) => `${stop.color} ${roundValue(stop.position)}%`).join(', ')})`;
}

export type BackgroundKind = 'color' | 'gradient' | 'image';

/** What a `background-image` value is: none (a plain colour), a gradient or an image. */
export function backgroundKind(backgroundImage: string): BackgroundKind {
  const value = backgroundImage.trim().toLowerCase();
  if (/^(repeating-)?(linear|radial|conic)-gradient\(/.test(value)) return 'gradient';
  if (value.startsWith('url(')) return 'image';
  return 'color';
}

/** The URL of a `url(...)` background image, or null. */
export function imageUrlOf(backgroundImage: string): string | null {
  const match = /^url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)$/i.exec(backgroundImage.trim());
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}

/** A background-image value for a URL; characters that could end the value are escaped. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[\s"'()\\<>;{}!]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)}")`;
}

// ---------- four sides ----------

const SIDES = ['top', 'right', 'bottom', 'left'] as const;
export type BoxProperty = 'padding' | 'margin' | 'border-width' | 'border-radius';

const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;

/** The four longhands of a box property, in top, right, bottom, left order (corners clockwise). */
export function sideProperties(box: BoxProperty): string[] {
  if (box === 'border-width') return SIDES.map((side) => `border-${side}-width`);
  if (box === 'border-radius') return CORNERS.map((corner) => `border-${corner}-radius`);
  return SIDES.map((side) => `${box}-${side}`);
}

// ---------- stylesheet class names ----------

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g;

/** The class names a stylesheet's selectors use (suggestions for the class list), sorted. */
export function classNamesInCss(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  let prelude = '';
  for (const char of text) {
    if (char === '{') {
      const selector = prelude.trim();
      // @media and friends hold rules; their own preludes are not selectors.
      if (!selector.startsWith('@')) for (const match of selector.matchAll(CLASS_IN_SELECTOR)) names.add(match[1]);
      prelude = '';
    } else if (char === '}' || char === ';') prelude = '';
    else prelude += char;
  }
  return [...names].sort();
}
