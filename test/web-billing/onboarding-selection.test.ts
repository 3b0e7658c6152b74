import { expect } from 'chai';
import { ONBOARDING_STORAGE_KEY } from '../../common/billing.ts';
import {
  checkoutPath,
  clearOnboardingSelection,
  parseOnboardingSelection,
  readOnboardingSelection,
  saveOnboardingSelection,
} from '../../web/src/app/auth/onboarding-selection.ts';

describe('onboarding selection (a guest plan choice waits under be.onboarding.selected)', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = globals.window;
  const store = new Map<string, string>();

  before(() => {
    globals.window = {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    };
  });
  after(() => {
    globals.window = saved;
  });
  beforeEach(() => store.clear());

  it('stores {productId, priceId} as JSON under its storage key, reads it back and clears it', () => {
    saveOnboardingSelection({ productId: 3, priceId: 7 });
    expect(JSON.parse(store.get(ONBOARDING_STORAGE_KEY)!)).to.deep.equal({ productId: 3, priceId: 7 });
    expect(readOnboardingSelection()).to.deep.equal({ productId: 3, priceId: 7 });
    clearOnboardingSelection();
    expect(store.has(ONBOARDING_STORAGE_KEY)).to.equal(false);
    expect(readOnboardingSelection()).to.equal(null);
  });

  it('reads numeric strings, and treats anything else as no selection', () => {
    expect(parseOnboardingSelection('{"productId":"3","priceId":"7"}')).to.deep.equal({ productId: 3, priceId: 7 });
    for (const raw of [null, '', 'nope', '[]', 'null', '{"productId":3}', '{"productId":0,"priceId":7}', '{"productId":1.5,"priceId":7}', '{"productId":"x","priceId":7}']) {
      expect(parseOnboardingSelection(raw), String(raw)).to.equal(null);
    }
  });

  it('leads to /checkout/{productId}/{priceId}', () => {
    expect(checkoutPath({ productId: 3, priceId: 7 })).to.equal('/checkout/3/7');
  });

  it('never throws when storage is unavailable', () => {
    globals.window = {};
    try {
      expect(readOnboardingSelection()).to.equal(null);
      saveOnboardingSelection({ productId: 1, priceId: 1 });
      clearOnboardingSelection();
    } finally {
      globals.window = {
        localStorage: {
          getItem: (key: string) => store.get(key) ?? null,
          setItem: (key: string, value: string) => void store.set(key, value),
          removeItem: (key: string) => void store.delete(key),
        },
      };
    }
  });
});
