// Short constructors for the library's entries, so each kind reads as copy rather than syntax.
import type { OfferItem, PlanOffer, PricePeriod } from '../types.ts';

export function item(title: string, text: string, price?: number): OfferItem {
  return price === undefined ? { title, text } : { title, text, price };
}

export function plan(name: string, price: number, period: PricePeriod | undefined, features: string[], featured = false): PlanOffer {
  return { name, price, ...(period ? { period } : {}), features, ...(featured ? { featured } : {}) };
}
