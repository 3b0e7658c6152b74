// A guest's description from the home page waits here while they register (or sign in); the
// dashboard then generates it. sessionStorage: it belongs to this tab's visit, and can throw
// (private mode, disabled storage), which must never break the app.

const PENDING_PROMPT_KEY = 'sitewright.pendingPrompt';

export function savePendingPrompt(prompt: string): void {
  try {
    window.sessionStorage.setItem(PENDING_PROMPT_KEY, prompt);
  } catch {
    // Without storage the guest simply types the description again after registering.
  }
}

export function readPendingPrompt(): string | null {
  try {
    return window.sessionStorage.getItem(PENDING_PROMPT_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

export function clearPendingPrompt(): void {
  try {
    window.sessionStorage.removeItem(PENDING_PROMPT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
