import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A stand-in for the Stripe API on 127.0.0.1 that the real `stripe` SDK talks to through
// `new Stripe(secretKey, standIn.stripeOptions)`. It speaks the wire format of the API version the
// installed SDK pins (Stripe.API_VERSION): form-encoded requests with bracket notation, JSON objects
// typed by the SDK's own declarations (so a field this version moved, such as current_period_* on
// subscription items or invoice.parent.subscription_details, fails typechecking here first), the
// real error bodies and messages, idempotency keys, `expand`. Checkout and the billing portal are
// tiny HTML pages; the rest of the lifecycle (renewals, failed payments, trials ending) is driven by
// control calls. Webhooks are signed with the SDK's own test-header helper and delivered to the
// app in order, and each API request or control call waits for the app's answers so tests can
// assert right after. Event payloads are snapshots taken when the event is emitted, as Stripe's are:
// held and reordered deliveries carry stale states, which is what a webhook handler must survive.

export type Param = string | Params | Param[];
export interface Params {
  [key: string]: Param;
}

export interface StripeCall {
  method: string;
  path: string;
  params: Params;
  idempotencyKey?: string;
  /** Answered status; 0 while the request is still running. */
  status: number;
  /** The answer was a replay of an earlier request with the same Idempotency-Key. */
  replayed?: boolean;
}

export interface WebhookDelivery {
  event: Stripe.Event;
  /** Status the app answered; 0 when the delivery failed (no URL, connection refused, timeout). */
  status: number;
  body: string;
  error?: string;
}

export interface StripeStandInOptions {
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  /** How long a webhook delivery may take before it is recorded as failed (Stripe gives up too). */
  webhookTimeoutMs?: number;
}

export interface StripeStandIn {
  url: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  stripeOptions: { host: string; port: number; protocol: 'http' };
  calls: StripeCall[];
  deliveries: WebhookDelivery[];
  /** Every event emitted, delivered or held, in emission order. */
  events: Stripe.Event[];
  setWebhookUrl(url: string | null): void;
  /** What POST /pay/:id does: completes the session, delivers its webhooks and returns the subscription. */
  completeCheckout(sessionId: string): Promise<Stripe.Subscription>;
  /** The current period ends: schedule phases apply, trials end, cancellations take effect, or a paid renewal. */
  advancePeriod(subscriptionId: string): Promise<Stripe.Subscription>;
  /** A renewal charge fails: an open invoice, status past_due, invoice.payment_failed + customer.subscription.updated. */
  failPayment(subscriptionId: string): Promise<Stripe.Invoice>;
  /** A retry of the latest open invoice succeeds: invoice.paid, status active, customer.subscription.updated. */
  recoverPayment(subscriptionId: string): Promise<Stripe.Invoice>;
  setStatus(subscriptionId: string, status: Stripe.Subscription.Status, options?: { emit?: boolean }): Promise<Stripe.Subscription>;
  subscription(id: string): Stripe.Subscription | undefined;
  customer(id: string): Stripe.Customer | undefined;
  session(id: string): Stripe.Checkout.Session | undefined;
  invoice(id: string): Stripe.Invoice | undefined;
  schedule(id: string): Stripe.SubscriptionSchedule | undefined;
  price(id: string): Stripe.Price | undefined;
  product(id: string): Stripe.Product | undefined;
  buildEvent(type: Stripe.Event.Type, object: object, previousAttributes?: Record<string, unknown>): Stripe.Event;
  signedPayload(event: Stripe.Event, options?: { timestamp?: number; secret?: string }): { body: string; header: string };
  deliver(event: Stripe.Event, options?: { timestamp?: number; secret?: string }): Promise<WebhookDelivery>;
  pauseWebhooks(): void;
  /** Delivers the held events (newest first with reverse) and resumes; with none held, waits for the queued ones. */
  flushWebhooks(options?: { reverse?: boolean }): Promise<WebhookDelivery[]>;
  reset(): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;
type Metadata = Stripe.Metadata;
type Interval = Stripe.Price.Recurring.Interval;

const DAY = 86_400;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const PAGE = ['limit', 'starting_after', 'ending_before', 'expand'];

// Top-level parameters each endpoint accepts, from the SDK's *Params declarations: a parameter the
// API does not know answers 400 "Received unknown parameter" (which is also how Stripe refuses a
// price amount change: PriceUpdateParams has no unit_amount). Known but unmodelled ones are ignored.
const ACCEPTS = {
  customerCreate: 'address balance business_name cash_balance description email expand individual_name invoice_prefix invoice_settings metadata name next_invoice_sequence payment_method phone preferred_locales shipping source tax tax_exempt tax_id_data test_clock validate',
  customerUpdate: 'address balance business_name cash_balance default_source description email expand individual_name invoice_prefix invoice_settings metadata name next_invoice_sequence phone preferred_locales shipping source tax tax_exempt validate',
  productCreate: 'name active default_price_data description expand id images marketing_features metadata package_dimensions shippable statement_descriptor tax_code tax_details type unit_label url',
  productUpdate: 'active default_price description expand images marketing_features metadata name package_dimensions shippable statement_descriptor tax_code tax_details unit_label url',
  productList: 'active created ids shippable type url',
  priceCreate: 'currency active billing_scheme currency_options custom_unit_amount expand lookup_key metadata nickname product product_data recurring tax_behavior tiers tiers_mode transfer_lookup_key transform_quantity unit_amount unit_amount_decimal',
  priceUpdate: 'active currency_options expand lookup_key metadata nickname tax_behavior transfer_lookup_key',
  priceList: 'active created currency lookup_keys product recurring type',
  checkoutCreate: 'adaptive_pricing after_expiration allow_promotion_codes allowed_payment_method_types automatic_tax billing_address_collection branding_settings cancel_url client_reference_id consent_collection currency custom_fields custom_text customer customer_account customer_creation customer_email customer_update discounts excluded_payment_method_types expand expires_at integration_identifier invoice_creation line_items locale managed_payments metadata mode name_collection optional_items origin_context payment_intent_data payment_method_collection payment_method_configuration payment_method_data payment_method_options permissions phone_number_collection redirect_on_completion return_url saved_payment_method_options setup_intent_data shipping_address_collection shipping_options submit_type subscription_data success_url tax_id_collection ui_mode wallet_options',
  subscriptionUpdate: 'add_invoice_items application_fee_percent automatic_tax billing_cycle_anchor billing_schedules billing_thresholds cancel_at cancel_at_period_end cancellation_details collection_method days_until_due default_payment_method default_source default_tax_rates description discounts expand invoice_settings items metadata off_session on_behalf_of pause_collection payment_behavior payment_settings pending_invoice_item_interval proration_behavior proration_date transfer_data trial_end trial_from_plan trial_settings',
  subscriptionList: 'automatic_tax collection_method created current_period_end current_period_start customer customer_account plan price status test_clock',
  subscriptionCancel: 'cancellation_details expand invoice_now prorate',
  scheduleCreate: 'billing_mode customer customer_account default_settings end_behavior expand from_subscription metadata pause_schedules phases start_date',
  scheduleUpdate: 'default_settings end_behavior expand metadata pause_schedules phases proration_behavior',
  scheduleRelease: 'expand preserve_cancel_date',
  scheduleCancel: 'expand invoice_now prorate',
  portalCreate: 'after_expiration configuration customer customer_account expand flow_data locale on_behalf_of return_url',
  invoiceList: 'collection_method created customer customer_account due_date status subscription',
  retrieve: 'expand',
};

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; message: string; code?: string; param?: string },
  ) {
    super(error.message);
  }
}

const invalid = (message: string, param?: string) => new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string, param = 'id') =>
  new ApiError(param === 'id' ? 404 : 400, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param });

function randomId(prefix: string, length = 24): string {
  return prefix + Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

// On the wire a decimal is a string ("1200"); the SDK turns it into its Decimal type when it reads a response.
const decimal = (value: number) => String(value) as unknown as Stripe.Decimal;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Parses `a[b][0][c]=x&expand[]=y` into nested objects and arrays, the way Stripe reads form bodies and query strings. */
export function parseForm(encoded: string): Params {
  interface Node {
    [key: string]: string | Node;
  }
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    const path = match ? [match[1], ...Array.from(match[2].matchAll(/\[([^[\]]*)\]/g), (m) => m[1])] : [key];
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) node[name] = value;
      else node = isRecord(node[name]) ? (node[name] as Node) : (node[name] = {});
    });
  }
  const convert = (node: string | Node, underMetadata: boolean): Param => {
    if (typeof node === 'string') return node;
    const keys = Object.keys(node);
    const entries = keys.map((key) => [key, convert(node[key], key === 'metadata')] as const);
    if (!underMetadata && keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, value]) => value);
    return Object.fromEntries(entries);
  };
  return convert(root, false) as Params;
}

