import { expect } from 'chai';
import { formatCount, formatMoney } from '../../common/number-format.ts';

// English skips Intl (its first use is costly on a phone); what it writes must be Intl's, digit
// for digit, or a server-rendered page would not match the browser's render of it.
describe('number formatting', () => {
  const counts = [0, 1, 7, 42, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
  const amounts = [0, 1, 5, 9.99, 10.5, 12, 19.9, 29.95, 99.01, 1000, 1234.56, 250_000, 1_000_000.1];

  for (const locale of ['en', 'en-US', 'EN']) {
    it(`writes counts as Intl does in ${locale}`, () => {
      for (const count of counts) expect(formatCount(count, locale), String(count)).to.equal(new Intl.NumberFormat(locale).format(count));
    });

    it(`writes prices as Intl does in ${locale}`, () => {
      for (const currency of ['usd', 'EUR', 'gbp', 'INR', 'jpy', 'cad', 'chf', 'aud']) {
        for (const amount of amounts) {
          if (currency === 'jpy' && !Number.isInteger(amount)) continue;
          const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
          expect(formatMoney(amount, currency, locale), `${amount} ${currency}`).to.equal(intl);
        }
      }
    });
  }

  it('writes other languages, negative and fractional counts with Intl', () => {
    expect(formatCount(1234567, 'de')).to.equal('1.234.567');
    expect(formatCount(1234.5, 'en')).to.equal('1,234.5');
    expect(formatCount(-1234, 'en')).to.equal('-1,234');
    expect(formatMoney(1234.5, 'eur', 'de')).to.equal('1.234,50\u00a0€');
    expect(formatMoney(5, 'usd', 'en-GB')).to.equal('US$5');
    expect(formatMoney(-5, 'usd')).to.equal('-$5');
    expect(formatMoney(0.125, 'usd')).to.equal('$0.13');
  });

  it('refuses an unknown currency or language as Intl does', () => {
    expect(() => formatMoney(5, 'dollars')).to.throw(RangeError);
    expect(() => formatMoney(5, 'usd', 'not a language')).to.throw(RangeError);
  });
});
