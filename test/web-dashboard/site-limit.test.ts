import { expect } from 'chai';
import { siteLimitMessage } from '../../common/billing.ts';
import type { PermissionSubject } from '../../common/permissions.ts';
import { siteLimitNotice } from '../../web/src/features/dashboard/site-limit.ts';

// The dashboard says the plan's site limit is reached before the template dialog opens, in the
// words the server refuses the create with.
describe('dashboard site limit', () => {
  const subject = (count: number | null, extra: string[] = []): PermissionSubject => ({
    user: {
      permissions: [{ name: 'projects.create', restrictions: [{ name: 'count', value: count }] }, ...extra.map((name) => ({ name, restrictions: [] }))],
      roles: [],
      autumn_subscription_active: true,
      subscriptions: [],
    },
    guestRole: null,
  });

  it('says the limit is reached at or over it, naming the plan as the server does', () => {
    expect(siteLimitNotice(subject(3), 3, 'Starter')).to.equal('Your Starter plan allows 3 sites. Upgrade your plan to create more.');
    expect(siteLimitNotice(subject(1), 2, 'Starter')).to.equal('Your Starter plan allows 1 site. Upgrade your plan to create more.');
    expect(siteLimitNotice(subject(3), 3, null)).to.equal(siteLimitMessage(3, null));
    expect(siteLimitMessage(3, null)).to.equal('You have reached the maximum number of sites your plan allows (3). Upgrade your plan to create more.');
  });

  it('says nothing under the limit, without one, for an admin, or while the count is unknown', () => {
    expect(siteLimitNotice(subject(3), 2, 'Starter')).to.equal(null);
    expect(siteLimitNotice(subject(null), 50, null)).to.equal(null);
    expect(siteLimitNotice(subject(3, ['admin']), 3, null)).to.equal(null);
    expect(siteLimitNotice(subject(3), null, 'Starter')).to.equal(null);
  });
});
