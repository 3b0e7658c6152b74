import { useQuery } from '@tanstack/react-query';
import type { AccountUsage, CheckoutAnswer, CurrentPlan, InvoiceData, ProductData } from '../../../../common/billing.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

// The billing calls (common/billing.ts has the shapes). Products are public; usage, invoices and
// every change need an account.

export const PRODUCTS_QUERY_KEY = ['billing', 'products'] as const;
export const ACCOUNT_USAGE_QUERY_KEY = ['account', 'usage'] as const;
const INVOICES_QUERY_KEY = ['billing', 'invoices'] as const;

/** The plans, from the cache while fresh (the checkout page looks up the chosen price's interval). */
export function loadProducts(): Promise<ProductData[]> {
  return queryClient.fetchQuery({ queryKey: PRODUCTS_QUERY_KEY, queryFn: ({ signal }) => fetchProducts(signal), retry: false });
}

export async function fetchProducts(signal?: AbortSignal): Promise<ProductData[]> {
  return (await apiClient.get<{ products: ProductData[] }>('billing/products', undefined, { signal })).products ?? [];
}

export function useProducts(enabled = true) {
  return useQuery({ queryKey: PRODUCTS_QUERY_KEY, queryFn: ({ signal }) => fetchProducts(signal), enabled });
}

export async function fetchAccountUsage(signal?: AbortSignal): Promise<AccountUsage> {
  const usage = await apiClient.get<AccountUsage>('account/usage', undefined, { signal });
  return { current_plan: usage?.current_plan ?? null, usage: usage?.usage ?? [] };
}

/** GET account/usage: only when logged in, never retried. */
export function useAccountUsage(options: { enabled?: boolean; refetchInterval?: number | false; alwaysRefetchOnMount?: boolean } = {}) {
  return useQuery({
    queryKey: ACCOUNT_USAGE_QUERY_KEY,
    queryFn: ({ signal }) => fetchAccountUsage(signal),
    enabled: options.enabled ?? true,
    retry: false,
    refetchInterval: options.refetchInterval ?? false,
    refetchOnMount: options.alwaysRefetchOnMount ? 'always' : true,
  });
}

/** Replaces the cached current plan with the one a change answered with. */
export function storeCurrentPlan(plan: CurrentPlan | null): void {
  queryClient.setQueryData<AccountUsage>(ACCOUNT_USAGE_QUERY_KEY, (usage) => (usage ? { ...usage, current_plan: plan } : usage));
}

export function useInvoices(enabled = true) {
  return useQuery({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiClient.get<{ invoices: InvoiceData[] }>('billing/invoices', undefined, { signal })).invoices ?? [],
    enabled,
  });
}

/** `success_url` is a path of this app (the server refuses absolute addresses). */
export function postCheckout(body: { product_id: number; price_id: number; success_url?: string; interval?: string; interval_count?: number }): Promise<CheckoutAnswer> {
  return apiClient.post<CheckoutAnswer>('billing/checkout', body);
}

export type ChangePlanAnswer = ({ url: null } | { redirect_url: string }) & { current_plan?: CurrentPlan | null };

export function postChangePlan(body: { product: number; price_id: number; interval: string; interval_count: number }): Promise<ChangePlanAnswer> {
  return apiClient.post<ChangePlanAnswer>('billing/change-plan', body);
}

export async function cancelPlan(): Promise<CurrentPlan | null> {
  return (await apiClient.post<{ current_plan: CurrentPlan | null }>('billing/cancel')).current_plan ?? null;
}

export async function resumePlan(): Promise<CurrentPlan | null> {
  return (await apiClient.post<{ current_plan: CurrentPlan | null }>('billing/resume')).current_plan ?? null;
}

/** `returnPath` is a path of this app, like the checkout's success_url. */
export async function openBillingPortal(returnPath: string): Promise<string | null> {
  return (await apiClient.post<{ redirect_url?: string | null }>('billing/portal', { return_url: returnPath })).redirect_url || null;
}

/** After any plan change: usage, invoices and the user's subscriptions may all differ. */
export async function refreshBillingQueries(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ACCOUNT_USAGE_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
  ]);
}
