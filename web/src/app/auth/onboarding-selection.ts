import { ONBOARDING_STORAGE_KEY, type OnboardingSelection } from '../../../../common/billing.ts';
import { readLocalStorage, removeLocalStorage, writeLocalStorage } from '../../lib/local-storage.ts';

// A guest's plan choice on the pricing page waits here (localStorage, key be.onboarding.selected)
// while they register or log in; the post-auth redirect then sends them to its checkout, and the
// checkout page clears it.

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The stored JSON as a selection; anything unreadable (or with ids that are not positive integers) is none. */
export function parseOnboardingSelection(raw: string | null | undefined): OnboardingSelection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof OnboardingSelection, unknown>> | null;
    if (!value || typeof value !== 'object') return null;
    const productId = typeof value.productId === 'string' ? Number(value.productId) : value.productId;
    const priceId = typeof value.priceId === 'string' ? Number(value.priceId) : value.priceId;
    return isId(productId) && isId(priceId) ? { productId, priceId } : null;
  } catch {
    return null;
  }
}

export function readOnboardingSelection(): OnboardingSelection | null {
  return parseOnboardingSelection(readLocalStorage(ONBOARDING_STORAGE_KEY));
}

export function saveOnboardingSelection(selection: OnboardingSelection): void {
  writeLocalStorage(ONBOARDING_STORAGE_KEY, JSON.stringify({ productId: selection.productId, priceId: selection.priceId }));
}

export function clearOnboardingSelection(): void {
  removeLocalStorage(ONBOARDING_STORAGE_KEY);
}

/** /checkout/{productId}/{priceId}. */
export function checkoutPath(selection: OnboardingSelection): string {
  return `/checkout/${selection.productId}/${selection.priceId}`;
}
