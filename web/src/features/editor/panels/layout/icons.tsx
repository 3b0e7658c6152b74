import type { ReactNode } from 'react';

// Line icons of the layout panel and the navigator, drawn from the lucide set (lucide-static,
// ISC), inline so they need no request and take the text colour.

const PATHS = {
  chevronRight: <path d="m9 18 6-6-6-6" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  eye: (
    <>
      <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
      <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
      <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
      <path d="m2 2 20 20" />
    </>
  ),
  arrowLeft: <path d="m12 19-7-7 7-7M19 12H5" />,
  arrowRight: <path d="M5 12h14m-7-7 7 7-7 7" />,
  arrowUp: <path d="m5 12 7-7 7 7M12 19V5" />,
  arrowDown: <path d="M12 5v14m7-7-7 7-7-7" />,
  plus: <path d="M5 12h14M12 5v14" />,
  remove: <path d="M18 6 6 18M6 6l12 12" />,
  reset: <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5" />,
} satisfies Record<string, ReactNode>;

export type PanelIconName = keyof typeof PATHS;

export function PanelIcon({ name, size = 16 }: { name: PanelIconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