function str(value: Param | undefined, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`Invalid string: ${JSON.stringify(value)}`, name);
  return value;
}

function int(value: Param | undefined, name: string): number | undefined {
  const text = str(value, name);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalid(`Invalid integer: ${text}`, name);
  return Number(text);
}

function bool(value: Param | undefined, name: string): boolean | undefined {
  const text = str(value, name);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw invalid(`Invalid boolean: ${text}`, name);
  return text === 'true';
}

function obj(value: Param | undefined, name: string): Params | undefined {
  if (value === undefined || value === '') return undefined;
  if (!isRecord(value)) throw invalid(`Invalid hash`, name);
  return value;
}

function list(value: Param | undefined, name: string): Param[] {
  if (value === undefined || value === '') return [];
  if (!Array.isArray(value)) throw invalid(`Invalid array`, name);
  return value;
}

function oneOf<T extends string>(value: Param | undefined, name: string, allowed: readonly T[]): T | undefined {
  const text = str(value, name);
  if (text !== undefined && !allowed.includes(text as T)) throw invalid(`Invalid ${name}: must be one of ${allowed.join(', ')}`, name);
  return text as T | undefined;
}

/** Stripe's metadata rules: keys merge, an empty value unsets a key, an empty `metadata` unsets them all. */
function mergeMetadata(current: Metadata, value: Param | undefined, name = 'metadata'): Metadata {
  if (value === undefined) return current;
  if (value === '') return {};
  if (!isRecord(value)) throw invalid('Invalid hash', name);
  const next = { ...current };
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalid(`Invalid string: ${JSON.stringify(entry)}`, `${name}[${key}]`);
    if (key.length > 40) throw invalid('Metadata keys can have up to 40 characters', `${name}[${key}]`);
    if (entry.length > 500) throw invalid('Metadata values can have up to 500 characters', `${name}[${key}]`);
    if (entry === '') delete next[key];
    else next[key] = entry;
  }
  if (Object.keys(next).length > 50) throw invalid('You can have up to 50 metadata keys', name);
  return next;
}

