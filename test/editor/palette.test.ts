import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import {
  CUSTOM_COLOR_ID,
  CUSTOM_GRADIENT_ID,
  CUSTOM_IMAGE_ID,
  DEFAULT_SHADOW_COLOR,
  PALETTE_COLORS,
  PALETTE_GRADIENTS,
  PALETTE_IMAGES,
  paletteColorOf,
  paletteGradientOf,
  paletteImageOf,
  STYLE_DEFAULTS,
} from '../../common/editor/palette.ts';

// The preset palette and the style defaults, exactly (common/editor/palette.ts).
const SPEC_NAMES = [
  'White', 'Solitude', 'Wheat', 'Cape Honey', 'Milk punch', 'Dingy', 'Aquamarine', 'Cosmic Latte', 'Geraldine',
  'Sundown', 'Pelorous', 'Deep Lilac', 'Blue marguerite', 'Americano', 'Black', 'Blue zodiac', 'Comet',
];

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('preset palette (common/editor/palette.ts)', () => {
  it('has the 17 named colours c0 to c16 with their names in order, plus c-custom', () => {
    expect(PALETTE_COLORS.map((c) => c.id)).to.deep.equal(Array.from({ length: 17 }, (_, i) => `c${i}`));
    expect(PALETTE_COLORS.map((c) => c.name)).to.deep.equal(SPEC_NAMES);
    expect(CUSTOM_COLOR_ID).to.equal('c-custom');
    for (const c of PALETTE_COLORS) expect(c.value, c.name).to.match(/^#[0-9a-f]{6}$/);
    expect(new Set(PALETTE_COLORS.map((c) => c.value)).size).to.equal(17);
    expect(PALETTE_COLORS.find((c) => c.name === 'White')!.value).to.equal('#ffffff');
    expect(PALETTE_COLORS.find((c) => c.name === 'Black')!.value).to.equal('#000000');
  });

  it('gives the dark colours a white foreground and the light ones black: whichever reads better', () => {
    for (const c of PALETTE_COLORS) {
      const better = contrast(c.value, '#ffffff') > contrast(c.value, '#000000') ? '#ffffff' : '#000000';
      expect(c.foreground, c.name).to.equal(better);
    }
    const dark = PALETTE_COLORS.filter((c) => c.foreground === '#ffffff').map((c) => c.name);
    expect(dark).to.include.members(['Black', 'Blue zodiac', 'Comet', 'Deep Lilac', 'Blue marguerite', 'Americano']);
  });

  it('has 17 gradients g1 to g17 plus g-custom, each a linear gradient with a readable foreground', () => {
    expect(PALETTE_GRADIENTS.map((g) => g.id)).to.deep.equal(Array.from({ length: 17 }, (_, i) => `g${i + 1}`));
    expect(CUSTOM_GRADIENT_ID).to.equal('g-custom');
    expect(new Set(PALETTE_GRADIENTS.map((g) => g.value)).size).to.equal(17);
    for (const g of PALETTE_GRADIENTS) {
      expect(g.value).to.match(/^linear-gradient\(\d+deg, #[0-9a-f]{6} 0%, #[0-9a-f]{6} 100%\)$/);
      const [from, to] = g.value.match(/#[0-9a-f]{6}/g)!;
      const worst = (fg: string) => Math.min(contrast(from, fg), contrast(to, fg));
      expect(g.foreground, g.id).to.equal(worst('#ffffff') > worst('#000000') ? '#ffffff' : '#000000');
    }
  });

  it('has 17 background images img0 to img16 plus i-custom, shipped as SVG files with the project', () => {
    expect(PALETTE_IMAGES.map((i) => i.id)).to.deep.equal(Array.from({ length: 17 }, (_, i) => `img${i}`));
    expect(CUSTOM_IMAGE_ID).to.equal('i-custom');
    expect(new Set(PALETTE_IMAGES.map((i) => i.file)).size).to.equal(17);
    for (const image of PALETTE_IMAGES) {
      expect(image.url).to.equal(`/site-assets/backgrounds/${image.file}`);
      const path = join(templatesDir, 'site', 'backgrounds', image.file);
      expect(existsSync(path), image.file).to.equal(true);
      const svg = readFileSync(path, 'utf8');
      expect(svg, image.file).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/);
      expect(svg, `${image.file} loads nothing and runs nothing`).not.to.match(/<script|\bon\w+=|href=|url\((?!#)/i);
    }
  });

  it('finds a palette entry from its CSS value and nothing for a custom one', () => {
    expect(paletteColorOf('#FEE5AC')?.id).to.equal('c3');
    expect(paletteColorOf('#123456')).to.equal(null);
    expect(paletteGradientOf(PALETTE_GRADIENTS[4].value.replace(/, /g, ','))?.id).to.equal('g5');
    expect(paletteGradientOf('linear-gradient(90deg, red, blue)')).to.equal(null);
    expect(paletteImageOf('/site-assets/backgrounds/waves.svg')?.id).to.equal('img6');
    expect(paletteImageOf('/uploads/me.png')).to.equal(null);
  });

  it('states the defaults: white background, black text, weight 400, normal, left, 16px, no border, no shadows', () => {
    expect(STYLE_DEFAULTS).to.deep.equal({
      backgroundColor: '#ffffff',
      color: '#000000',
      fontWeight: '400',
      fontStyle: 'normal',
      textAlign: 'left',
      fontSize: { value: 16, unit: 'px' },
      borderStyle: 'none',
      shadows: [],
    });
    expect(DEFAULT_SHADOW_COLOR).to.equal('rgba(0,0,0,0.5)');
  });
});
