import { randomUUID } from 'node:crypto';
import { PERMISSIONS, TRIAL_DAYS } from '../../../common/constants.ts';
import { WORKSPACE_MEMBERS_PERMISSION } from '../../../common/workspaces.ts';
import { CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION } from '../../../common/collections.ts';
import { grantPermission } from '../roles/seed.ts';
import { Price, Product } from './models.ts';

// Site counts match the landing page FAQ (web/src/features/landing/faq.tsx); Essentials is the trial plan.
// Seats: members plus pending invites per workspace the subscriber owns (workspaces.members).
// Items: blog posts and other collection items per site (content.items); empty is unlimited.
// Yearly prices are 20% below twelve monthly payments ("Save 20%").
export const DEFAULT_PLANS = [
  {
    name: 'Essentials',
    description: 'Try everything for 7 days, then keep one site online.',
    monthly: 5,
    sites: 1,
    generations: 10,
    seats: 1,
    items: 100,
    trial_period_days: TRIAL_DAYS,
    recommended: false,
    features: ['1 site', 'AI site generation', 'Visual editor', 'Free subdomain', 'Priority support'],
  },
  {
    name: 'Starter',
    description: 'For a small business with a handful of sites.',
    monthly: 12,
    sites: 5,
    generations: 50,
    seats: 3,
    items: 1000,
    recommended: false,
    features: ['5 sites', 'AI site generation', 'Visual editor', 'Custom domains', 'Priority support'],
  },
  {
    name: 'Premium',
    description: 'For freelancers and growing teams.',
    monthly: 29,
    sites: 20,
    generations: 200,
    seats: 10,
    items: 10000,
    recommended: true,
    features: ['20 sites', 'AI site generation', 'Visual editor', 'Custom domains', 'Priority support'],
  },
  {
    name: 'Ultimate',
    description: 'For agencies that build for many clients.',
    monthly: 59,
    sites: 50,
    generations: 500,
    seats: 25,
    items: '',
    recommended: false,
    features: ['50 sites', 'AI site generation', 'Visual editor', 'Custom domains', 'Priority support'],
  },
];

export async function seedPlans(): Promise<void> {
  for (const [position, plan] of DEFAULT_PLANS.entries()) {
    const [product] = await Product.findOrCreate({
      where: { name: plan.name },
      defaults: {
        uuid: randomUUID(),
        name: plan.name,
        description: plan.description,
        feature_list: plan.features,
        position,
        recommended: plan.recommended,
        trial_period_days: plan.trial_period_days ?? null,
      },
    });
    await grantPermission('product', product.id, PERMISSIONS.projectsCreate, [{ name: 'count', value: plan.sites }]);
    await grantPermission('product', product.id, PERMISSIONS.aiGenerate, [{ name: 'count', value: plan.generations }]);
    await grantPermission('product', product.id, WORKSPACE_MEMBERS_PERMISSION, [{ name: 'count', value: plan.seats }]);
    await grantPermission('product', product.id, CONTENT_PERMISSION, [{ name: CONTENT_ITEMS_RESTRICTION, value: plan.items }]);
    const prices = [
      { interval: 'month' as const, amount: plan.monthly, default: true },
      { interval: 'year' as const, amount: Math.round(plan.monthly * 12 * 0.8 * 100) / 100, default: false },
    ];
    for (const price of prices) {
      await Price.findOrCreate({
        where: { product_id: product.id, currency: 'USD', interval: price.interval, interval_count: 1 },
        defaults: { product_id: product.id, currency: 'USD', interval: price.interval, interval_count: 1, amount: price.amount, default: price.default },
      });
    }
  }
}
