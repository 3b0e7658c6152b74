import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { templatesDir } from '../../config/paths.ts';
import { DEFAULT_SHADOW_COLOR, PALETTE_GRADIENTS } from '../../common/editor/palette.ts';
import { isValidStyleValue } from '../../common/editor/styles.ts';
import {
  backgroundKind,
  classNamesInCss,
  convertLength,
  cssUrl,
  formatColor,
  formatGradient,
  formatLength,
  formatShadows,
  imageUrlOf,
  normalizeColor,
  nudge,
  parseColor,
  parseGradient,
  parseLength,
  parseShadows,
  shadowOffsets,
  sideProperties,
  splitTopLevel,
  toRgbaString,
} from '../../web/src/features/editor/panels/style/css-values.ts';

describe('style panel CSS values (panels/style/css-values.ts)', () => {
  it('parses and formats lengths with units, keywords and the default unit', () => {
    expect(parseLength('16px')).to.deep.equal({ value: 16, unit: 'px' });
    expect(parseLength(' 1.5REM ')).to.deep.equal({ value: 1.5, unit: 'rem' });
    expect(parseLength('-.5em')).to.deep.equal({ value: -0.5, unit: 'em' });
    expect(parseLength('50%')).to.deep.equal({ value: 50, unit: '%' });
    expect(parseLength('0')).to.deep.equal({ value: 0, unit: 'px' });
    expect(parseLength('3', 'rem')).to.deep.equal({ value: 3, unit: 'rem' });
    expect(parseLength('auto')).to.deep.equal({ value: 0, unit: 'auto' });
    expect(parseLength('calc(1px + 2px)')).to.equal(null);
    expect(parseLength('')).to.equal(null);
    expect(formatLength({ value: 24, unit: 'px' })).to.equal('24px');
    expect(formatLength({ value: 1.23456, unit: 'rem' })).to.equal('1.23rem');
    expect(formatLength({ value: 7, unit: 'auto' })).to.equal('auto');
    expect(formatLength({ value: -0.0001, unit: 'px' })).to.equal('0px');
  });

  it('keeps the size when switching between px, em and rem, and the number otherwise', () => {
    expect(convertLength({ value: 24, unit: 'px' }, 'rem')).to.deep.equal({ value: 1.5, unit: 'rem' });
    expect(convertLength({ value: 2, unit: 'em' }, 'px')).to.deep.equal({ value: 32, unit: 'px' });
    expect(convertLength({ value: 50, unit: '%' }, 'px')).to.deep.equal({ value: 50, unit: 'px' });
    expect(convertLength({ value: 0, unit: 'auto' }, 'px')).to.deep.equal({ value: 0, unit: 'px' });
  });

  it('nudges by whole steps without float noise', () => {
    expect(nudge(16, 1)).to.equal(17);
    expect(nudge(16, -10)).to.equal(6);
    expect(nudge(0.1, 0.2)).to.equal(0.3);
  });

  it('reads colours in hex, rgb and rgba notations and writes opaque ones as hex, others as rgba', () => {
    expect(parseColor('#fff')).to.deep.equal({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#13264D')).to.deep.equal({ r: 19, g: 38, b: 77, a: 1 });
    expect(parseColor('#00000080')).to.deep.equal({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(1, 2, 3)')).to.deep.equal({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.5)')).to.deep.equal({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 25%)')).to.deep.equal({ r: 10, g: 20, b: 30, a: 0.25 });
    expect(parseColor('transparent')).to.deep.equal({ r: 0, g: 0, b: 0, a: 0 });
    expect(parseColor('#12345')).to.equal(null);
    expect(formatColor({ r: 19, g: 38, b: 77, a: 1 })).to.equal('#13264d');
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0.5 })).to.equal(DEFAULT_SHADOW_COLOR);
    expect(normalizeColor('rgb(255, 255, 255)')).to.equal('#ffffff');
    expect(normalizeColor(' red ')).to.equal('red');
    expect(toRgbaString('#ff000080')).to.equal('rgba(255, 0, 0, 0.5)');
    expect(normalizeColor(toRgbaString('#fee5ac'))).to.equal('#fee5ac');
  });

  it('reads hsl(), hsla(), named colours and every hex length, so the picker starts on the colour in effect', () => {
    expect(toRgbaString('hsl(200 50% 50%)')).to.equal('rgba(64, 149, 191, 1)');
    expect(toRgbaString('hsla(200, 50%, 50%, 0.5)')).to.equal('rgba(64, 149, 191, 0.5)');
    expect(toRgbaString('hsl(200deg 50% 50% / 25%)')).to.equal('rgba(64, 149, 191, 0.25)');
    expect(toRgbaString('rebeccapurple')).to.equal('rgba(102, 51, 153, 1)');
    expect(toRgbaString('Red')).to.equal('rgba(255, 0, 0, 1)');
    expect(toRgbaString('#0f08')).to.equal('rgba(0, 255, 0, 0.53)');
    expect(toRgbaString('#336699cc')).to.equal('rgba(51, 102, 153, 0.8)');
    expect(parseColor('rgb(255 0 0 / 0.5)')).to.deep.equal({ r: 255, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgb(100% 50% 0%)')).to.deep.equal({ r: 255, g: 128, b: 0, a: 1 });
    expect(normalizeColor('hsl(0, 100%, 50%)')).to.equal('#ff0000');
    expect(normalizeColor('hsla(0, 100%, 50%, 0.5)')).to.equal('rgba(255,0,0,0.5)');
    expect(normalizeColor('rebeccapurple')).to.equal('rebeccapurple');
  });

  it('refuses what is no colour, and keeps it as typed', () => {
    for (const text of ['#12345', '#ggg', 'notacolour', 'currentcolor', 'var(--brand)', 'rgb(1, 2)', 'rgb(10, 20 30)', 'hsl(200 50%)', '']) {
      expect(parseColor(text), text).to.equal(null);
    }
    expect(normalizeColor(' var(--brand) ')).to.equal('var(--brand)');
    expect(normalizeColor('#ggg')).to.equal('#ggg');
  });

  it('splits lists outside parentheses only', () => {
    expect(splitTopLevel('rgba(0, 0, 0, 0.5) 0px 4px, 1px 1px red', ',')).to.deep.equal(['rgba(0, 0, 0, 0.5) 0px 4px', '1px 1px red']);
    expect(splitTopLevel('inset  rgba(0, 0, 0, .5)  1px', ' ')).to.deep.equal(['inset', 'rgba(0, 0, 0, .5)', '1px']);
  });

  it('turns shadows into angle and distance and back into box-shadow and text-shadow', () => {
    const down = { type: 'box' as const, color: DEFAULT_SHADOW_COLOR, angle: 90, distance: 4, blur: 10, spread: 2, inset: false };
    expect(shadowOffsets(down)).to.deep.equal({ x: 0, y: 4 });
    expect(formatShadows([down])).to.equal('0px 4px 10px 2px rgba(0,0,0,0.5)');
    expect(formatShadows([{ ...down, inset: true, angle: 0 }])).to.equal('inset 4px 0px 10px 2px rgba(0,0,0,0.5)');
    expect(formatShadows([{ ...down, type: 'text', angle: 45, distance: 2 }])).to.equal('1.41px 1.41px 10px rgba(0,0,0,0.5)');
    expect(formatShadows([])).to.equal('none');
    // What getComputedStyle answers: colour first.
    expect(parseShadows('rgba(0, 0, 0, 0.5) 0px 4px 10px 2px', 'box')).to.deep.equal([down]);
    expect(parseShadows('inset 3px -3px 0 #000, 0 0 5px rgb(255, 0, 0)', 'box')).to.deep.equal([
      { type: 'box', color: '#000000', angle: 315, distance: 4.24, blur: 0, spread: 0, inset: true },
      { type: 'box', color: '#ff0000', angle: 90, distance: 0, blur: 5, spread: 0, inset: false },
    ]);
    expect(parseShadows('2px 2px 4px #336699', 'text')).to.deep.equal([{ type: 'text', color: '#336699', angle: 45, distance: 2.83, blur: 4, spread: 0, inset: false }]);
    expect(parseShadows('none', 'box')).to.deep.equal([]);
    expect(parseShadows('', 'text')).to.deep.equal([]);
    for (const value of ['0px 4px 10px 2px rgba(0,0,0,0.5)', 'inset -6px 0px 0px 0px #123456, 0px 8px 0px 0px #ffffff']) {
      expect(formatShadows(parseShadows(value, 'box'))).to.equal(value);
    }
  });

  it('reads and writes linear gradients, the palette ones included', () => {
    expect(parseGradient('linear-gradient(135deg, #667eea 0%, #764ba2 100%)')).to.deep.equal({
      angle: 135,
      stops: [{ color: '#667eea', position: 0 }, { color: '#764ba2', position: 100 }],
    });
    expect(parseGradient('linear-gradient(to right, rgb(255, 0, 0), rgba(0, 0, 255, 0.5) 80%, #fff)')).to.deep.equal({
      angle: 90,
      stops: [{ color: '#ff0000', position: 0 }, { color: 'rgba(0,0,255,0.5)', position: 80 }, { color: '#ffffff', position: 100 }],
    });
    expect(parseGradient('linear-gradient(red, blue)')!.angle).to.equal(180);
    expect(parseGradient('radial-gradient(red, blue)')).to.equal(null);
    expect(parseGradient('linear-gradient(90deg, red)')).to.equal(null);
    for (const gradient of PALETTE_GRADIENTS) expect(formatGradient(parseGradient(gradient.value)!)).to.equal(gradient.value);
  });

  it('tells colour, gradient and image backgrounds apart and reads and writes image URLs safely', () => {
    expect(backgroundKind('none')).to.equal('color');
    expect(backgroundKind('')).to.equal('color');
    expect(backgroundKind('linear-gradient(red, blue)')).to.equal('gradient');
    expect(backgroundKind('radial-gradient(red, blue)')).to.equal('gradient');
    expect(backgroundKind('url("/site-assets/backgrounds/dots.svg")')).to.equal('image');
    expect(imageUrlOf('url("/a b.png")')).to.equal('/a b.png');
    expect(imageUrlOf("url('/x.svg')")).to.equal('/x.svg');
    expect(imageUrlOf('url(/x.svg)')).to.equal('/x.svg');
    expect(imageUrlOf('none')).to.equal(null);
    expect(cssUrl('/site-assets/backgrounds/dots.svg')).to.equal('url("/site-assets/backgrounds/dots.svg")');
    const hostile = cssUrl('/x.png"); } body { color: red; } .a { b: url("');
    expect(isValidStyleValue(hostile), hostile).to.equal(true);
    expect(hostile.slice('url("'.length, -'")'.length)).not.to.match(/[;{}"'()\s]/);
    expect(imageUrlOf(cssUrl('/a b.png'))).to.equal('/a%20b.png');
  });

  it('names the four longhands of each box property', () => {
    expect(sideProperties('padding')).to.deep.equal(['padding-top', 'padding-right', 'padding-bottom', 'padding-left']);
    expect(sideProperties('margin')).to.deep.equal(['margin-top', 'margin-right', 'margin-bottom', 'margin-left']);
    expect(sideProperties('border-width')).to.deep.equal(['border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width']);
    expect(sideProperties('border-radius')).to.deep.equal(['border-top-left-radius', 'border-top-right-radius', 'border-bottom-right-radius', 'border-bottom-left-radius']);
  });

  it('collects class names from selectors only, not from values, comments or at-rule preludes', () => {
    const css = `/* .commented { } */
      .btn, .btn-primary:hover > .icon { color: red; background: url(a.b.png) }
      @media (min-width: 576.5px) { .col-sm-6 { flex: 0 0 50% } }
      a.nav-link::after { opacity: .5 }
      #id .card-title{margin:0}`;
    expect(classNamesInCss(css)).to.deep.equal(['btn', 'btn-primary', 'card-title', 'col-sm-6', 'icon', 'nav-link']);
    const site = classNamesInCss(readFileSync(join(templatesDir, 'site', 'site.css'), 'utf8'));
    expect(site).to.include.members(['container', 'row', 'btn', 'btn-primary', 'card', 'sw-hidden-sm', 'sw-hidden-xl']);
    expect(site.every((name) => /^-?[_a-zA-Z][_a-zA-Z0-9-]*$/.test(name))).to.equal(true);
  });
});
