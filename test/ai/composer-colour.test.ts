import { expect } from 'chai';
import { contrastRatio, hslToHex, relativeLuminance } from '../../server/modules/ai/composer/colour.ts';

describe('composer colour helpers (server/modules/ai/composer/colour.ts)', () => {
  it('computes WCAG luminance and contrast, in either order', () => {
    expect(relativeLuminance('#000000')).to.equal(0);
    expect(relativeLuminance('#ffffff')).to.equal(1);
    expect(contrastRatio('#000000', '#ffffff')).to.equal(21);
    expect(contrastRatio('#ffffff', '#000000')).to.equal(21);
    expect(contrastRatio('#777777', '#777777')).to.equal(1);
    // Known reference values: #767676 is the lightest grey that passes 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).to.be.closeTo(4.54, 0.01);
    expect(contrastRatio('#777777', '#ffffff')).to.be.below(4.5);
    expect(contrastRatio('#0000ff', '#ffffff')).to.be.closeTo(8.59, 0.01);
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).to.throw(/#rrggbb/);
    expect(() => relativeLuminance('#fff')).to.throw(/#rrggbb/);
  });

  it('converts HSL to hex, wrapping hues and clamping the rest', () => {
    expect(hslToHex(0, 100, 50)).to.equal('#ff0000');
    expect(hslToHex(120, 100, 50)).to.equal('#00ff00');
    expect(hslToHex(240, 100, 50)).to.equal('#0000ff');
    expect(hslToHex(360 + 240, 100, 50)).to.equal('#0000ff');
    expect(hslToHex(-120, 100, 50)).to.equal('#0000ff');
    expect(hslToHex(30, 0, 0)).to.equal('#000000');
    expect(hslToHex(30, 50, 120)).to.equal('#ffffff');
    expect(hslToHex(210, 50, 40)).to.equal('#336699');
  });
});
