import { Theme } from './models.ts';

const shared = {
  '--be-font-family': "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  '--be-radius': '8px',
  '--be-radius-button': '8px',
  '--be-radius-panel': '12px',
};

export const DEFAULT_THEMES = [
  {
    name: 'Light',
    is_dark: false,
    default_light: true,
    default_dark: false,
    values: {
      ...shared,
      '--be-background': '#ffffff',
      '--be-background-alt': '#f5f7fb',
      '--be-background-chip': '#e9edf5',
      '--be-paper': '#ffffff',
      '--be-foreground-base': '#0f172a',
      '--be-foreground-muted': '#5b6475',
      '--be-primary': '#4f46e5',
      '--be-primary-light': '#e0e7ff',
      '--be-primary-dark': '#3730a3',
      '--be-on-primary': '#ffffff',
      '--be-danger': '#dc2626',
      '--be-positive': '#15803d',
      '--be-warning': '#b45309',
      '--be-divider': '#e2e8f0',
      '--be-focus': '#6366f1',
      '--be-navbar-color': '#ffffff',
      '--be-on-navbar': '#0f172a',
    },
  },
  {
    name: 'Dark',
    is_dark: true,
    default_light: false,
    default_dark: true,
    values: {
      ...shared,
      '--be-background': '#0b1020',
      '--be-background-alt': '#121933',
      '--be-background-chip': '#1e2744',
      '--be-paper': '#151d38',
      '--be-foreground-base': '#e6e9f2',
      '--be-foreground-muted': '#9aa3b8',
      '--be-primary': '#818cf8',
      '--be-primary-light': '#312e81',
      '--be-primary-dark': '#a5b4fc',
      '--be-on-primary': '#0b1020',
      '--be-danger': '#f87171',
      '--be-positive': '#4ade80',
      '--be-warning': '#fbbf24',
      '--be-divider': '#27304d',
      '--be-focus': '#a5b4fc',
      '--be-navbar-color': '#121933',
      '--be-on-navbar': '#e6e9f2',
    },
  },
];

/** Creates the default themes once; an admin's later edits to them are kept. */
export async function seedThemes(): Promise<void> {
  for (const theme of DEFAULT_THEMES) await Theme.findOrCreate({ where: { name: theme.name }, defaults: theme });
}
