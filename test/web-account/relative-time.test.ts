import { expect } from 'chai';
import { A_FEW_SECONDS_AGO, formatRelativeTime, relativeTimeParts } from '../../web/src/features/account-settings/sessions/relative-time.ts';

describe('relative time', () => {
  const now = Date.parse('2025-06-15T12:00:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  const format = (value: Parameters<typeof formatRelativeTime>[0], locale = 'en') => formatRelativeTime(value, { now, locale });

  it('reads "a few seconds ago" under a minute', () => {
    expect(format(ago(0))).to.equal(A_FEW_SECONDS_AGO);
    expect(format(ago(59))).to.equal('a few seconds ago');
    expect(format(ago(60))).to.equal('1 minute ago');
  });

  it('uses minutes, hours, days, months and years', () => {
    expect(format(ago(5 * 60 + 30))).to.equal('5 minutes ago');
    expect(format(ago(3 * 3600))).to.equal('3 hours ago');
    expect(format(ago(26 * 3600))).to.equal('yesterday');
    expect(format(ago(10 * 86400))).to.equal('10 days ago');
    expect(format(ago(65 * 86400))).to.equal('2 months ago');
    expect(format(ago(400 * 86400))).to.equal('last year');
    expect(format(ago(3 * 365 * 86400))).to.equal('3 years ago');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTimeParts(-59)).to.equal(null);
    expect(relativeTimeParts(-3599)).to.deep.equal({ value: -59, unit: 'minute' });
    expect(relativeTimeParts(-86399)).to.deep.equal({ value: -23, unit: 'hour' });
    expect(relativeTimeParts(-29 * 86400)).to.deep.equal({ value: -29, unit: 'day' });
    expect(relativeTimeParts(-364 * 86400)).to.deep.equal({ value: -12, unit: 'month' });
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(format(new Date(now + 90_000))).to.equal('a few seconds ago');
  });

  it('accepts dates and epoch milliseconds, and is empty for nothing readable', () => {
    expect(format(new Date(now - 7200_000))).to.equal('2 hours ago');
    expect(format(now - 7200_000)).to.equal('2 hours ago');
    expect(format(null)).to.equal('');
    expect(format('not a date')).to.equal('');
  });

  it('speaks the user language and translates the under-a-minute text', () => {
    expect(format(ago(3 * 3600), 'de')).to.equal('vor 3 Stunden');
    expect(formatRelativeTime(ago(5), { now, translate: (key) => (key === A_FEW_SECONDS_AGO ? 'gerade eben' : key) })).to.equal('gerade eben');
    expect(format(ago(3 * 3600), 'not a locale!')).to.equal('3 hours ago');
  });
});
