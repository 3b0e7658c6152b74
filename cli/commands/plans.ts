import type { Command } from 'commander';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

export function registerPlansCommand(program: Command): void {
  const plans = program.command('plans').description('Billing plans and their Stripe Products and Prices');
  plans
    .command('sync')
    .description('Create or update the Stripe Product and Prices of every plan; a changed amount makes a new Price and archives the old one. Safe to run again.')
    .option('--json', 'print {plans: [{product_id, name, stripe_id, action, prices: [{price_id, stripe_id, action, archived?}]}]} as JSON')
    .action(async (options: { json?: boolean }) => syncCommand(options));
}

async function syncCommand(options: { json?: boolean }): Promise<void> {
  const config = cliConfig();
  if (!config.stripe.secretKey || !config.stripe.webhookSecret) throw new CliError('Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET first');
  const [{ configureBilling }, { syncPlans }] = await Promise.all([import('../../server/modules/billing/gateway.ts'), import('../../server/modules/billing/plans-sync.ts')]);
  configureBilling(config);
  const reports = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    return syncPlans();
  });
  if (options.json) return printJson({ plans: reports });
  for (const plan of reports) {
    print(`${plan.name}: ${plan.action} (${plan.stripe_id})`);
    for (const price of plan.prices) print(`  price ${price.price_id}: ${price.action} (${price.stripe_id}${price.archived ? `, archived ${price.archived}` : ''})`);
  }
}
