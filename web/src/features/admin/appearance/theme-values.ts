import { THEME_FONT_VALUE, THEME_RADIUS_VALUES } from '../../../../../common/appearance/values.ts';
import type { trans as translate } from '../../../lib/i18n.tsx';

// How the theme editor names and groups a theme's CSS custom properties. Colours get pickers on
// the theme's page; the font and the corner radii have pages of their own.

/** The colours of the default themes (web/src/ui/styles.css uses them), in the editor's order. */
const COLOR_ORDER: readonly string[] = [
  '--be-background',
  '--be-background-alt',
  '--be-background-chip',
  '--be-paper',
  '--be-foreground-base',
  '--be-foreground-muted',
  '--be-primary',
  '--be-primary-light',
  '--be-primary-dark',
  '--be-on-primary',
  '--be-danger',
  '--be-positive',
  '--be-warning',
  '--be-divider',
  '--be-focus',
  '--be-navbar-color',
  '--be-on-navbar',
];

export function radiusLabels(trans: typeof translate): Record<string, string> {
  return {
    '--be-radius': trans('Fields and small elements'),
    '--be-radius-button': trans('Buttons'),
    '--be-radius-panel': trans('Panels, cards and dialogs'),
  };
}

export function colorLabels(trans: typeof translate): Record<string, string> {
  return {
    '--be-background': trans('Background'),
    '--be-background-alt': trans('Alternative background'),
    '--be-background-chip': trans('Chip background'),
    '--be-paper': trans('Paper (cards, menus, dialogs)'),
    '--be-foreground-base': trans('Text'),
    '--be-foreground-muted': trans('Muted text'),
    '--be-primary': trans('Primary'),
    '--be-primary-light': trans('Primary light'),
    '--be-primary-dark': trans('Primary dark'),
    '--be-on-primary': trans('Text on primary'),
    '--be-danger': trans('Danger'),
    '--be-positive': trans('Positive'),
    '--be-warning': trans('Warning'),
    '--be-divider': trans('Dividers and borders'),
    '--be-focus': trans('Focus ring'),
    '--be-navbar-color': trans('Navbar'),
    '--be-on-navbar': trans('Text on navbar'),
  };
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** The values the theme's own page edits: every one but the font and the radii, colours first. */
export function themePageValues(values: Record<string, string>): { colors: string[]; others: string[] } {
  const known = COLOR_ORDER;
  const radii: readonly string[] = THEME_RADIUS_VALUES;
  const names = Object.keys(values).filter((name) => name !== THEME_FONT_VALUE && !radii.includes(name));
  const order = (name: string) => (known.includes(name) ? known.indexOf(name) : known.length);
  const colors = names.filter((name) => isHexColor(values[name])).sort((a, b) => order(a) - order(b));
  return { colors, others: names.filter((name) => !colors.includes(name)) };
}

/** A readable name for a value without a label of its own: "--be-sidebar-bg" → "Sidebar bg". */
export function valueLabel(name: string): string {
  const bare = name.replace(/^--(be-)?/, '').replace(/-/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
