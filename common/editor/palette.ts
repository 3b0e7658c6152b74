// The style panel's preset palette and the style defaults: 17 named colours c0–c16 (dark ones
// with a white foreground) plus c-custom, 17 gradients g1–g17 plus g-custom, 17 background images
// img0–img16 plus i-custom; white background, black text, weight 400, 16px, no border or shadow.
// Ids, names and order are the product's; the editor and the tests read them from here.

export interface PaletteColor {
  id: string;
  name: string;
  value: string;
  /** Text colour that reads on this colour: white on the dark ones. */
  foreground: string;
}

export interface PaletteGradient {
  id: string;
  label: string;
  value: string;
  foreground: string;
}

export interface PaletteImage {
  id: string;
  label: string;
  /** File under templates/site/backgrounds, served at BACKGROUNDS_URL. */
  file: string;
  url: string;
  /** Patterns tile at their own size; pictures cover the element. */
  repeat: 'repeat' | 'no-repeat';
  size: 'auto' | 'cover';
  position: string;
  foreground: string;
}

const WHITE = '#ffffff';
const BLACK = '#000000';

export const CUSTOM_COLOR_ID = 'c-custom';
export const CUSTOM_GRADIENT_ID = 'g-custom';
export const CUSTOM_IMAGE_ID = 'i-custom';

export const BACKGROUNDS_URL = '/site-assets/backgrounds';

/** Half-transparent black: the colour a new box shadow starts with. */
export const DEFAULT_SHADOW_COLOR = 'rgba(0,0,0,0.5)';

/** What an element looks like before anything is set. */
export const STYLE_DEFAULTS = {
  backgroundColor: WHITE,
  color: BLACK,
  fontWeight: '400',
  fontStyle: 'normal',
  textAlign: 'left',
  fontSize: { value: 16, unit: 'px' },
  borderStyle: 'none',
  shadows: [] as const,
} as const;

const color = (index: number, name: string, value: string, foreground = BLACK): PaletteColor => ({ id: `c${index}`, name, value, foreground });

export const PALETTE_COLORS: readonly PaletteColor[] = [
  color(0, 'White', '#ffffff'),
  color(1, 'Solitude', '#eaf6ff'),
  color(2, 'Wheat', '#f5deb3'),
  color(3, 'Cape Honey', '#fee5ac'),
  color(4, 'Milk punch', '#fff6d4'),
  color(5, 'Dingy', '#b8b09b'),
  color(6, 'Aquamarine', '#7fffd4'),
  color(7, 'Cosmic Latte', '#fff8e7'),
  color(8, 'Geraldine', '#fb8989'),
  color(9, 'Sundown', '#ffb1b3'),
  color(10, 'Pelorous', '#3eabbf'),
  color(11, 'Deep Lilac', '#9955bb', WHITE),
  color(12, 'Blue marguerite', '#7666c6', WHITE),
  color(13, 'Americano', '#6b574e', WHITE),
  color(14, 'Black', '#000000', WHITE),
  color(15, 'Blue zodiac', '#13264d', WHITE),
  color(16, 'Comet', '#5c5d75', WHITE),
];

const gradient = (index: number, from: string, to: string, foreground = BLACK): PaletteGradient => ({
  id: `g${index}`,
  label: `Gradient ${index}`,
  value: `linear-gradient(135deg, ${from} 0%, ${to} 100%)`,
  foreground,
});

export const PALETTE_GRADIENTS: readonly PaletteGradient[] = [
  gradient(1, '#667eea', '#764ba2', WHITE),
  gradient(2, '#f093fb', '#f5576c'),
  gradient(3, '#4facfe', '#00f2fe'),
  gradient(4, '#43e97b', '#38f9d7'),
  gradient(5, '#fa709a', '#fee140'),
  gradient(6, '#2b5876', '#4e4376', WHITE),
  gradient(7, '#a8edea', '#fed6e3'),
  gradient(8, '#ff9a9e', '#fecfef'),
  gradient(9, '#ffecd2', '#fcb69f'),
  gradient(10, '#a1c4fd', '#c2e9fb'),
  gradient(11, '#d4fc79', '#96e6a1'),
  gradient(12, '#84fab0', '#8fd3f4'),
  gradient(13, '#cfd9df', '#e2ebf0'),
  gradient(14, '#0f2027', '#2c5364', WHITE),
  gradient(15, '#c31432', '#240b36', WHITE),
  gradient(16, '#1e3c72', '#2a5298', WHITE),
  gradient(17, '#f7971e', '#ffd200'),
];

const pattern = (index: number, label: string, file: string): PaletteImage => ({
  id: `img${index}`,
  label,
  file,
  url: `${BACKGROUNDS_URL}/${file}`,
  repeat: 'repeat',
  size: 'auto',
  position: 'center',
  foreground: BLACK,
});

const picture = (index: number, label: string, file: string, foreground: string): PaletteImage => ({
  ...pattern(index, label, file),
  repeat: 'no-repeat',
  size: 'cover',
  foreground,
});

export const PALETTE_IMAGES: readonly PaletteImage[] = [
  pattern(0, 'Dots', 'dots.svg'),
  pattern(1, 'Grid', 'grid.svg'),
  pattern(2, 'Diagonal stripes', 'diagonal-stripes.svg'),
  pattern(3, 'Lines', 'lines.svg'),
  pattern(4, 'Checks', 'checks.svg'),
  pattern(5, 'Zigzag', 'zigzag.svg'),
  pattern(6, 'Waves', 'waves.svg'),
  pattern(7, 'Triangles', 'triangles.svg'),
  pattern(8, 'Hexagons', 'hexagons.svg'),
  pattern(9, 'Crosses', 'crosses.svg'),
  pattern(10, 'Rings', 'rings.svg'),
  pattern(11, 'Diamonds', 'diamonds.svg'),
  pattern(12, 'Confetti', 'confetti.svg'),
  picture(13, 'Blobs', 'blobs.svg', BLACK),
  picture(14, 'Mountains', 'mountains.svg', WHITE),
  picture(15, 'Sunset', 'sunset.svg', WHITE),
  picture(16, 'Bokeh', 'bokeh.svg', WHITE),
];

const normalize = (value: string) => value.replace(/\s+/g, '').toLowerCase();

/** The palette colour with this CSS value (any spacing or case), or null for a custom colour. */
export function paletteColorOf(value: string): PaletteColor | null {
  const wanted = normalize(value);
  return PALETTE_COLORS.find((entry) => entry.value === wanted) ?? null;
}

export function paletteGradientOf(value: string): PaletteGradient | null {
  const wanted = normalize(value);
  return PALETTE_GRADIENTS.find((entry) => normalize(entry.value) === wanted) ?? null;
}

export function paletteImageOf(url: string): PaletteImage | null {
  return PALETTE_IMAGES.find((entry) => entry.url === url) ?? null;
}
