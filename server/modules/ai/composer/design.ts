// The plan's look: a palette drawn from the kind's hues and the tone's saturation, then pushed
// until it meets the contrast rules; fonts, rounding and hero chosen to suit the tone.
import type { PlanFont, PlanPalette, PlanRounding, PlanStyle } from '../../../../common/ai/site-plan.ts';
import { contrastRatio, hslToHex } from './colour.ts';
import type { Random } from './random.ts';
import type { KindLibrary, Tone } from './types.ts';

/** WCAG AA for body text: primary carries white text and is text on white and on light. */
const MIN_CONTRAST = 4.5;

const SATURATION: Record<Tone, [number, number]> = {
  cosy: [45, 62],
  luxury: [28, 45],
  playful: [70, 88],
  professional: [45, 65],
  minimal: [10, 30],
  bold: [72, 90],
};

const FONTS: Record<Tone, [PlanFont, PlanFont][]> = {
  cosy: [['playfair-display', 'lato'], ['lora', 'open-sans'], ['merriweather', 'lato'], ['lora', 'raleway']],
  luxury: [['playfair-display', 'raleway'], ['playfair-display', 'montserrat'], ['lora', 'lato'], ['raleway', 'lora']],
  playful: [['poppins', 'open-sans'], ['montserrat', 'lato'], ['poppins', 'lato'], ['raleway', 'open-sans']],
  professional: [['montserrat', 'open-sans'], ['merriweather', 'roboto'], ['inter', 'inter'], ['lato', 'merriweather'], ['roboto', 'lato']],
  minimal: [['inter', 'inter'], ['raleway', 'inter'], ['montserrat', 'inter'], ['poppins', 'inter']],
  bold: [['oswald', 'roboto'], ['oswald', 'open-sans'], ['montserrat', 'roboto'], ['poppins', 'roboto']],
};

const ROUNDING: Record<Tone, PlanRounding[]> = {
  cosy: ['large', 'small'],
  luxury: ['none', 'small'],
  playful: ['large'],
  professional: ['small', 'none'],
  minimal: ['none', 'small'],
  bold: ['none', 'small'],
};

export function designStyle(library: KindLibrary, tone: Tone, random: Random): PlanStyle {
  const [headingFont, bodyFont] = random.pick(FONTS[tone]);
  return {
    palette: designPalette(library, tone, random),
    headingFont,
    bodyFont,
    rounding: random.pick(ROUNDING[tone]),
    hero: random.pick(library.heroLooks),
  };
}

function designPalette(library: KindLibrary, tone: Tone, random: Random): PlanPalette {
  const [from, to] = random.pick(library.hues);
  const hue = random.between(from, to);
  const saturation = random.between(...SATURATION[tone]);
  const light = hslToHex(hue, Math.min(saturation, 45), random.between(95.5, 97.5));
  const white = '#ffffff';

  let lightness = random.between(38, 50);
  let primary = hslToHex(hue, saturation, lightness);
  while (Math.min(contrastRatio(primary, white), contrastRatio(primary, light)) < MIN_CONTRAST) {
    lightness -= 1;
    primary = hslToHex(hue, saturation, lightness);
  }
  const primaryDark = hslToHex(hue, saturation, Math.max(lightness - random.between(9, 14), 4));
  const dark = hslToHex(hue + random.between(-15, 15), random.between(18, 32), random.between(8, 13));

  // The accent sits opposite or beside the primary on the wheel and brightens until it reads on dark.
  const accentHue = hue + random.pick([150, 180, 210, 40, -40]);
  let accentLightness = random.between(58, 68);
  let accent = hslToHex(accentHue, random.between(65, 90), accentLightness);
  while (contrastRatio(accent, dark) < MIN_CONTRAST) {
    accentLightness += 2;
    accent = hslToHex(accentHue, 80, accentLightness);
  }
  return { primary, primaryDark, accent, dark, light };
}
