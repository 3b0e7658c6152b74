import { PREVIEW_QUERY_FLAG } from '../../../common/appearance/protocol.ts';

// The admin appearance editor shows the app's own pages in a preview frame. Inside that frame the
// guest-only guard does not redirect and logout is refused, so the admin can preview guest pages
// and stays signed in.
//
// Detection is deliberately simple: the page runs in a frame (window.self !== window.top) AND the
// frame was opened with the query flag ?appearanceEditor (any value, e.g. ?appearanceEditor=true).
// The flag is read once at start-up: the editor then navigates the preview client-side, which drops
// the query string but keeps this module's value. A frame reloaded without the flag is a normal page.

function detect(): boolean {
  if (typeof window === 'undefined') return false;
  let framed: boolean;
  try {
    framed = window.self !== window.top;
  } catch {
    framed = true; // cross-origin parent: reading window.top threw, so we are framed
  }
  return framed && new URLSearchParams(window.location.search).has(PREVIEW_QUERY_FLAG);
}

export const IS_APPEARANCE_EDITOR: boolean = detect();

export function isInsideAppearanceEditor(): boolean {
  return IS_APPEARANCE_EDITOR;
}
