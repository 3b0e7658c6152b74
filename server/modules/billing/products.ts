import { randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { BILLING_MESSAGES, type PriceData, type ProductData } from '../../../common/billing.ts';
import type { Permission as PermissionData, Restriction } from '../../../common/types.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import { Permission, Permissionable } from '../roles/models.ts';
import { permissionsFor } from '../roles/service.ts';
import { Price, Product, Subscription } from './models.ts';

export function serializePrice(price: Price): PriceData {
  return { id: price.id, product_id: price.product_id, amount: price.amount, currency: price.currency, interval: price.interval, interval_count: price.interval_count };
}

export function serializeProduct(product: Product): ProductData {
  return {
    id: product.id,
    name: product.name,
    description: product.description ?? null,
    hidden: product.hidden,
    recommended: product.recommended,
    free: product.free,
    feature_list: product.feature_list,
    position: product.position,
    trial_period_days: product.trial_period_days ?? null,
    prices: [...(product.prices ?? [])].sort((a, b) => a.id - b.id).map(serializePrice),
  };
}

const WITH_PRICES = { include: [{ model: Price, as: 'prices' }] };

/** The plans the pricing page offers: not hidden, in their admin-set order. */
export async function listVisibleProducts(): Promise<ProductData[]> {
  const products = await Product.findAll({ where: { hidden: false }, ...WITH_PRICES, order: [['position', 'ASC'], ['id', 'ASC']] });
  return products.map(serializeProduct);
}

export async function listAllProducts(): Promise<ProductData[]> {
  const products = await Product.findAll({ ...WITH_PRICES, order: [['position', 'ASC'], ['id', 'ASC']] });
  return products.map(serializeProduct);
}

export async function findProduct(id: number): Promise<Product> {
  const product = await Product.findByPk(id, WITH_PRICES);
  if (!product) throw new NotFoundError(BILLING_MESSAGES.productNotFound);
  return product;
}

/** A plan as an admin writes it: its prices and the permissions (with restrictions) it grants its subscribers. */
export interface ProductInput {
  name: string;
  description?: string | null;
  feature_list?: string[];
  position?: number;
  recommended?: boolean;
  free?: boolean;
  hidden?: boolean;
  trial_period_days?: number | null;
  prices?: { id?: number; amount: number; currency: string; interval: 'month' | 'year'; interval_count?: number }[];
  permissions?: { name: string; restrictions?: Restriction[] }[];
}

async function writePrices(product: Product, prices: NonNullable<ProductInput['prices']>): Promise<void> {
  const existing = await Price.findAll({ where: { product_id: product.id } });
  const keep = new Set<number>();
  for (const [index, input] of prices.entries()) {
    const values = { amount: input.amount, currency: input.currency.toUpperCase(), interval: input.interval, interval_count: input.interval_count ?? 1 };
    const current = input.id === undefined ? undefined : existing.find((price) => price.id === input.id);
    if (input.id !== undefined && !current) throw new InvalidError(BILLING_MESSAGES.priceNotFound, { [`prices.${index}.id`]: BILLING_MESSAGES.priceNotFound });
    // An amount change keeps the row (subscribers point at it); `plans sync` makes the new Stripe Price.
    if (current) await current.update(values);
    else keep.add((await Price.create({ product_id: product.id, ...values, default: index === 0 })).id);
    if (current) keep.add(current.id);
  }
  for (const price of existing) if (!keep.has(price.id)) await price.destroy();
}

async function writePermissions(product: Product, permissions: NonNullable<ProductInput['permissions']>): Promise<void> {
  const known = await Permission.findAll({ where: { name: permissions.map((p) => p.name) } });
  const unknown = permissions.find((p) => !known.some((k) => k.name === p.name));
  if (unknown) throw new InvalidError(`Unknown permission "${unknown.name}".`, { permissions: `Unknown permission "${unknown.name}".` });
  await Permissionable.destroy({ where: { permissionable_type: 'product', permissionable_id: product.id } });
  for (const permission of permissions) {
    const row = known.find((k) => k.name === permission.name)!;
    await Permissionable.create({ permission_id: row.id, permissionable_type: 'product', permissionable_id: product.id, restrictions: permission.restrictions ?? [] });
  }
}

function nameTaken(): InvalidError {
  return new InvalidError('A plan with this name already exists.', { name: 'A plan with this name already exists.' });
}

export async function createProduct(input: ProductInput): Promise<ProductData> {
  try {
    const { prices, permissions, ...fields } = input;
    const product = await Product.create({ uuid: randomUUID(), ...fields, name: fields.name.trim() });
    await writePrices(product, prices ?? []);
    if (permissions) await writePermissions(product, permissions);
    return serializeProduct(await findProduct(product.id));
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw nameTaken();
    throw error;
  }
}

export async function updateProduct(id: number, input: Partial<ProductInput>): Promise<ProductData> {
  const product = await findProduct(id);
  const { prices, permissions, ...fields } = input;
  try {
    await product.update({ ...fields, ...(fields.name === undefined ? {} : { name: fields.name.trim() }) });
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw nameTaken();
    throw error;
  }
  if (prices) await writePrices(product, prices);
  if (permissions) await writePermissions(product, permissions);
  return serializeProduct(await findProduct(product.id));
}

/** A plan someone subscribes to is never deleted (their subscription would lose its terms): hide it instead. */
export async function deleteProduct(id: number): Promise<void> {
  const product = await findProduct(id);
  if ((await Subscription.count({ where: { product_id: product.id } })) > 0) throw new ConflictError(BILLING_MESSAGES.productInUse);
  await Permissionable.destroy({ where: { permissionable_type: 'product', permissionable_id: product.id } });
  await product.destroy();
}

/** The permissions a plan grants, for the admin form. */
export async function productPermissions(id: number): Promise<PermissionData[]> {
  return (await permissionsFor('product', [id])).get(id) ?? [];
}