/** Stripe adds calendar months and clamps the day (Jan 31 + 1 month = Feb 28/29). */
function addInterval(from: number, interval: Interval, count: number): number {
  if (interval === 'day') return from + count * DAY;
  if (interval === 'week') return from + count * 7 * DAY;
  const date = new Date(from * 1000);
  const months = date.getUTCMonth() + (interval === 'year' ? 12 * count : count);
  const target = new Date(Date.UTC(date.getUTCFullYear(), months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** A small but well-formed one-page PDF (the byte offsets in the xref table are computed). */
function pdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 14 Tf 72 ${720 - i * 22} Td (${line.replace(/[()\\]/g, '\\$&')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = Buffer.byteLength(out);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

interface CheckoutExtras {
  items: { price: string; quantity: number }[];
  trialDays?: number;
  subscriptionMetadata: Metadata;
}

interface Saved {
  fingerprint: string;
  status: number;
  body: string;
}

type Handler = (params: Params, id: string) => Promise<object> | object;
interface Route {
  method: string;
  pattern: RegExp;
  accepts: string;
  handler: Handler;
}

export async function createStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_standin';
  const webhookSecret = options.webhookSecret ?? 'whsec_standin';
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 5000;
  let webhookUrl = options.webhookUrl ?? null;
  let base = '';

  const customers = new Map<string, Stripe.Customer>();
  const products = new Map<string, Stripe.Product>();
  const prices = new Map<string, Stripe.Price>();
  const sessions = new Map<string, Stripe.Checkout.Session>();
  const checkoutExtras = new Map<string, CheckoutExtras>();
  const subscriptions = new Map<string, Stripe.Subscription>();
  const schedules = new Map<string, Stripe.SubscriptionSchedule>();
  const portals = new Map<string, Stripe.BillingPortal.Session>();
  const invoices = new Map<string, Stripe.Invoice>();
  const idempotency = new Map<string, Saved>();
  const calls: StripeCall[] = [];
  const deliveries: WebhookDelivery[] = [];
  const events: Stripe.Event[] = [];
  let held: Stripe.Event[] = [];
  let paused = false;
  let inFlight = 0;
  let chain: Promise<unknown> = Promise.resolve();
  // The simulated clock: advancePeriod moves it to the period end, like a Stripe test clock would.
  let clockOffset = 0;
  const portalConfiguration = randomId('bpc_');

  const now = () => Math.floor(Date.now() / 1000) + clockOffset;
  const clockTo = (timestamp: number) => {
    clockOffset = Math.max(clockOffset, timestamp - Math.floor(Date.now() / 1000));
  };
  const clone = <T>(value: T): T => structuredClone(value);

  function get<T>(store: Map<string, T>, kind: string, id: string, param = 'id'): T {
    const found = store.get(id);
    if (!found) throw missing(kind, id, param);
    return found;
  }

  function lookup(id: string): object | undefined {
    const prefix = /^(cus|prod|price|cs_test|sub_sched|sub|in|bps)_/.exec(id)?.[1];
    const store = { cus: customers, prod: products, price: prices, cs_test: sessions, sub_sched: schedules, sub: subscriptions, in: invoices, bps: portals }[prefix ?? ''] as Map<string, object> | undefined;
    const found = store?.get(id);
    return found ? clone(found) : undefined;
  }

  /** Replaces ids by their objects along a dotted path (`subscription`, `data.customer`, `items.data.price.product`). */
  function expand(value: unknown, segments: string[]): unknown {
    if (Array.isArray(value)) return value.map((entry) => expand(entry, segments));
    if (!isRecord(value) || segments.length === 0) return value;
    const [head, ...rest] = segments;
    let child = value[head];
    if (typeof child === 'string') child = lookup(child) ?? child;
    value[head] = rest.length ? expand(child, rest) : child;
    return value;
  }

  function paginate<T extends { id: string }>(all: T[], params: Params, url: string): Stripe.ApiList<T> {
    const limit = int(params.limit, 'limit') ?? 10;
    if (limit < 1 || limit > 100) throw invalid('Invalid integer: limit must be between 1 and 100', 'limit');
    const after = str(params.starting_after, 'starting_after');
    const before = str(params.ending_before, 'ending_before');
    let start = 0;
    let end = all.length;
    if (after !== undefined) start = all.findIndex((entry) => entry.id === after) + 1;
    if (before !== undefined) end = Math.max(0, all.findIndex((entry) => entry.id === before));
    const page = before !== undefined ? all.slice(Math.max(0, end - limit), end) : all.slice(start, start + limit);
    const hasMore = before !== undefined ? end - limit > 0 : start + limit < end;
    return { object: 'list', data: page.map(clone), has_more: hasMore, url };
  }

  const newestFirst = <T>(store: Map<string, T>) => [...store.values()].reverse();

  // ---- webhooks -------------------------------------------------------------------------------

  function buildEvent(type: Stripe.Event.Type, object: object, previousAttributes?: Record<string, unknown>): Stripe.Event {
    const data = { object: clone(object), ...(previousAttributes ? { previous_attributes: clone(previousAttributes) } : {}) };
    return { id: randomId('evt_'), object: 'event', api_version: Stripe.API_VERSION, created: now(), data, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, type } as Stripe.Event;
  }

  function signedPayload(event: Stripe.Event, opts: { timestamp?: number; secret?: string } = {}) {
    // Stripe sends pretty-printed JSON; the signature covers the exact bytes.
    const body = JSON.stringify(event, null, 2);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: opts.secret ?? webhookSecret, timestamp: opts.timestamp });
    return { body, header };
  }

  async function post(event: Stripe.Event, opts: { timestamp?: number; secret?: string } = {}): Promise<WebhookDelivery> {
    // Recorded once answered: deliveries run one at a time, so this is also the order they were sent in.
    const delivery: WebhookDelivery = { event, status: 0, body: '' };
    if (!webhookUrl) {
      delivery.error = 'no webhook URL set';
      deliveries.push(delivery);
      return delivery;
    }
    const { body, header } = signedPayload(event, opts);
    inFlight += 1;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': header, 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body,
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      delivery.status = response.status;
      delivery.body = await response.text();
    } catch (error) {
      delivery.error = (error as Error).message;
    } finally {
      inFlight -= 1;
    }
    deliveries.push(delivery);
    return delivery;
  }

  /** Deliveries run one at a time, in order, even when several requests emit events at once. */
  function enqueue(batch: Stripe.Event[], opts?: { timestamp?: number; secret?: string }): Promise<WebhookDelivery[]> {
    const run = chain.then(async () => {
      const done: WebhookDelivery[] = [];
      for (const event of batch) done.push(await post(event, opts));
      return done;
    });
    chain = run.catch(() => undefined);
    return run;
  }

  /**
   * Snapshots the objects now and delivers (or holds) the events; resolves once the app has answered.
   * Except while a delivery is in flight: then the emitting request most likely comes from the app's
   * webhook handler itself, and waiting for the queue would deadlock it (Stripe never waits).
   */
  async function emit(...batch: [Stripe.Event.Type, object, Record<string, unknown>?][]): Promise<void> {
    const built = batch.map(([type, object, previous]) => buildEvent(type, object, previous));
    events.push(...built);
    if (paused) held.push(...built);
    else if (inFlight > 0) void enqueue(built);
    else await enqueue(built);
  }

  /** `previous_attributes` of an `*.updated` event: the top-level fields that changed, with their old values. */
  function changed(before: object, after: object): Record<string, unknown> {
    const old = before as Json;
    const now = after as Json;
    return Object.fromEntries(Object.keys(now).filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key])).map((key) => [key, old[key]]));
  }

  // ---- objects --------------------------------------------------------------------------------

  function newCustomer(params: Params): Stripe.Customer {
    const customer: Stripe.Customer = {
      id: randomId('cus_', 14), object: 'customer', address: null, balance: int(params.balance, 'balance') ?? 0, created: now(), currency: null, default_source: null, delinquent: false,
      description: str(params.description, 'description') ?? null, discount: null, email: str(params.email, 'email') ?? null, invoice_prefix: randomId('', 8).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null }, livemode: false, metadata: mergeMetadata({}, params.metadata),
      name: str(params.name, 'name') ?? null, next_invoice_sequence: 1, phone: str(params.phone, 'phone') ?? null, preferred_locales: [], shipping: null, tax_exempt: 'none', test_clock: null,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function newProduct(params: Params): Stripe.Product {
    const name = str(params.name, 'name');
    if (!name) throw invalid('Missing required param: name.', 'name');
    const product: Stripe.Product = {
      id: str(params.id, 'id') ?? randomId('prod_', 14), object: 'product', active: bool(params.active, 'active') ?? true, created: now(), default_price: null,
      description: str(params.description, 'description') ?? null, images: [], livemode: false, marketing_features: [], metadata: mergeMetadata({}, params.metadata), name,
      package_dimensions: null, shippable: null, statement_descriptor: null, tax_code: null, tax_details: null, type: 'service', unit_label: null, updated: now(), url: null,
    };
    if (products.has(product.id)) throw invalid(`Product already exists.`, 'id');
    products.set(product.id, product);
    return product;
  }

  function planOf(price: Stripe.Price): Stripe.Plan {
    return {
      id: price.id, object: 'plan', active: price.active, amount: price.unit_amount, amount_decimal: price.unit_amount_decimal, billing_scheme: 'per_unit', created: price.created, currency: price.currency,
      interval: price.recurring?.interval ?? 'month', interval_count: price.recurring?.interval_count ?? 1, livemode: false, metadata: price.metadata, meter: null, nickname: price.nickname,
      product: price.product, tiers_mode: null, transform_usage: null, trial_period_days: null, usage_type: 'licensed',
    };
  }

  function activePrice(id: string, param: string): Stripe.Price {
    const price = get(prices, 'price', id, param);
    if (!price.active) throw invalid('The price specified is inactive. This field only accepts active prices.', param);
    if (!price.recurring) throw invalid(`The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`, param);
    return price;
  }

  const periodOf = (sub: Stripe.Subscription) => ({ start: sub.items.data[0].current_period_start, end: sub.items.data[0].current_period_end });
  const productName = (price: Stripe.Price) => products.get(price.product as string)?.name ?? String(price.product);
  const money = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

  function setItemPrice(item: Stripe.SubscriptionItem, price: Stripe.Price, quantity?: number): void {
    item.price = clone(price);
    item.plan = planOf(price);
    if (quantity !== undefined) item.quantity = quantity;
  }

  function newItem(subscriptionId: string, price: Stripe.Price, quantity: number, start: number, end: number): Stripe.SubscriptionItem {
    return {
      id: randomId('si_', 14), object: 'subscription_item', billing_thresholds: null, created: now(), current_period_end: end, current_period_start: start, current_trial: null, discounts: [],
      metadata: {}, plan: planOf(price), price: clone(price), quantity, subscription: subscriptionId, tax_rates: [],
    };
  }

  function newInvoice(sub: Stripe.Subscription, reason: Stripe.Invoice.BillingReason, paid: boolean, opts: { periodStart: number; periodEnd: number; amount?: number; description?: string; proration?: boolean }): Stripe.Invoice {
    const customer = customers.get(sub.customer as string);
    const id = randomId('in_');
    const created = now();
    const lines: Stripe.InvoiceLineItem[] = sub.items.data.map((item) => {
      const amount = opts.amount ?? (item.price.unit_amount ?? 0) * (item.quantity ?? 1);
      const interval = item.price.recurring ? `${item.price.recurring.interval_count > 1 ? `${item.price.recurring.interval_count} ` : ''}${item.price.recurring.interval}` : '';
      return {
        id: randomId('il_'), object: 'line_item', amount, currency: sub.currency, description: opts.description ?? `${item.quantity ?? 1} × ${productName(item.price)} (at ${money(item.price.unit_amount ?? 0, sub.currency)} / ${interval})`,
        discount_amounts: [], discountable: true, discounts: [], invoice: id, livemode: false, metadata: {},
        parent: { invoice_item_details: null, subscription_item_details: { invoice_item: null, proration: opts.proration ?? false, proration_details: null, subscription: sub.id, subscription_item: item.id }, type: 'subscription_item_details' },
        period: { start: item.current_period_start, end: item.current_period_end }, pretax_credit_amounts: [], pricing: { price_details: { price: item.price.id, product: item.price.product as string }, type: 'price_details', unit_amount_decimal: item.price.unit_amount_decimal },
        quantity: item.quantity ?? 1, quantity_decimal: decimal(item.quantity ?? 1), subscription: sub.id, subtotal: amount, taxes: [],
      };
    });
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const number = customer ? `${customer.invoice_prefix}-${String(customer.next_invoice_sequence ?? 1).padStart(4, '0')}` : null;
    if (customer) customer.next_invoice_sequence = (customer.next_invoice_sequence ?? 1) + 1;
    const invoice: Stripe.Invoice = {
      id, object: 'invoice', account_country: 'US', account_name: 'Stripe stand-in', account_tax_ids: null, amount_due: due, amount_overpaid: 0, amount_paid: paid ? due : 0, amount_remaining: paid ? 0 : due,
      amount_shipping: 0, application: null, attempt_count: 1, attempted: true, auto_advance: !paid, automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
      automatically_finalizes_at: null, billing_reason: reason, collection_method: 'charge_automatically', created, currency: sub.currency, custom_fields: null, customer: sub.customer as string,
      customer_account: null, customer_address: null, customer_email: customer?.email ?? null, customer_name: customer?.name ?? null, customer_phone: null, customer_shipping: null,
      customer_tax_exempt: 'none', customer_tax_ids: [], default_payment_method: null, default_source: null, default_tax_rates: [], description: null, discounts: [], due_date: null,
      effective_at: created, ending_balance: 0, footer: null, from_invoice: null, hosted_invoice_url: `${base}/invoices/${id}`, invoice_pdf: `${base}/invoices/${id}.pdf`, issuer: { type: 'self' },
      last_finalization_error: null, latest_revision: null, lines: { object: 'list', data: lines, has_more: false, url: `/v1/invoices/${id}/lines` }, livemode: false, metadata: {},
      next_payment_attempt: paid ? null : created + 3 * DAY, number, on_behalf_of: null,
      parent: { quote_details: null, subscription_details: { metadata: clone(sub.metadata), subscription: sub.id }, type: 'subscription_details' },
      payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null }, period_end: opts.periodEnd, period_start: opts.periodStart,
      post_payment_credit_notes_amount: 0, pre_payment_credit_notes_amount: 0, receipt_number: null, rendering: null, shipping_cost: null, shipping_details: null, starting_balance: 0,
      statement_descriptor: null, status: paid ? 'paid' : 'open', status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: paid ? created : null, voided_at: null },
      subtotal: total, subtotal_excluding_tax: total, test_clock: null, total, total_discount_amounts: [], total_excluding_tax: total, total_pretax_credit_amounts: [], total_taxes: [], webhooks_delivered_at: created,
    };
    invoices.set(id, invoice);
    sub.latest_invoice = id;
    return invoice;
  }

  function phaseOf(items: { price: Stripe.Price; quantity: number }[], start: number, end: number, prorationBehavior: Stripe.SubscriptionSchedule.Phase.ProrationBehavior): Stripe.SubscriptionSchedule.Phase {
    return {
      add_invoice_items: [], application_fee_percent: null, billing_cycle_anchor: null, billing_thresholds: null, collection_method: null, currency: items[0].price.currency, default_payment_method: null,
      default_tax_rates: [], description: null, discounts: [], end_date: end, invoice_settings: null,
      items: items.map(({ price, quantity }) => ({ billing_thresholds: null, discounts: [], metadata: {}, plan: price.id, price: price.id, quantity, tax_rates: [] })),
      metadata: {}, on_behalf_of: null, proration_behavior: prorationBehavior, start_date: start, transfer_data: null, trial_end: null,
    };
  }

  // ---- lifecycle ------------------------------------------------------------------------------

  function cancelNow(sub: Stripe.Subscription, at: number): void {
    sub.status = 'canceled';
    sub.ended_at = at;
    sub.canceled_at = sub.canceled_at ?? at;
    sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, ...sub.cancellation_details, reason: sub.cancellation_details?.reason ?? 'cancellation_requested' };
    const schedule = sub.schedule ? schedules.get(sub.schedule as string) : undefined;
    if (schedule && (schedule.status === 'active' || schedule.status === 'not_started')) Object.assign(schedule, { status: 'canceled', canceled_at: at, current_phase: null });
  }

  async function completeCheckout(sessionId: string): Promise<Stripe.Subscription> {
    const session = sessions.get(sessionId);
    const extras = checkoutExtras.get(sessionId);
    if (!session || !extras) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    const customer = session.customer ? customers.get(session.customer as string)! : newCustomer({ email: session.customer_email ?? 'customer@example.com' });
    const paymentMethod = randomId('pm_');
    customer.invoice_settings.default_payment_method = paymentMethod;
    const start = now();
    const trialEnd = extras.trialDays ? start + extras.trialDays * DAY : null;
    const first = prices.get(extras.items[0].price)!;
    const end = trialEnd ?? addInterval(start, first.recurring!.interval, first.recurring!.interval_count);
    const id = randomId('sub_');
    const sub: Stripe.Subscription = {
      id, object: 'subscription', application: null, application_fee_percent: null, automatic_tax: { disabled_reason: null, enabled: false, liability: null }, billing_cycle_anchor: end,
      billing_cycle_anchor_config: null, billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: start }, billing_schedules: [], billing_thresholds: null,
      cancel_at: null, cancel_at_period_end: false, canceled_at: null, cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null }, collection_method: 'charge_automatically', created: start,
      currency: first.currency, customer: customer.id, customer_account: null, days_until_due: null, default_payment_method: paymentMethod, default_source: null, default_tax_rates: [], description: null,
      discounts: [], ended_at: null, invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
      items: { object: 'list', data: extras.items.map(({ price, quantity }) => newItem(id, prices.get(price)!, quantity, start, end)), has_more: false, url: `/v1/subscription_items?subscription=${id}` },
      latest_invoice: null, livemode: false, managed_payments: null, metadata: clone(extras.subscriptionMetadata), next_pending_invoice_item_invoice: null, on_behalf_of: null, pause_collection: null,
      payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' }, pending_invoice_item_interval: null, pending_setup_intent: null,
      pending_update: null, schedule: null, start_date: start, status: trialEnd ? 'trialing' : 'active', test_clock: null, transfer_data: null, trial_end: trialEnd,
      trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } }, trial_start: trialEnd ? start : null,
    };
    subscriptions.set(id, sub);
    const invoice = newInvoice(sub, 'subscription_create', true, { periodStart: start, periodEnd: start, ...(trialEnd ? { amount: 0, description: `Trial period for ${productName(first)}` } : {}) });
    Object.assign(session, {
      status: 'complete', payment_status: trialEnd ? 'no_payment_required' : 'paid', customer: customer.id, subscription: id, invoice: invoice.id, url: null,
      customer_details: { address: null, business_name: null, email: customer.email, individual_name: null, name: customer.name ?? null, phone: null, tax_exempt: 'none', tax_ids: [] },
    });
    await emit(['checkout.session.completed', session], ['customer.subscription.created', sub], ['invoice.paid', invoice]);
    return clone(sub);
  }

  function liveSubscription(id: string): Stripe.Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`No such subscription: ${id}`);
    return sub;
  }

  async function advancePeriod(subscriptionId: string): Promise<Stripe.Subscription> {
    const sub = liveSubscription(subscriptionId);
    if (sub.status === 'canceled') throw new Error(`Subscription ${subscriptionId} is canceled`);
    const before = clone(sub);
    const period = periodOf(sub);
    clockTo(period.end);
    if (sub.cancel_at_period_end || (sub.cancel_at !== null && sub.cancel_at <= period.end)) {
      cancelNow(sub, period.end);
      await emit(['customer.subscription.deleted', sub, changed(before, sub)]);
      return clone(sub);
    }
    // A schedule moves to the phase covering the new period; after its last phase it ends per end_behavior.
    const schedule = sub.schedule ? schedules.get(sub.schedule as string) : undefined;
    if (schedule && schedule.status === 'active') {
      const phase = schedule.phases.find((p) => p.start_date <= period.end && period.end < p.end_date);
      if (phase) {
        phase.items.forEach((phaseItem, index) => {
          const price = prices.get(phaseItem.price as string)!;
          if (sub.items.data[index]) setItemPrice(sub.items.data[index], price, phaseItem.quantity);
          else sub.items.data.push(newItem(sub.id, price, phaseItem.quantity ?? 1, period.start, period.end));
        });
        sub.items.data.splice(phase.items.length);
        schedule.current_phase = { start_date: phase.start_date, end_date: phase.end_date };
      } else if (schedule.end_behavior === 'cancel') {
        Object.assign(schedule, { status: 'completed', completed_at: period.end, current_phase: null });
        cancelNow(sub, period.end);
        await emit(['customer.subscription.deleted', sub, changed(before, sub)]);
        return clone(sub);
      } else {
        Object.assign(schedule, { status: 'released', released_at: period.end, released_subscription: sub.id, subscription: null, current_phase: null });
        sub.schedule = null;
      }
    }
    if (sub.status === 'trialing' || sub.status === 'past_due' || sub.status === 'unpaid') sub.status = 'active';
    const price = sub.items.data[0].price;
    const end = addInterval(period.end, price.recurring!.interval, price.recurring!.interval_count);
    for (const item of sub.items.data) Object.assign(item, { current_period_start: period.end, current_period_end: end });
    const invoice = newInvoice(sub, 'subscription_cycle', true, { periodStart: period.start, periodEnd: period.end });
    await emit(['customer.subscription.updated', sub, changed(before, sub)], ['invoice.paid', invoice]);
    return clone(sub);
  }

  async function failPayment(subscriptionId: string): Promise<Stripe.Invoice> {
    const sub = liveSubscription(subscriptionId);
    const before = clone(sub);
    const period = periodOf(sub);
    const invoice = newInvoice(sub, 'subscription_cycle', false, { periodStart: period.start, periodEnd: period.end });
    sub.status = 'past_due';
    await emit(['invoice.payment_failed', invoice], ['customer.subscription.updated', sub, changed(before, sub)]);
    return clone(invoice);
  }

  async function recoverPayment(subscriptionId: string): Promise<Stripe.Invoice> {
    const sub = liveSubscription(subscriptionId);
    const invoice = [...invoices.values()].reverse().find((entry) => entry.status === 'open' && entry.parent?.subscription_details?.subscription === sub.id);
    if (!invoice) throw new Error(`Subscription ${subscriptionId} has no open invoice`);
    const before = clone(sub);
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due, amount_remaining: 0, attempt_count: invoice.attempt_count + 1, next_payment_attempt: null, auto_advance: false });
    invoice.status_transitions.paid_at = now();
    sub.status = 'active';
    await emit(['invoice.paid', invoice], ['customer.subscription.updated', sub, changed(before, sub)]);
    return clone(invoice);
  }

  async function setStatus(subscriptionId: string, status: Stripe.Subscription.Status, opts: { emit?: boolean } = {}): Promise<Stripe.Subscription> {
    const sub = liveSubscription(subscriptionId);
    const before = clone(sub);
    if (status === 'canceled') cancelNow(sub, now());
    else sub.status = status;
    if (opts.emit !== false) await emit([status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', sub, changed(before, sub)]);
    return clone(sub);
  }

  // ---- API handlers ---------------------------------------------------------------------------

  function updateCustomer(params: Params, id: string): Stripe.Customer {
    const customer = get(customers, 'customer', id);
    if (params.email !== undefined) customer.email = str(params.email, 'email') || null;
    if (params.name !== undefined) customer.name = str(params.name, 'name') || null;
    if (params.description !== undefined) customer.description = str(params.description, 'description') || null;
    if (params.phone !== undefined) customer.phone = str(params.phone, 'phone') || null;
    customer.metadata = mergeMetadata(customer.metadata, params.metadata);
    return customer;
  }

  function updateProduct(params: Params, id: string): Stripe.Product {
    const product = get(products, 'product', id);
    if (params.name !== undefined) product.name = str(params.name, 'name') || product.name;
    if (params.description !== undefined) product.description = str(params.description, 'description') || null;
    if (params.active !== undefined) product.active = bool(params.active, 'active')!;
    if (params.default_price !== undefined) product.default_price = str(params.default_price, 'default_price') || null;
    product.metadata = mergeMetadata(product.metadata, params.metadata);
    product.updated = now();
    return product;
  }

  function claimLookupKey(params: Params, priceId: string): string | null | undefined {
    const key = str(params.lookup_key, 'lookup_key');
    if (key === undefined) return undefined;
    if (key === '') return null;
    const holder = [...prices.values()].find((price) => price.lookup_key === key && price.id !== priceId);
    if (holder && bool(params.transfer_lookup_key, 'transfer_lookup_key') !== true) throw invalid(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
    if (holder) holder.lookup_key = null;
    return key;
  }

  function newPrice(params: Params): Stripe.Price {
    const currency = str(params.currency, 'currency')?.toLowerCase();
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    let productId = str(params.product, 'product');
    const productData = obj(params.product_data, 'product_data');
    if (!productId && productData) productId = newProduct({ name: productData.name ?? '', ...(productData.metadata ? { metadata: productData.metadata } : {}) }).id;
    if (!productId) throw invalid('Missing required param: product.', 'product');
    get(products, 'product', productId, 'product');
    const amount = int(params.unit_amount, 'unit_amount') ?? int(params.unit_amount_decimal, 'unit_amount_decimal');
    if (amount === undefined) throw invalid('Missing required param: unit_amount.', 'unit_amount');
    if (amount < 0) throw invalid('This value must be greater than or equal to 0.', 'unit_amount');
    const recurring = obj(params.recurring, 'recurring');
    const interval = recurring ? oneOf(recurring.interval, 'recurring[interval]', ['day', 'week', 'month', 'year'] as const) : undefined;
    if (recurring && !interval) throw invalid('Missing required param: recurring[interval].', 'recurring[interval]');
    const id = randomId('price_');
    const price: Stripe.Price = {
      id, object: 'price', active: bool(params.active, 'active') ?? true, billing_scheme: 'per_unit', created: now(), currency, custom_unit_amount: null, livemode: false, lookup_key: claimLookupKey(params, id) ?? null,
      metadata: mergeMetadata({}, params.metadata), nickname: str(params.nickname, 'nickname') ?? null, product: productId,
      recurring: interval ? { interval, interval_count: int(recurring!.interval_count, 'recurring[interval_count]') ?? 1, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
      tax_behavior: 'unspecified', tiers_mode: null, transform_quantity: null, type: interval ? 'recurring' : 'one_time', unit_amount: amount, unit_amount_decimal: decimal(amount),
    };
    prices.set(id, price);
    return price;
  }

  function updatePrice(params: Params, id: string): Stripe.Price {
    const price = get(prices, 'price', id);
    if (params.active !== undefined) price.active = bool(params.active, 'active')!;
    if (params.nickname !== undefined) price.nickname = str(params.nickname, 'nickname') || null;
    const key = claimLookupKey(params, id);
    if (key !== undefined) price.lookup_key = key;
    price.metadata = mergeMetadata(price.metadata, params.metadata);
    // Subscription items embed the price: they show its current state, as Stripe's do.
    for (const sub of subscriptions.values()) for (const item of sub.items.data) if (item.price.id === id) setItemPrice(item, price);
    return price;
  }

  function newCheckoutSession(params: Params): Stripe.Checkout.Session {
    const mode = str(params.mode, 'mode');
    if (mode !== 'subscription') throw invalid(`The stand-in only supports mode=subscription (got ${mode ?? 'none'}).`, 'mode');
    const customerId = str(params.customer, 'customer');
    const customerEmail = str(params.customer_email, 'customer_email');
    if (customerId && customerEmail) throw invalid('You may only specify one of these parameters: customer, customer_email.', 'customer');
    if (customerId) get(customers, 'customer', customerId, 'customer');
    const lineItems = list(params.line_items, 'line_items');
    if (lineItems.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
    const items = lineItems.map((entry, i) => {
      const line = obj(entry, `line_items[${i}]`) ?? {};
      const priceId = str(line.price, `line_items[${i}][price]`);
      if (!priceId) throw invalid(`Missing required param: line_items[${i}][price].`, `line_items[${i}][price]`);
      const price = activePrice(priceId, `line_items[${i}][price]`);
      const quantity = int(line.quantity, `line_items[${i}][quantity]`) ?? 1;
      if (quantity < 1) throw invalid('This value must be greater than or equal to 1.', `line_items[${i}][quantity]`);
      return { price, quantity };
    });
    const { interval, interval_count: count } = items[0].price.recurring!;
    if (items.some(({ price }) => price.recurring!.interval !== interval || price.recurring!.interval_count !== count || price.currency !== items[0].price.currency)) {
      throw invalid('Checkout does not support multiple prices with different billing intervals or currencies.', 'line_items');
    }
    const subscriptionData = obj(params.subscription_data, 'subscription_data') ?? {};
    const trialDays = int(subscriptionData.trial_period_days, 'subscription_data[trial_period_days]');
    if (trialDays !== undefined && (trialDays < 1 || trialDays > 730)) throw invalid('The trial period must be between 1 and 730 days.', 'subscription_data[trial_period_days]');
    const subtotal = items.reduce((sum, { price, quantity }) => sum + (price.unit_amount ?? 0) * quantity, 0);
    const id = randomId('cs_test_', 58);
    const created = now();
    const session: Stripe.Checkout.Session = {
      id, object: 'checkout.session', adaptive_pricing: null, after_expiration: null, allow_promotion_codes: bool(params.allow_promotion_codes, 'allow_promotion_codes') ?? null,
      allowed_payment_method_types: null, amount_subtotal: subtotal, amount_total: trialDays ? 0 : subtotal, automatic_tax: { enabled: false, liability: null, provider: null, status: null },
      billing_address_collection: null, cancel_url: str(params.cancel_url, 'cancel_url') ?? null, client_reference_id: str(params.client_reference_id, 'client_reference_id') ?? null, client_secret: null,
      collected_information: null, consent: null, consent_collection: null, created, currency: items[0].price.currency, currency_conversion: null, custom_fields: [],
      custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null }, customer: customerId ?? null, customer_account: null,
      customer_creation: customerId ? null : 'always', customer_details: customerEmail ? { address: null, business_name: null, email: customerEmail, individual_name: null, name: null, phone: null, tax_exempt: 'none', tax_ids: null } : null,
      customer_email: customerEmail ?? null, discounts: [], expires_at: int(params.expires_at, 'expires_at') ?? created + DAY, integration_identifier: null, invoice: null, invoice_creation: null,
      livemode: false, locale: null, managed_payments: null, metadata: mergeMetadata({}, params.metadata), mode: 'subscription', origin_context: null, payment_intent: null, payment_link: null,
      payment_method_collection: 'always', payment_method_configuration_details: null, payment_method_options: null, payment_method_types: ['card'], payment_status: 'unpaid', permissions: null,
      recovered_from: null, saved_payment_method_options: null, setup_intent: null, shipping_address_collection: null, shipping_cost: null, shipping_options: [], status: 'open', submit_type: null,
      subscription: null, success_url: str(params.success_url, 'success_url') ?? null, total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 }, ui_mode: 'hosted_page',
      url: `${base}/pay/${id}`, wallet_options: null,
    };
    sessions.set(id, session);
    checkoutExtras.set(id, {
      items: items.map(({ price, quantity }) => ({ price: price.id, quantity })),
      trialDays,
      subscriptionMetadata: mergeMetadata({}, subscriptionData.metadata, 'subscription_data[metadata]'),
    });
    return session;
  }

  function listSubscriptions(params: Params): Stripe.ApiList<Stripe.Subscription> {
    const customer = str(params.customer, 'customer');
    const status = str(params.status, 'status');
    const price = str(params.price, 'price');
    const all = newestFirst(subscriptions).filter((sub) => {
      if (customer && sub.customer !== customer) return false;
      if (price && !sub.items.data.some((item) => item.price.id === price)) return false;
      if (status === 'all') return true;
      if (status === 'ended') return sub.status === 'canceled' || sub.status === 'incomplete_expired';
      if (status) return sub.status === status;
      return sub.status !== 'canceled' && sub.status !== 'incomplete_expired';
    });
    return paginate(all, params, '/v1/subscriptions');
  }

  async function updateSubscription(params: Params, id: string): Promise<Stripe.Subscription> {
    const sub = get(subscriptions, 'subscription', id);
    if (sub.status === 'canceled' && Object.keys(params).some((key) => !['metadata', 'cancellation_details', 'expand'].includes(key))) {
      throw invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (sub.schedule && (params.cancel_at_period_end !== undefined || params.cancel_at !== undefined)) {
      throw invalid(`The subscription is managed by the subscription schedule \`${sub.schedule as string}\`, and updating any cancelation behavior directly is not allowed. Please update the schedule instead.`);
    }
    const before = clone(sub);
    const at = now();
    const proration = oneOf(params.proration_behavior, 'proration_behavior', ['create_prorations', 'none', 'always_invoice'] as const) ?? 'create_prorations';
    const oldAmount = sub.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
    const oldRecurring = sub.items.data[0].price.recurring!;
    const period = periodOf(sub);
    // A trial end in the future: no charge until then (how an admin gives a subscriber free time).
    const trialEnd = params.trial_end === undefined || params.trial_end === 'now' ? undefined : int(params.trial_end, 'trial_end')!;
    if (trialEnd !== undefined && trialEnd <= at) throw invalid('Invalid timestamp: must be an integer Unix timestamp in the future.', 'trial_end');
    list(params.items, 'items').forEach((entry, i) => {
      const change = obj(entry, `items[${i}]`) ?? {};
      const itemId = str(change.id, `items[${i}][id]`);
      const priceId = str(change.price, `items[${i}][price]`);
      const quantity = int(change.quantity, `items[${i}][quantity]`);
      const item = itemId ? sub.items.data.find((entry) => entry.id === itemId) : undefined;
      if (itemId && !item) throw invalid(`Subscription item ${itemId} does not belong to subscription ${sub.id}.`, `items[${i}][id]`);
      if (item && bool(change.deleted, `items[${i}][deleted]`)) sub.items.data.splice(sub.items.data.indexOf(item), 1);
      else if (item) setItemPrice(item, priceId ? activePrice(priceId, `items[${i}][price]`) : item.price, quantity);
      else if (priceId) sub.items.data.push(newItem(sub.id, activePrice(priceId, `items[${i}][price]`), quantity ?? 1, period.start, period.end));
      else throw invalid(`Missing required param: items[${i}][price].`, `items[${i}][price]`);
    });
    if (sub.items.data.length === 0) throw invalid('A subscription must have at least one active plan.', 'items');
    const cancelAtPeriodEnd = bool(params.cancel_at_period_end, 'cancel_at_period_end');
    if (cancelAtPeriodEnd !== undefined) {
      Object.assign(sub, { cancel_at_period_end: cancelAtPeriodEnd, cancel_at: cancelAtPeriodEnd ? period.end : null, canceled_at: cancelAtPeriodEnd ? at : null });
      sub.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: cancelAtPeriodEnd ? 'cancellation_requested' : null };
    }
    if (params.cancel_at !== undefined) {
      const cancelAt = params.cancel_at === '' ? null : int(params.cancel_at, 'cancel_at')!;
      Object.assign(sub, { cancel_at: cancelAt, cancel_at_period_end: cancelAt === period.end, canceled_at: cancelAt ? at : null });
    }
    const details = obj(params.cancellation_details, 'cancellation_details');
    if (details) sub.cancellation_details = { ...sub.cancellation_details!, ...(details.comment !== undefined ? { comment: str(details.comment, 'cancellation_details[comment]') || null } : {}), ...(details.feedback !== undefined ? { feedback: (str(details.feedback, 'cancellation_details[feedback]') || null) as Stripe.Subscription.CancellationDetails.Feedback | null } : {}) };
    if (params.default_payment_method !== undefined) sub.default_payment_method = str(params.default_payment_method, 'default_payment_method') || null;
    sub.metadata = mergeMetadata(sub.metadata, params.metadata);
    // A new billing interval restarts the period and bills at once; `trial_end=now` ends the trial the same way.
    const newRecurring = sub.items.data[0].price.recurring!;
    const endTrial = params.trial_end === 'now' && sub.status === 'trialing';
    let invoice: Stripe.Invoice | undefined;
    if (endTrial || newRecurring.interval !== oldRecurring.interval || newRecurring.interval_count !== oldRecurring.interval_count) {
      const end = addInterval(at, newRecurring.interval, newRecurring.interval_count);
      for (const item of sub.items.data) Object.assign(item, { current_period_start: at, current_period_end: end });
      Object.assign(sub, { billing_cycle_anchor: at, status: sub.status === 'trialing' ? 'active' : sub.status, ...(endTrial ? { trial_end: at } : {}) });
      invoice = newInvoice(sub, 'subscription_update', true, { periodStart: at, periodEnd: at });
    } else if (proration === 'always_invoice') {
      const newAmount = sub.items.data.reduce((sum, item) => sum + (item.price.unit_amount ?? 0) * (item.quantity ?? 1), 0);
      if (newAmount !== oldAmount) {
        const share = (period.end - at) / (period.end - period.start);
        invoice = newInvoice(sub, 'subscription_update', true, { periodStart: at, periodEnd: at, amount: Math.round((newAmount - oldAmount) * share), description: 'Remaining time after the plan change (proration)', proration: true });
      }
    }
    if (trialEnd !== undefined) {
      // The period runs to the trial's end, where the next charge falls; a cancellation at the period's end moves with it.
      for (const item of sub.items.data) Object.assign(item, { current_period_start: at, current_period_end: trialEnd });
      Object.assign(sub, { status: 'trialing', trial_start: at, trial_end: trialEnd, billing_cycle_anchor: trialEnd, ...(sub.cancel_at_period_end ? { cancel_at: trialEnd } : {}) });
    }
    const previous = changed(before, sub);
    const batch: [Stripe.Event.Type, object, Record<string, unknown>?][] = [];
    if (Object.keys(previous).length > 0) batch.push(['customer.subscription.updated', sub, previous]);
    if (invoice) batch.push(['invoice.paid', invoice]);
    await emit(...batch);
    return sub;
  }

  async function cancelSubscription(_params: Params, id: string): Promise<Stripe.Subscription> {
    const sub = get(subscriptions, 'subscription', id);
    // Stripe treats a canceled subscription as gone here.
    if (sub.status === 'canceled') throw missing('subscription', id);
    const before = clone(sub);
    cancelNow(sub, now());
    await emit(['customer.subscription.deleted', sub, changed(before, sub)]);
    return sub;
  }

  function phasesFrom(params: Params, schedule: Stripe.SubscriptionSchedule, defaultProration: Stripe.SubscriptionSchedule.Phase.ProrationBehavior): Stripe.SubscriptionSchedule.Phase[] {
    let cursor = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date ?? now();
    return list(params.phases, 'phases').map((entry, i) => {
      const phase = obj(entry, `phases[${i}]`) ?? {};
      const items = list(phase.items, `phases[${i}][items]`).map((raw, j) => {
        const item = obj(raw, `phases[${i}][items][${j}]`) ?? {};
        const priceId = str(item.price, `phases[${i}][items][${j}][price]`) ?? str(item.plan, `phases[${i}][items][${j}][plan]`);
        if (!priceId) throw invalid(`Missing required param: phases[${i}][items][${j}][price].`, `phases[${i}][items][${j}][price]`);
        return { price: activePrice(priceId, `phases[${i}][items][${j}][price]`), quantity: int(item.quantity, `phases[${i}][items][${j}][quantity]`) ?? 1 };
      });
      if (items.length === 0) throw invalid(`Missing required param: phases[${i}][items].`, `phases[${i}][items]`);
      const start = phase.start_date === 'now' ? now() : (int(phase.start_date, `phases[${i}][start_date]`) ?? cursor);
      // The first phase given is the current one or an earlier one still listed; its start cannot move.
      const anchors = schedule.phases.filter((p) => p.start_date <= (schedule.current_phase?.start_date ?? p.start_date)).map((p) => p.start_date);
      if (i === 0 && schedule.current_phase && !anchors.includes(start)) throw invalid('You can not modify the start date of the current phase.', 'phases[0][start_date]');
      const duration = obj(phase.duration, `phases[${i}][duration]`);
      const recurring = items[0].price.recurring!;
      let end: number;
      if (phase.end_date !== undefined && duration) throw invalid('You may only specify one of these parameters: end_date, duration.', `phases[${i}][end_date]`);
      if (phase.end_date !== undefined) end = phase.end_date === 'now' ? now() : int(phase.end_date, `phases[${i}][end_date]`)!;
      else if (duration) end = addInterval(start, oneOf(duration.interval, `phases[${i}][duration][interval]`, ['day', 'week', 'month', 'year'] as const) ?? 'month', int(duration.interval_count, `phases[${i}][duration][interval_count]`) ?? 1);
      // A phase without an end lasts one billing period of its price.
      else end = addInterval(start, recurring.interval, recurring.interval_count);
      if (end <= start) throw invalid(`The phase end_date must be after its start_date.`, `phases[${i}][end_date]`);
      cursor = end;
      return phaseOf(items, start, end, oneOf(phase.proration_behavior, `phases[${i}][proration_behavior]`, ['create_prorations', 'none', 'always_invoice'] as const) ?? defaultProration);
    });
  }

  const endBehavior = (params: Params) => oneOf(params.end_behavior, 'end_behavior', ['release', 'cancel', 'none', 'renew'] as const);

  function newSchedule(params: Params): Stripe.SubscriptionSchedule {
    const from = str(params.from_subscription, 'from_subscription');
    if (!from) throw invalid('The stand-in only creates schedules with from_subscription.', 'from_subscription');
    if (params.phases !== undefined) throw invalid('You cannot set `phases` if `from_subscription` is set.', 'phases');
    const sub = get(subscriptions, 'subscription', from, 'from_subscription');
    if (sub.schedule) throw invalid(`You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule as string}\`.`, 'from_subscription');
    if (sub.status === 'canceled') throw invalid('You cannot migrate a canceled subscription.', 'from_subscription');
    const period = periodOf(sub);
    const at = now();
    const schedule: Stripe.SubscriptionSchedule = {
      id: randomId('sub_sched_'), object: 'subscription_schedule', application: null, billing_mode: clone(sub.billing_mode), canceled_at: null, completed_at: null, created: at,
      current_phase: { start_date: period.start, end_date: period.end }, customer: sub.customer as string, customer_account: null,
      default_settings: {
        application_fee_percent: null, billing_cycle_anchor: 'automatic', billing_thresholds: null, collection_method: 'charge_automatically', default_payment_method: null, description: null,
        invoice_settings: { account_tax_ids: null, custom_fields: null, days_until_due: null, description: null, footer: null, issuer: { type: 'self' } }, on_behalf_of: null, transfer_data: null,
      },
      end_behavior: endBehavior(params) ?? 'release', livemode: false, metadata: mergeMetadata({}, params.metadata), pause_schedules: [],
      phases: [phaseOf(sub.items.data.map((item) => ({ price: item.price, quantity: item.quantity ?? 1 })), period.start, period.end, 'create_prorations')],
      released_at: null, released_subscription: null, status: 'active', subscription: sub.id, test_clock: null,
    };
    schedules.set(schedule.id, schedule);
    sub.schedule = schedule.id;
    return schedule;
  }

  function updateSchedule(params: Params, id: string): Stripe.SubscriptionSchedule {
    const schedule = get(schedules, 'subscription_schedule', id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') {
      throw invalid(`You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in either the \`not_started\` or \`active\` status to be updated.`);
    }
    const proration = oneOf(params.proration_behavior, 'proration_behavior', ['create_prorations', 'none', 'always_invoice'] as const) ?? 'create_prorations';
    if (params.phases !== undefined) schedule.phases = phasesFrom(params, schedule, proration);
    schedule.end_behavior = endBehavior(params) ?? schedule.end_behavior;
    schedule.metadata = mergeMetadata(schedule.metadata ?? {}, params.metadata);
    return schedule;
  }

  function releaseSchedule(_params: Params, id: string): Stripe.SubscriptionSchedule {
    const schedule = get(schedules, 'subscription_schedule', id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') throw invalid(`You cannot release a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    const sub = subscriptions.get(schedule.subscription as string);
    if (sub) sub.schedule = null;
    Object.assign(schedule, { status: 'released', released_at: now(), released_subscription: sub?.id ?? null, subscription: null, current_phase: null });
    return schedule;
  }

  async function cancelSchedule(_params: Params, id: string): Promise<Stripe.SubscriptionSchedule> {
    const schedule = get(schedules, 'subscription_schedule', id);
    if (schedule.status !== 'active' && schedule.status !== 'not_started') throw invalid(`You cannot cancel a subscription schedule that is currently in the \`${schedule.status}\` status.`);
    Object.assign(schedule, { status: 'canceled', canceled_at: now(), current_phase: null });
    const sub = subscriptions.get(schedule.subscription as string);
    // Canceling a schedule cancels its subscription too.
    if (sub && sub.status !== 'canceled') {
      const before = clone(sub);
      cancelNow(sub, now());
      await emit(['customer.subscription.deleted', sub, changed(before, sub)]);
    }
    return schedule;
  }

  function newPortalSession(params: Params): Stripe.BillingPortal.Session {
    const customer = str(params.customer, 'customer');
    if (!customer) throw invalid('Missing required param: customer.', 'customer');
    get(customers, 'customer', customer, 'customer');
    const id = randomId('bps_');
    const session: Stripe.BillingPortal.Session = {
      id, object: 'billing_portal.session', configuration: str(params.configuration, 'configuration') ?? portalConfiguration, created: now(), customer, customer_account: null, flow: null,
      livemode: false, locale: null, on_behalf_of: null, return_url: str(params.return_url, 'return_url') ?? null, url: `${base}/portal/${id}`,
    };
    portals.set(id, session);
    return session;
  }

  function listInvoices(params: Params): Stripe.ApiList<Stripe.Invoice> {
    const customer = str(params.customer, 'customer');
    const subscription = str(params.subscription, 'subscription');
    const status = str(params.status, 'status');
    const all = newestFirst(invoices).filter(
      (invoice) => (!customer || invoice.customer === customer) && (!subscription || invoice.parent?.subscription_details?.subscription === subscription) && (!status || invoice.status === status),
    );
    return paginate(all, params, '/v1/invoices');
  }

  function listProducts(params: Params): Stripe.ApiList<Stripe.Product> {
    const active = bool(params.active, 'active');
    const ids = list(params.ids, 'ids');
    return paginate(newestFirst(products).filter((p) => (active === undefined || p.active === active) && (ids.length === 0 || ids.includes(p.id))), params, '/v1/products');
  }

  function listPrices(params: Params): Stripe.ApiList<Stripe.Price> {
    const active = bool(params.active, 'active');
    const product = str(params.product, 'product');
    const currency = str(params.currency, 'currency');
    const type = str(params.type, 'type');
    const keys = list(params.lookup_keys, 'lookup_keys');
    const all = newestFirst(prices).filter(
      (p) => (active === undefined || p.active === active) && (!product || p.product === product) && (!currency || p.currency === currency) && (!type || p.type === type) && (keys.length === 0 || keys.includes(p.lookup_key ?? '')),
    );
    return paginate(all, params, '/v1/prices');
  }

  const route = (method: string, path: string, accepts: string, handler: Handler): Route => ({ method, pattern: new RegExp(`^${path.replace(':id', '([^/]+)')}$`), accepts, handler });
  const routes: Route[] = [
    route('POST', '/v1/customers', ACCEPTS.customerCreate, (params) => newCustomer(params)),
    route('GET', '/v1/customers/:id', ACCEPTS.retrieve, (_params, id) => get(customers, 'customer', id)),
    route('POST', '/v1/customers/:id', ACCEPTS.customerUpdate, updateCustomer),
    route('POST', '/v1/products', ACCEPTS.productCreate, (params) => newProduct(params)),
    route('GET', '/v1/products', ACCEPTS.productList, listProducts),
    route('GET', '/v1/products/:id', ACCEPTS.retrieve, (_params, id) => get(products, 'product', id)),
    route('POST', '/v1/products/:id', ACCEPTS.productUpdate, updateProduct),
    route('POST', '/v1/prices', ACCEPTS.priceCreate, (params) => newPrice(params)),
    route('GET', '/v1/prices', ACCEPTS.priceList, listPrices),
    route('GET', '/v1/prices/:id', ACCEPTS.retrieve, (_params, id) => get(prices, 'price', id)),
    route('POST', '/v1/prices/:id', ACCEPTS.priceUpdate, updatePrice),
    route('POST', '/v1/checkout/sessions', ACCEPTS.checkoutCreate, (params) => newCheckoutSession(params)),
    route('GET', '/v1/checkout/sessions/:id', ACCEPTS.retrieve, (_params, id) => get(sessions, 'checkout.session', id)),
    route('GET', '/v1/subscriptions', ACCEPTS.subscriptionList, listSubscriptions),
    route('GET', '/v1/subscriptions/:id', ACCEPTS.retrieve, (_params, id) => get(subscriptions, 'subscription', id)),
    route('POST', '/v1/subscriptions/:id', ACCEPTS.subscriptionUpdate, updateSubscription),
    route('DELETE', '/v1/subscriptions/:id', ACCEPTS.subscriptionCancel, cancelSubscription),
    route('POST', '/v1/subscription_schedules', ACCEPTS.scheduleCreate, (params) => newSchedule(params)),
    route('GET', '/v1/subscription_schedules/:id', ACCEPTS.retrieve, (_params, id) => get(schedules, 'subscription_schedule', id)),
    route('POST', '/v1/subscription_schedules/:id', ACCEPTS.scheduleUpdate, updateSchedule),
    route('POST', '/v1/subscription_schedules/:id/release', ACCEPTS.scheduleRelease, releaseSchedule),
    route('POST', '/v1/subscription_schedules/:id/cancel', ACCEPTS.scheduleCancel, cancelSchedule),
    route('POST', '/v1/billing_portal/sessions', ACCEPTS.portalCreate, (params) => newPortalSession(params)),
    route('GET', '/v1/invoices', ACCEPTS.invoiceList, listInvoices),
    route('GET', '/v1/invoices/:id', ACCEPTS.retrieve, (_params, id) => get(invoices, 'invoice', id)),
  ];

  // ---- HTTP -----------------------------------------------------------------------------------

  async function api(req: IncomingMessage, res: ServerResponse, path: string, params: Params, raw: string): Promise<void> {
    const method = req.method ?? 'GET';
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const call: StripeCall = { method, path, params, status: 0, ...(idempotencyKey ? { idempotencyKey } : {}) };
    calls.push(call);
    const requestId = randomId('req_', 14);
    const answer = (status: number, body: string, extra: Record<string, string> = {}) => {
      call.status = status;
      send(res, status, body, { 'Content-Type': 'application/json', 'Request-Id': requestId, 'Stripe-Version': Stripe.API_VERSION, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}), ...extra });
    };
    const auth = req.headers.authorization ?? '';
    const given = /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? (/^Basic\s+(\S+)$/i.exec(auth) ? Buffer.from(auth.slice(6), 'base64').toString().split(':')[0] : '');
    if (given !== secretKey) {
      const shown = given.length > 12 ? `${given.slice(0, 8)}${'*'.repeat(given.length - 12)}${given.slice(-4)}` : given;
      return answer(401, JSON.stringify({ error: { type: 'invalid_request_error', message: given ? `Invalid API Key provided: ${shown}` : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')." } }));
    }
    const fingerprint = `${method} ${path} ${raw}`;
    const saved = idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
    if (saved) {
      if (saved.fingerprint !== fingerprint) {
        const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
        return answer(400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      }
      call.replayed = true;
      return answer(saved.status, saved.body, { 'Idempotent-Replayed': 'true' });
    }
    let status = 200;
    let body: string;
    const match = routes.map((r) => ({ r, m: r.method === method ? r.pattern.exec(path) : null })).find(({ m }) => m);
    try {
      if (!match) throw new ApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.` });
      const accepted = new Set([...match.r.accepts.split(' '), ...(method === 'GET' && match.r.accepts !== ACCEPTS.retrieve ? PAGE : [])]);
      const unknown = Object.keys(params).find((key) => !accepted.has(key));
      if (unknown) throw invalid(`Received unknown parameter: ${unknown}`, unknown);
      const result = await match.r.handler(params, decodeURIComponent(match.m![1] ?? ''));
      let out: unknown = clone(result);
      for (const path of list(params.expand, 'expand')) if (typeof path === 'string') out = expand(out, path.split('.'));
      body = JSON.stringify(out, null, 2);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = JSON.stringify({ error: error.error }, null, 2);
    }
    // Like Stripe, a request that failed validation leaves no idempotent result behind.
    if (idempotencyKey && status !== 400) idempotency.set(idempotencyKey, { fingerprint, status, body });
    answer(status, body);
  }

  function page(res: ServerResponse, status: number, title: string, content: string): void {
    send(res, status, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${content}</main></body></html>`, { 'Content-Type': 'text/html; charset=utf-8' });
  }

  function checkoutPage(res: ServerResponse, session: Stripe.Checkout.Session, extras: CheckoutExtras): void {
    const rows = extras.items.map(({ price: priceId, quantity }) => {
      const price = prices.get(priceId)!;
      const every = price.recurring!.interval_count > 1 ? `every ${price.recurring!.interval_count} ${price.recurring!.interval}s` : `per ${price.recurring!.interval}`;
      return `<li><strong class="product">${escapeHtml(productName(price))}</strong>${quantity > 1 ? ` × ${quantity}` : ''} <span class="amount">${money(price.unit_amount ?? 0, price.currency)}</span> ${every}</li>`;
    });
    const trial = extras.trialDays ? `<p class="trial">${extras.trialDays} days free, then billed as above.</p>` : '';
    const cancel = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : '';
    const email = session.customer_email ?? (session.customer ? customers.get(session.customer as string)?.email : null);
    page(res, 200, 'Stripe Checkout stand-in', `<h1>Subscribe</h1>${email ? `<p class="email">${escapeHtml(email)}</p>` : ''}<ul>${rows.join('')}</ul>${trial}<form method="post" action="/pay/${session.id}"><button type="submit">Subscribe</button></form>${cancel}`);
  }

  async function hosted(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const pay = /^\/pay\/([^/]+)$/.exec(path);
    if (pay) {
      const session = sessions.get(pay[1]);
      const extras = checkoutExtras.get(pay[1]);
      if (!session || !extras) page(res, 404, 'Not found', '<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>');
      else if (session.status !== 'open') page(res, req.method === 'POST' ? 409 : 200, 'Stripe Checkout stand-in', '<h1>This Checkout Session is no longer active</h1>');
      else if (req.method === 'POST') {
        await completeCheckout(session.id);
        const target = session.success_url?.replace('{CHECKOUT_SESSION_ID}', session.id);
        if (target) send(res, 303, '', { Location: target });
        else page(res, 200, 'Stripe Checkout stand-in', '<h1>Thanks for your order</h1>');
      } else checkoutPage(res, session, extras);
      return true;
    }
    const portal = /^\/portal\/([^/]+)$/.exec(path);
    if (portal && req.method === 'GET') {
      const session = portals.get(portal[1]);
      const back = session?.return_url ? `<p><a id="return" href="${escapeHtml(session.return_url)}">Return to the app</a></p>` : '';
      if (session) page(res, 200, 'Billing portal', `<h1>Billing portal</h1><p class="customer">${escapeHtml(session.customer)}</p>${back}`);
      else page(res, 404, 'Not found', '<h1>This portal session has expired</h1>');
      return true;
    }
    const hostedInvoice = /^\/invoices\/([^/]+?)(\.pdf)?$/.exec(path);
    if (hostedInvoice && req.method === 'GET') {
      const invoice = invoices.get(hostedInvoice[1]);
      const amount = invoice ? money(invoice.total, invoice.currency) : '';
      if (!invoice) page(res, 404, 'Not found', '<h1>Invoice not found</h1>');
      else if (hostedInvoice[2]) {
        send(res, 200, pdf([`Invoice ${invoice.number ?? invoice.id}`, `Amount: ${amount}`, `Status: ${invoice.status}`]), { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="Invoice-${invoice.number}.pdf"` });
      } else {
        page(res, 200, `Invoice ${invoice.number}`, `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1><p class="amount">${amount}</p><p class="status">${invoice.status}</p><a href="/invoices/${invoice.id}.pdf">Download invoice</a>`);
      }
      return true;
    }
    return false;
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const raw = req.method === 'GET' ? '' : await readBody(req);
      const params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
      if (url.pathname.startsWith('/v1/')) return await api(req, res, url.pathname, params, raw);
      calls.push({ method: req.method ?? 'GET', path: url.pathname, params, status: 0 });
      const call = calls[calls.length - 1];
      if (!(await hosted(req, res, url.pathname))) page(res, 404, 'Not found', '<h1>Not found</h1>');
      call.status = res.statusCode;
    } catch (error) {
      if (!res.headersSent) send(res, 500, JSON.stringify({ error: { type: 'api_error', message: (error as Error).message } }), { 'Content-Type': 'application/json' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  const reader =
    <T>(store: Map<string, T>) =>
    (id: string): T | undefined => {
      const found = store.get(id);
      return found ? clone(found) : undefined;
    };

  return {
    url: base,
    port,
    secretKey,
    webhookSecret,
    stripeOptions: { host: '127.0.0.1', port, protocol: 'http' },
    calls,
    deliveries,
    events,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    completeCheckout,
    advancePeriod,
    failPayment,
    recoverPayment,
    setStatus,
    subscription: reader(subscriptions),
    customer: reader(customers),
    session: reader(sessions),
    invoice: reader(invoices),
    schedule: reader(schedules),
    price: reader(prices),
    product: reader(products),
    buildEvent,
    signedPayload,
    deliver: async (event, opts) => (await enqueue([event], opts))[0],
    pauseWebhooks() {
      paused = true;
    },
    async flushWebhooks(opts = {}) {
      const batch = opts.reverse ? [...held].reverse() : held;
      held = [];
      paused = false;
      return enqueue(batch);
    },
    reset() {
      for (const store of [customers, products, prices, sessions, checkoutExtras, subscriptions, schedules, portals, invoices, idempotency]) store.clear();
      for (const array of [calls, deliveries, events]) array.length = 0;
      held = [];
      paused = false;
      clockOffset = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
