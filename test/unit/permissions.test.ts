import { expect } from 'chai';
import { hasPermission, isMenuItemVisible, isMissingOrOverQuota, isOverQuota, mergePermissions, type PermissionSubject } from '../../common/permissions.ts';
import type { MenuItem, Permission } from '../../common/types.ts';

const permission = (name: string, restrictions: Permission['restrictions'] = []): Permission => ({ name, restrictions });
const user = (permissions: Permission[], extra: Partial<NonNullable<PermissionSubject['user']>> = {}): PermissionSubject['user'] => ({
  permissions,
  roles: [{ id: 2, name: 'users' }],
  autumn_subscription_active: false,
  subscriptions: [],
  ...extra,
});

describe('permissions (common/permissions.ts)', () => {
  it('grants everything to a user holding admin', () => {
    const subject = { user: user([permission('admin')]), guestRole: null };
    expect(hasPermission(subject, 'admin.access')).to.equal(true);
    expect(hasPermission(subject, 'anything.else')).to.equal(true);
    expect(isOverQuota(subject, 'projects.create', 'count', 10_000)).to.equal(false);
  });

  it('uses the guest role for visitors, and never the admin shortcut for guests', () => {
    const guestRole = { permissions: [permission('admin'), permission('pages.view')] };
    expect(hasPermission({ user: null, guestRole }, 'pages.view')).to.equal(true);
    expect(hasPermission({ user: null, guestRole }, 'projects.create')).to.equal(false);
    expect(hasPermission({ user: null, guestRole: null }, 'pages.view')).to.equal(false);
  });

  it('requires a subscription for projects.create only when billing is on', () => {
    const builder = user([permission('projects.create')]);
    expect(hasPermission({ user: builder, guestRole: null }, 'projects.create')).to.equal(true);
    expect(hasPermission({ user: builder, guestRole: null, billingEnabled: true }, 'projects.create')).to.equal(false);
    const subscribed = user([permission('projects.create')], { subscriptions: [{ id: 1, valid: true }] });
    expect(hasPermission({ user: subscribed, guestRole: null, billingEnabled: true }, 'projects.create')).to.equal(true);
  });

  it('counts a quota as exceeded at or above the restriction value, and absent values as unlimited', () => {
    const limited = { user: user([permission('projects.create', [{ name: 'count', value: 5 }])]), guestRole: null };
    expect(isOverQuota(limited, 'projects.create', 'count', 4)).to.equal(false);
    expect(isOverQuota(limited, 'projects.create', 'count', 5)).to.equal(true);
    const unlimited = { user: user([permission('projects.create')]), guestRole: null };
    expect(isOverQuota(unlimited, 'projects.create', 'count', 500)).to.equal(false);
    expect(isMissingOrOverQuota({ user: user([]), guestRole: null }, 'projects.create', 'count', 0)).to.equal(true);
    expect(isMissingOrOverQuota(limited, 'projects.create', 'count', 5)).to.equal(true);
    expect(isMissingOrOverQuota(limited, 'projects.create', 'count', 1)).to.equal(false);
  });

  it('shows a menu item only with an action and every listed role and permission', () => {
    const item = (extra: Partial<MenuItem>): MenuItem => ({ id: 1, label: 'x', action: '/x', type: 'route', order: 0, ...extra });
    const subject = { user: user([permission('admin.access')]), guestRole: null };
    expect(isMenuItemVisible(item({}), subject)).to.equal(true);
    expect(isMenuItemVisible(item({ action: '' }), subject)).to.equal(false);
    expect(isMenuItemVisible(item({ roles: [2], permissions: ['admin.access'] }), subject)).to.equal(true);
    expect(isMenuItemVisible(item({ roles: [2, 3] }), subject)).to.equal(false);
    expect(isMenuItemVisible(item({ permissions: ['admin.access', 'api.access'] }), subject)).to.equal(false);
    expect(isMenuItemVisible(item({ roles: [2] }), { user: null, guestRole: null })).to.equal(false);
  });

  it('merges permissions from several sources keeping the most generous restriction', () => {
    const merged = mergePermissions([
      [permission('projects.create', [{ name: 'count', value: 5 }])],
      [permission('projects.create', [{ name: 'count', value: 20 }]), permission('api.access')],
      [permission('projects.create', [{ name: 'count', value: 10 }])],
    ]);
    expect(merged).to.deep.equal([permission('projects.create', [{ name: 'count', value: 20 }]), permission('api.access')]);
    const unlimited = mergePermissions([[permission('projects.create', [{ name: 'count', value: 5 }])], [permission('projects.create', [{ name: 'count', value: null }])]]);
    expect(unlimited[0].restrictions[0].value).to.equal(null);
  });
});
