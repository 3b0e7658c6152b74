import { expect } from 'chai';
import {
  changeListState,
  DEFAULT_PER_PAGE,
  EMPTY_LIST_STATE,
  listParams,
  nextSort,
  pageWindow,
  parseFilters,
  readListState,
  sameListState,
  withFilter,
  writeListState,
  type ListState,
} from '../../web/src/features/admin/table/list-state.ts';

// The admin tables keep their view in the address bar: these are the rules that make a filtered
// view a link that reloads, shares and walks back exactly as it was.
describe('admin list state in the address', () => {
  const params = (search: string) => new URLSearchParams(search);
  const state = (change: Partial<ListState>): ListState => ({ ...EMPTY_LIST_STATE, ...change });

  it('reads a plain address as the first page in the default order', () => {
    expect(readListState(params(''))).to.deep.equal({ page: 1, perPage: DEFAULT_PER_PAGE, query: '', filters: [] });
  });

  it('round-trips every part of a view through the address', () => {
    const view = state({
      page: 3,
      perPage: 50,
      orderBy: 'email',
      orderDir: 'asc',
      query: 'ada',
      filters: [
        { key: 'verified', value: true },
        { key: 'created_at', value: ['2025-01-01T00:00:00.000Z', '2025-01-31T23:59:59.999Z'], operator: 'between' },
      ],
    });
    const written = writeListState(params('tab=all'), view);
    expect(written.get('tab'), 'other parameters stay').to.equal('all');
    expect(readListState(params(written.toString()))).to.deep.equal(view);
  });

  it('leaves defaults out, so the plain list is the plain address', () => {
    expect(writeListState(params(''), EMPTY_LIST_STATE).toString()).to.equal('');
    expect(listParams(state({ query: '  ' }))).to.deep.equal({});
    expect(writeListState(params('page=4&query=x&keep=1'), EMPTY_LIST_STATE).toString()).to.equal('keep=1');
  });

  it('uses the API’s parameter names, filters as one JSON array', () => {
    expect(listParams(state({ page: 2, orderBy: 'created_at', orderDir: 'desc', query: 'bob', filters: [{ key: 'role', value: 3 }] }))).to.deep.equal({
      page: '2',
      orderBy: 'created_at',
      orderDir: 'desc',
      query: 'bob',
      filters: '[{"key":"role","value":3}]',
    });
  });

  it('falls back to defaults for values the API would refuse', () => {
    const read = readListState(params('page=0&perPage=500&orderBy=drop%20table&orderDir=sideways&filters=%7Bnot-json'));
    expect(read).to.deep.equal({ page: 1, perPage: DEFAULT_PER_PAGE, query: '', filters: [] });
    expect(readListState(params('page=-2&perPage=abc')).page).to.equal(1);
    expect(readListState(params('orderBy=email&orderDir=up'))).to.include({ orderBy: 'email', orderDir: 'desc' });
  });

  it('ignores sorts and filters the table does not declare', () => {
    const read = readListState(params(`orderBy=password&filters=${encodeURIComponent('[{"key":"role","value":1},{"key":"secret","value":1}]')}`), {
      filterKeys: ['role'],
      sortKeys: ['email'],
    });
    expect(read.orderBy).to.equal(undefined);
    expect(read.filters).to.deep.equal([{ key: 'role', value: 1 }]);
  });

  it('drops malformed filters and keeps the last of a repeated key', () => {
    const raw = JSON.stringify([
      { key: 'role', value: 1 },
      { key: 'role', value: 2 },
      { key: 'bad key', value: 1 },
      { key: 'status' },
      { key: 'created_at', value: ['only one'], operator: 'between' },
      { key: 'type', value: 'x', operator: 'like' },
      { key: 'deleted_at', operator: 'has' },
      'nonsense',
    ]);
    expect(parseFilters(raw)).to.deep.equal([
      { key: 'role', value: 2 },
      { key: 'deleted_at', value: null, operator: 'has' },
    ]);
    expect(parseFilters('{"key":"role"}')).to.deep.equal([]);
  });

  it('normalizes the search: trimmed, inner spaces collapsed', () => {
    expect(readListState(params('query=%20%20ada%20%20%20lovelace%20')).query).to.equal('ada lovelace');
  });

  it('goes back to page 1 when the search, filters, sort or page size change', () => {
    const onPage4 = state({ page: 4 });
    expect(changeListState(onPage4, { query: 'x' }).page).to.equal(1);
    expect(changeListState(onPage4, { filters: [{ key: 'verified', value: true }] }).page).to.equal(1);
    expect(changeListState(onPage4, { orderBy: 'email', orderDir: 'asc' }).page).to.equal(1);
    expect(changeListState(onPage4, { perPage: 50 }).page).to.equal(1);
    expect(changeListState(onPage4, { page: 5 }).page).to.equal(5);
  });

  it('sorts a new column ascending, and the same column the other way', () => {
    expect(nextSort({}, 'email')).to.deep.equal({ orderBy: 'email', orderDir: 'asc' });
    expect(nextSort({ orderBy: 'email', orderDir: 'asc' }, 'email')).to.deep.equal({ orderBy: 'email', orderDir: 'desc' });
    expect(nextSort({ orderBy: 'email', orderDir: 'desc' }, 'email')).to.deep.equal({ orderBy: 'email', orderDir: 'asc' });
    expect(nextSort({ orderBy: 'email', orderDir: 'desc' }, 'created_at')).to.deep.equal({ orderBy: 'created_at', orderDir: 'asc' });
  });

  it('sets, replaces and removes one filter', () => {
    const one = withFilter(EMPTY_LIST_STATE, 'role', { value: 1 });
    const replaced = withFilter(withFilter(one, 'verified', { value: false }), 'role', { value: 2 });
    expect(replaced.filters).to.deep.equal([
      { key: 'verified', value: false },
      { key: 'role', value: 2 },
    ]);
    expect(withFilter(replaced, 'role', null).filters).to.deep.equal([{ key: 'verified', value: false }]);
  });

  it('knows two spellings of one view are the same view', () => {
    expect(sameListState(state({ query: 'ada ' }), state({ query: 'ada' }))).to.equal(true);
    expect(sameListState(state({ filters: [{ key: 'role', value: 1, operator: '=' }] }), state({ filters: [{ key: 'role', value: 1 }] }))).to.equal(true);
    expect(sameListState(state({ page: 2 }), state({ page: 1 }))).to.equal(false);
  });

  it('describes which rows a page shows', () => {
    expect(pageWindow(1, 15, 15, 42)).to.deep.equal({ from: 1, to: 15, total: 42 });
    expect(pageWindow(3, 15, 12, 42)).to.deep.equal({ from: 31, to: 42, total: 42 });
    expect(pageWindow(1, 15, 0, 0)).to.deep.equal({ from: 0, to: 0, total: 0 });
  });
});
