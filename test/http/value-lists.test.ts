import { expect } from 'chai';
import type { ValueLists } from '../../common/types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';

describe('GET /api/v1/value-lists/{names}', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp();
  });
  after(() => app.stop());

  it('returns every IANA timezone grouped by region with its UTC offset', async () => {
    const res = await app.server.inject('/api/v1/value-lists/timezones');
    expect(res.statusCode).to.equal(200);
    const { timezones } = res.result as ValueLists;
    expect(timezones).to.include.keys('Europe', 'America', 'Asia', 'Africa', 'Australia', 'Pacific');
    const total = Object.values(timezones!).reduce((sum, zones) => sum + zones.length, 0);
    expect(total).to.be.greaterThan(300);
    const tokyo = timezones!.Asia.find((z) => z.value === 'Asia/Tokyo');
    expect(tokyo?.text).to.equal('(UTC+09:00) Tokyo');
    expect(timezones!.America.find((z) => z.value === 'America/New_York')?.text).to.match(/^\(UTC-0[45]:00\) New York$/);
  });

  it('returns all ISO countries, named in the requested language, with localizations in one call', async () => {
    const res = await app.server.inject('/api/v1/value-lists/countries,localizations?locale=de');
    expect(res.statusCode).to.equal(200);
    const lists = res.result as ValueLists;
    expect(lists.countries!.length).to.be.greaterThan(240);
    expect(lists.countries!.find((c) => c.code === 'de')?.name).to.equal('Deutschland');
    expect(lists.localizations).to.deep.include({ id: lists.localizations![0].id, name: 'English', language: 'en' });
    expect(lists).to.not.have.property('timezones');

    const english = await app.server.inject('/api/v1/value-lists/countries');
    expect((english.result as ValueLists).countries!.find((c) => c.code === 'de')?.name).to.equal('Germany');
  });

  it('names an unknown list in a 400 with the error shape', async () => {
    const res = await app.server.inject('/api/v1/value-lists/countries,planets');
    expect(res.statusCode).to.equal(400);
    expect(res.result).to.deep.equal({
      message: 'Unknown value list: planets. Available: localizations, countries, timezones',
      errors: { names: 'Unknown value list: planets. Available: localizations, countries, timezones' },
    });
  });
});
