// A guest's description from the home page waits here while they register (or sign in); the
// dashboard then generates it. localStorage, not sessionStorage: the e-mail confirmation link
// opens in a new tab, which must still find it. A description left for a day is stale and
// dropped. Storage can throw (private mode, disabled storage), which must never break the app.

const PENDING_PROMPT_KEY = 'sitewright.pendingPrompt';
const PENDING_PROMPT_TTL_MS = 24 * 60 * 60 * 1000;

export function savePendingPrompt(prompt: string): void {
  try {
    window.localStorage.setItem(PENDING_PROMPT_KEY, JSON.stringify({ prompt, savedAt: Date.now() }));
  } catch {
    // Without storage the guest simply types the description again after registering.
  }
}

export function readPendingPrompt(): string | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PENDING_PROMPT_KEY) ?? 'null') as { prompt?: unknown; savedAt?: unknown } | null;
    if (typeof stored?.prompt !== 'string' || typeof stored.savedAt !== 'number' || Date.now() - stored.savedAt > PENDING_PROMPT_TTL_MS) return null;
    return stored.prompt.trim() || null;
  } catch {
    return null;
  }
}

export function clearPendingPrompt(): void {
  try {
    window.localStorage.removeItem(PENDING_PROMPT_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
