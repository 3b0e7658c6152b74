import { expect } from 'chai';
import { iconFor } from '../../../server/modules/ai/images/bundled/icons.ts';
import { kindWordsOf } from '../../../server/modules/ai/images/kind-words.ts';
import { bundledSvg, catalogueFits } from '../../../server/modules/ai/images/sources/bundled.ts';
import type { PictureSubject } from '../../../server/modules/ai/images/types.ts';

const palette = { primary: '#1d6b57', primaryDark: '#134a3c', accent: '#e5a93a', dark: '#1c2421', light: '#f3f6f4' };
const subject = (kind: string, prompt: string, name = 'Site'): PictureSubject => ({ kind, name, words: kindWordsOf({ kind, name }, prompt), language: 'en', palette, seed: 1 });

describe('bundled pictures: a pattern with an icon that fits the business', () => {
  it('finds the icon through the kind and the prompt\'s own words, in any of the six languages', () => {
    expect(iconFor(subject('business', 'A bicycle repair workshop in Leeds, open Monday to Saturday'))).to.equal('bike');
    expect(iconFor(subject('business', 'Fahrradwerkstatt? Nein: Reparatur von Fahrrad und Lastenrad in Freiburg'))).to.equal('bike');
    expect(iconFor(subject('dentist', 'Cabinet dentaire à Lyon'))).to.equal('toothbrush');
    expect(iconFor(subject('bakery', 'Bakkerij in Gent'))).to.equal('croissant');
    expect(iconFor(subject('business', 'Tierarztpraxis für Hunde und Katzen'))).to.equal('dog');
  });

  it('draws no icon rather than a wrong one', () => {
    expect(iconFor(subject('business', 'A techno club in Berlin with a bar and a late menu'))).to.equal(null);
    expect(iconFor(subject('business', 'Consultoria para pequenas empresas'))).to.equal(null);
  });

  it('is an SVG in the site\'s colours that differs by place, with the icon when there is one', () => {
    const bike = subject('business', 'bicycle repair');
    const first = bundledSvg(bike, 0);
    expect(first).to.match(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/).and.include('#f3f6f4').and.include('<circle cx="18.5" cy="17.5" r="3.5"');
    expect(bundledSvg(bike, 1)).to.not.equal(first);
    expect(bundledSvg(bike, 0)).to.equal(first);
    const plain = bundledSvg(subject('business', 'consulting'), 0);
    expect(plain).to.not.include('stroke="#ffffff"');
    expect(bundledSvg({ ...bike, palette: { ...palette, light: '"/><script>alert(1)</script>' } }, 0)).to.not.include('<script');
  });

  it('keeps catalogue pictures only where they show the business: dishes for food, never mountains for a dentist', () => {
    expect(catalogueFits('dish-pasta', subject('restaurant', 'trattoria'))).to.equal(true);
    expect(catalogueFits('dish-pasta', subject('dentist', 'dentist'))).to.equal(false);
    expect(catalogueFits('hero-mountains', subject('dentist', 'dentist'))).to.equal(false);
    expect(catalogueFits('hero-mountains', subject('hotel', 'alpine hotel'))).to.equal(false);
  });
});
