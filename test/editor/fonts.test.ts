import { expect } from 'chai';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../config/paths.ts';
import {
  FONT_FAMILIES,
  fontByFamily,
  fontFamiliesIn,
  fontFamilyValue,
  fontOfValue,
  fontStylesheetHref,
  WEB_FONTS,
  webFontsUsed,
} from '../../common/editor/fonts.ts';
import type { StyleRule } from '../../common/editor/styles.ts';

describe('font families (common/editor/fonts.ts)', () => {
  it('offers system fonts and the installed @fontsource families, each with a category and the google flag', () => {
    const google = WEB_FONTS.map((font) => font.family);
    expect(google).to.have.members([
      'Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Playfair Display', 'Merriweather', 'Lora', 'Raleway', 'Oswald', 'Source Code Pro',
    ]);
    for (const font of WEB_FONTS) expect(existsSync(join(packageRoot, 'node_modules', '@fontsource', font.id, '400.css')), font.id).to.equal(true);
    const system = FONT_FAMILIES.filter((font) => !font.google).map((font) => font.family);
    expect(system).to.include.members(['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'system-ui']);
    expect(new Set(FONT_FAMILIES.map((font) => font.category))).to.deep.equal(new Set(['serif', 'sans-serif', 'display', 'monospace', 'handwriting']));
    expect(new Set(FONT_FAMILIES.map((font) => font.id)).size).to.equal(FONT_FAMILIES.length);
  });

  it('links a stylesheet of our own for a web font and nothing for a system font', () => {
    expect(fontStylesheetHref('Playfair Display')).to.equal('/site-assets/fonts/playfair-display.css');
    expect(fontStylesheetHref('"open sans"')).to.equal('/site-assets/fonts/open-sans.css');
    expect(fontStylesheetHref('Georgia')).to.equal(null);
    expect(fontStylesheetHref('Comic Neue')).to.equal(null);
  });

  it('writes a font-family value with quotes where needed and a generic fallback, and reads it back', () => {
    expect(fontFamilyValue(fontByFamily('Playfair Display')!)).to.equal('"Playfair Display", serif');
    expect(fontFamilyValue(fontByFamily('Inter')!)).to.equal('Inter, sans-serif');
    expect(fontFamilyValue(fontByFamily('system-ui')!)).to.equal('system-ui, sans-serif');
    expect(fontFamilyValue(fontByFamily('Brush Script MT')!)).to.equal('"Brush Script MT", cursive');
    for (const font of FONT_FAMILIES) expect(fontOfValue(fontFamilyValue(font))).to.equal(font);
    expect(fontFamiliesIn(`'Lora', "Times New Roman" , serif`)).to.deep.equal(['Lora', 'Times New Roman', 'serif']);
    expect(fontOfValue('"Helvetica Neue", Arial, sans-serif')?.family).to.equal('Arial');
    expect(fontOfValue('Comic Neue, cursive')).to.equal(null);
  });

  it('lists the web fonts a page uses, from style rules or CSS text, once each, system fonts left out', () => {
    const rules: StyleRule[] = [
      { selector: '.sw-aaaaaaaaaa', breakpoint: 'all', declarations: { 'font-family': '"Playfair Display", serif', color: 'red' } },
      { selector: '.sw-bbbbbbbbbb', breakpoint: 'mobile', declarations: { 'font-family': 'Georgia, serif' } },
      { selector: '.sw-cccccccccc', breakpoint: 'tablet', declarations: { 'font-family': 'Inter, sans-serif' } },
      { selector: '.sw-dddddddddd', breakpoint: 'all', declarations: { 'font-family': '"Playfair Display", serif' } },
    ];
    expect(webFontsUsed(rules).map((font) => font.id)).to.deep.equal(['playfair-display', 'inter']);
    const css = `h1 { font-family: 'Lora', serif; } .x{font-family:Arial} @media (max-width: 479px) { p { FONT-FAMILY: "Source Code Pro", monospace } }`;
    expect(webFontsUsed(css).map((font) => font.id)).to.deep.equal(['lora', 'source-code-pro']);
    expect(webFontsUsed('body { color: red }')).to.deep.equal([]);
  });
});
