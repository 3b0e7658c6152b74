import { UniqueConstraintError } from 'sequelize';
import { formatMoney } from '../../../common/number-format.ts';
import { NOTIFICATION_TYPES } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { BadRequestError } from '../../errors.ts';
import { queueMail } from '../../mail/mailer.ts';
import { escapeHtml } from '../../html-escape.ts';
import { notify } from '../notifications/notify.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import { billingGateway, callStripe, type Stripe } from './gateway.ts';
import { Product, Subscription, WebhookEvent } from './models.ts';
import { isValidSubscription, subscriptionState, writeSubscriptionState, type SubscriptionState } from './subscriptions.ts';

/** Stripe's own default: a signature older than five minutes is refused, so a captured request cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export const WEBHOOK_MESSAGES = { badSignature: 'The webhook signature is invalid.' } as const;

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** The subscription an event is about; its state is then read from Stripe, never from the event. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as unknown as { object: string };
  if (object.object === 'subscription') return (object as Stripe.Subscription).id;
  if (object.object === 'checkout.session') return idOf((object as Stripe.Checkout.Session).subscription);
  if (object.object === 'invoice') return idOf((object as Stripe.Invoice).parent?.subscription_details?.subscription);
  return null;
}

/** Checks the signature over the raw body; anything else is refused before it is read. */
export async function verifyWebhook(rawBody: Buffer, signature: string | undefined): Promise<Stripe.Event> {
  const { stripe, webhookSecret } = await billingGateway();
  try {
    return stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new BadRequestError(WEBHOOK_MESSAGES.badSignature);
  }
}

/**
 * Handles one verified event once: its id is written in the same transaction as its effect, so a
 * redelivery (or the same event twice at once) changes nothing. Out-of-order events cannot undo
 * newer state, because each writes the subscription as Stripe has it now. A failure writes
 * nothing and answers an error, and Stripe delivers the event again later.
 */
export async function handleWebhookEvent(ctx: AppContext, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  if (await WebhookEvent.findOne({ where: { event_id: event.id } })) return { duplicate: true };
  const subscriptionId = HANDLED.has(event.type) ? subscriptionIdOf(event) : null;
  const state = subscriptionId ? await subscriptionState(await callStripe((stripe) => stripe.subscriptions.retrieve(subscriptionId))) : null;
  const before = state ? await Subscription.findOne({ attributes: ['gateway_status', 'ends_at'], where: { gateway_id: state.gatewayId } }) : null;
  try {
    await WebhookEvent.sequelize!.transaction(async (transaction) => {
      await WebhookEvent.create({ event_id: event.id, type: event.type }, { transaction });
      if (state) await writeSubscriptionState(state, transaction);
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) return { duplicate: true };
    throw error;
  }
  if (event.type === 'invoice.payment_failed' && state) {
    tellPaymentFailed(ctx, state, event.data.object as Stripe.Invoice);
    // The mail above stays as it is; the app (and the browser) hear of it too.
    await notifyPaymentFailed(ctx, state);
  }
  // A plan that was not running and now is: first checkout, a trial started, a lapsed plan paid.
  if (state && !(before && isValidSubscription(before, ctx.now())) && isValidSubscription(state.values, ctx.now())) await notifyPlanActivated(ctx, state);
  return { duplicate: false };
}

function tellPaymentFailed(ctx: AppContext, state: SubscriptionState, invoice: Stripe.Invoice): void {
  queueMail(ctx, async () => {
    const user = await User.findByPk(state.values.user_id);
    if (!user) return null;
    const product = state.values.product_id ? await Product.findByPk(state.values.product_id) : null;
    return {
      to: user.email,
      subject: 'Your payment did not go through',
      template: 'payment-failed',
      data: {
        display_name: displayName(user),
        plan: product?.name ?? 'current',
        amount: formatMoney(invoice.amount_due / 100, invoice.currency),
        billing_url: `${ctx.config.appUrl.replace(/\/+$/, '')}/billing`,
      },
    };
  });
}

async function planName(state: SubscriptionState): Promise<string> {
  const product = state.values.product_id ? await Product.findByPk(state.values.product_id, { attributes: ['name'] }) : null;
  return product?.name ?? 'current';
}

async function notifyPlanActivated(ctx: AppContext, state: SubscriptionState): Promise<void> {
  const plan = await planName(state);
  await notify(ctx, state.values.user_id, {
    type: NOTIFICATION_TYPES.subscription,
    lines: [{ type: 'primary', content: `Your <b>${escapeHtml(plan)}</b> plan is active.` }],
    mainAction: { action: '/billing', label: 'View billing' },
    mail: { subject: `Your ${plan} plan is active` },
  });
}

async function notifyPaymentFailed(ctx: AppContext, state: SubscriptionState): Promise<void> {
  const plan = await planName(state);
  await notify(ctx, state.values.user_id, {
    type: NOTIFICATION_TYPES.subscription,
    lines: [
      { type: 'primary', content: `The payment for your <b>${escapeHtml(plan)}</b> plan did not go through.` },
      { type: 'secondary', content: 'Update your payment method so your plan keeps running.' },
    ],
    mainAction: { action: '/billing', label: 'Update payment method' },
    // The payment-failed e-mail is sent above, whatever the preferences.
    channels: ['app', 'browser'],
  });
}
