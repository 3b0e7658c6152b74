import { expect } from 'chai';
import { mergeSeries, seriesTotal } from '../../web/src/features/admin/dashboard/series.ts';
import { readRange } from '../../web/src/features/admin/dashboard/dashboard-api.ts';
import { groupPermissions, permissionsPayload, restrictionOf, restrictionValue, setRestriction, togglePermission } from '../../web/src/features/admin/roles/permission-values.ts';
import type { CatalogueEntry } from '../../web/src/features/admin/roles/permissions-api.ts';

describe('admin permissions field', () => {
  const sites: CatalogueEntry = {
    name: 'projects.create',
    display_name: 'Create sites',
    group: 'projects',
    description: null,
    restrictions: [{ name: 'count', type: 'number' }],
  };
  const catalogue: CatalogueEntry[] = [
    { name: 'admin', display_name: 'Super admin', group: 'admin', description: null, restrictions: [] },
    sites,
    { name: 'admin.access', display_name: 'Access admin area', group: 'admin', description: null, restrictions: [] },
  ];

  it('groups the catalogue in its own order', () => {
    expect(groupPermissions(catalogue).map(({ group, permissions }) => [group, permissions.map((p) => p.name)])).to.deep.equal([
      ['admin', ['admin', 'admin.access']],
      ['projects', ['projects.create']],
    ]);
  });

  it('grants a permission unrestricted, restricts it, and revokes it', () => {
    let granted = togglePermission([], sites, true);
    expect(granted).to.deep.equal([{ name: 'projects.create', restrictions: [{ name: 'count', value: null }] }]);
    granted = setRestriction(granted, 'projects.create', 'count', restrictionValue(sites.restrictions[0], '5'));
    expect(restrictionOf(granted, 'projects.create', 'count')).to.equal(5);
    expect(permissionsPayload(granted)).to.deep.equal([{ name: 'projects.create', restrictions: [{ name: 'count', value: 5 }] }]);
    expect(togglePermission(granted, sites, false)).to.deep.equal([]);
  });

  it('sends an empty limit as no restriction (unlimited)', () => {
    expect(restrictionValue(sites.restrictions[0], '')).to.equal(null);
    expect(restrictionValue({ name: 'on', type: 'boolean' }, true)).to.equal(true);
    expect(permissionsPayload(togglePermission([], sites, true))).to.deep.equal([{ name: 'projects.create', restrictions: [] }]);
  });
});

describe('admin dashboard data', () => {
  it('offers the four ranges, 30 days when the address names none of them', () => {
    expect(['7d', '30d', '90d', '365d'].map(readRange)).to.deep.equal(['7d', '30d', '90d', '365d']);
    expect(readRange(null)).to.equal('30d');
    expect(readRange('12d')).to.equal('30d');
  });

  it('lines series up by day, a missing day counting 0', () => {
    const merged = mergeSeries({
      created: [
        { date: '2025-01-02', value: 3 },
        { date: '2025-01-01', value: 1 },
      ],
      published: [{ date: '2025-01-02', value: 2 }],
    });
    expect(merged).to.deep.equal([
      { date: '2025-01-01', created: 1, published: 0 },
      { date: '2025-01-02', created: 3, published: 2 },
    ]);
    expect(seriesTotal([{ date: '2025-01-01', value: 4 }, { date: '2025-01-02', value: 6 }])).to.equal(10);
    expect(seriesTotal(undefined)).to.equal(0);
  });
});
