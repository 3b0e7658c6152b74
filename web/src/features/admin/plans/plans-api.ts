import type { PriceData, ProductData } from '../../../../../common/billing.ts';
import { apiClient } from '../../../lib/http/api-client.ts';
import type { GrantedPermission } from '../roles/permissions-api.ts';
import type { Pagination } from '../../../../../common/pagination.ts';
import { refreshList } from '../table/list-api.ts';
import { paginateLocally } from '../table/local-list.ts';
import type { ListState } from '../table/list-state.ts';

// admin/products (server/modules/billing/admin-routes.ts): the plans, their prices and the
// permissions each grants its subscribers. The server answers the whole list at once (there are a
// handful of plans), so the table pages, sorts and searches it in the browser.

export const PRODUCTS_ENDPOINT = 'admin/products';

export interface ProductPayload {
  name: string;
  description: string | null;
  feature_list: string[];
  position: number;
  hidden: boolean;
  recommended: boolean;
  free: boolean;
  trial_period_days: number | null;
  prices: (Pick<PriceData, 'amount' | 'currency' | 'interval' | 'interval_count'> & { id?: number })[];
  permissions: GrantedPermission[];
}

export async function fetchProductsPage(state: ListState, signal: AbortSignal): Promise<Pagination<ProductData>> {
  const { products } = await apiClient.get<{ products: ProductData[] }>(PRODUCTS_ENDPOINT, undefined, { signal });
  return paginateLocally(products, state, {
    searchText: (product) => `${product.name} ${product.description ?? ''}`,
    sortValues: { name: (product) => product.name, position: (product) => product.position, trial_period_days: (product) => product.trial_period_days },
    defaultOrder: { orderBy: 'position', orderDir: 'asc' },
  });
}

export async function fetchProduct(id: number, signal?: AbortSignal): Promise<{ product: ProductData; permissions: GrantedPermission[] }> {
  return apiClient.get(`${PRODUCTS_ENDPOINT}/${id}`, undefined, { signal });
}

export async function saveProduct(id: number | null, payload: ProductPayload): Promise<ProductData> {
  const { product } = id === null ? await apiClient.post<{ product: ProductData }>(PRODUCTS_ENDPOINT, { ...payload }) : await apiClient.put<{ product: ProductData }>(`${PRODUCTS_ENDPOINT}/${id}`, { ...payload });
  await refreshList(PRODUCTS_ENDPOINT);
  return product;
}

/** Plans are deleted one at a time (DELETE admin/products/{id}); the table refreshes afterwards. */
export async function deleteProducts(ids: number[]): Promise<void> {
  for (const id of ids) await apiClient.delete(`${PRODUCTS_ENDPOINT}/${id}`);
}

/** POST admin/products/sync: mirrors every plan and price into Stripe. */
export async function syncProducts(): Promise<void> {
  await apiClient.post(`${PRODUCTS_ENDPOINT}/sync`);
  await refreshList(PRODUCTS_ENDPOINT);
}
