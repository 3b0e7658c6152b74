import { expect } from 'chai';
import { booleanInput, dateRangeFilter, dateRangeInputs, localDay, optionValue } from '../../web/src/features/admin/table/filters.ts';
import { paginateLocally } from '../../web/src/features/admin/table/local-list.ts';
import { EMPTY_LIST_STATE } from '../../web/src/features/admin/table/list-state.ts';

describe('admin table filters', () => {
  it('turns a day range into a between filter that includes both days, and back', () => {
    const filter = dateRangeFilter('2025-03-01', '2025-03-31')!;
    expect(filter.operator).to.equal('between');
    const [from, to] = filter.value as string[];
    expect(new Date(from).getTime()).to.equal(new Date('2025-03-01T00:00:00').getTime());
    expect(new Date(to).getTime()).to.equal(new Date('2025-03-31T23:59:59.999').getTime());
    expect(dateRangeInputs({ key: 'created_at', ...filter })).to.deep.equal({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('puts a reversed range the right way round', () => {
    expect(dateRangeInputs({ key: 'created_at', ...dateRangeFilter('2025-03-31', '2025-03-01')! })).to.deep.equal({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('uses one bound when only one day is given, none when neither is', () => {
    const from = dateRangeFilter('2025-03-01', '')!;
    expect(from.operator).to.equal('>=');
    expect(dateRangeInputs({ key: 'created_at', ...from })).to.deep.equal({ from: '2025-03-01', to: '' });
    const to = dateRangeFilter('', '2025-03-09')!;
    expect(to.operator).to.equal('<=');
    expect(dateRangeInputs({ key: 'created_at', ...to })).to.deep.equal({ from: '', to: '2025-03-09' });
    expect(dateRangeFilter('', '')).to.equal(null);
    expect(localDay('not a date')).to.equal('');
  });

  it('keeps a select’s numbers numbers and reads booleans', () => {
    const options = [
      { value: 1, label: 'admin' },
      { value: 'file', label: 'Files' },
    ];
    expect(optionValue(options, '1')).to.equal(1);
    expect(optionValue(options, 'file')).to.equal('file');
    expect(optionValue(options, '7')).to.equal(null);
    expect(booleanInput(undefined)).to.equal('');
    expect(booleanInput({ key: 'verified', value: true })).to.equal('true');
    expect(booleanInput({ key: 'verified', value: false })).to.equal('false');
  });
});

describe('a list paged in the browser', () => {
  const plans = [
    { id: 1, name: 'Pro', position: 2, hidden: false },
    { id: 2, name: 'basic', position: 1, hidden: false },
    { id: 3, name: 'Team', position: 3, hidden: true },
  ];
  const spec = {
    searchText: (plan: (typeof plans)[number]) => plan.name,
    sortValues: { name: (plan: (typeof plans)[number]) => plan.name, position: (plan: (typeof plans)[number]) => plan.position },
    filters: { hidden: (plan: (typeof plans)[number], value: unknown) => plan.hidden === value },
    defaultOrder: { orderBy: 'position', orderDir: 'asc' as const },
  };

  it('answers like a server list: default order, pages and totals', () => {
    const page = paginateLocally(plans, { ...EMPTY_LIST_STATE, perPage: 2 }, spec);
    expect(page.data.map((plan) => plan.name)).to.deep.equal(['basic', 'Pro']);
    expect(page).to.include({ current_page: 1, last_page: 2, per_page: 2, total: 3 });
    expect(paginateLocally(plans, { ...EMPTY_LIST_STATE, perPage: 2, page: 2 }, spec).data.map((plan) => plan.name)).to.deep.equal(['Team']);
  });

  it('searches case-insensitively, sorts by a column and filters', () => {
    expect(paginateLocally(plans, { ...EMPTY_LIST_STATE, query: 'TEA' }, spec).data.map((plan) => plan.id)).to.deep.equal([3]);
    expect(paginateLocally(plans, { ...EMPTY_LIST_STATE, orderBy: 'name', orderDir: 'desc' }, spec).data.map((plan) => plan.name)).to.deep.equal(['Team', 'Pro', 'basic']);
    expect(paginateLocally(plans, { ...EMPTY_LIST_STATE, filters: [{ key: 'hidden', value: false }] }, spec).total).to.equal(2);
  });
});
