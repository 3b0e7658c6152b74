import { expect } from 'chai';
import { choosePrice, displayedAmount, planFeatures, struckThroughAmount } from '../../common/billing.ts';

// The pricing rules shared by the pricing page and the landing page.
describe('Pricing rules (common/billing.ts)', () => {
  const price = (interval: 'month' | 'year', interval_count: number, amount = 10) => ({ interval, interval_count, amount });

  it('picks the monthly price: month ×1, else any month, else the first', () => {
    expect(choosePrice([price('year', 1), price('month', 3), price('month', 1)], 'month')).to.deep.equal(price('month', 1));
    expect(choosePrice([price('year', 1), price('month', 3)], 'month')).to.deep.equal(price('month', 3));
    expect(choosePrice([price('year', 1)], 'month')).to.deep.equal(price('year', 1));
  });

  it('picks the yearly price: year ×1, then any year, then month ×12 or more, else the first', () => {
    expect(choosePrice([price('month', 1), price('year', 2), price('year', 1)], 'year')).to.deep.equal(price('year', 1));
    expect(choosePrice([price('month', 1), price('year', 2)], 'year')).to.deep.equal(price('year', 2));
    expect(choosePrice([price('month', 1), price('month', 12)], 'year')).to.deep.equal(price('month', 12));
    expect(choosePrice([price('month', 6), price('month', 1)], 'year')).to.deep.equal(price('month', 6));
    expect(choosePrice([], 'year')).to.equal(undefined);
  });

  it('shows amount / interval_count, struck through at double that', () => {
    expect(displayedAmount({ amount: 120, interval_count: 12 })).to.equal(10);
    expect(struckThroughAmount({ amount: 120, interval_count: 12 })).to.equal(20);
    expect(displayedAmount({ amount: 29, interval_count: 1 })).to.equal(29);
  });

  it('lists features in the fixed order and shows priority support unavailable on the first plan only', () => {
    const product = { feature_list: ['Priority support', 'Custom domains', 'Visual editor', 'Newsletter', '5 sites', 'AI site generation'] };
    expect(planFeatures(product, false).map((f) => f.text)).to.deep.equal(['5 sites', 'AI site generation', 'Visual editor', 'Custom domains', 'Priority support', 'Newsletter']);
    expect(planFeatures(product, true).find((f) => f.text === 'Priority support')!.available).to.equal(false);
    expect(planFeatures(product, false).every((f) => f.available)).to.equal(true);
  });
});
