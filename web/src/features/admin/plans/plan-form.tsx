import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { ProductData } from '../../../../../common/billing.ts';
import { required } from '../../../lib/forms/rules.ts';
import { useFocusWhenOpen } from '../../../lib/forms/use-focus-when-open.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { QueryError, QueryLoading } from '../../../ui/query-status.tsx';
import { toast } from '../../../ui/toast/toast-store.ts';
import { CheckboxField, SelectField, TextField } from '../../auth/form-fields.tsx';
import { PermissionsField } from '../roles/permissions-field.tsx';
import { permissionsPayload } from '../roles/permission-values.ts';
import type { GrantedPermission } from '../roles/permissions-api.ts';
import { fetchProduct, saveProduct, type ProductPayload } from './plans-api.ts';

interface PriceValues {
  id?: number;
  amount: string;
  currency: string;
  interval: 'month' | 'year';
  interval_count: string;
}

interface PlanValues {
  name: string;
  description: string;
  features: string;
  position: string;
  hidden: boolean;
  recommended: boolean;
  free: boolean;
  trial_period_days: string;
  prices: PriceValues[];
  permissions: GrantedPermission[];
}

function initialValues(product: ProductData | null, permissions: GrantedPermission[]): PlanValues {
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    features: (product?.feature_list ?? []).join('\n'),
    position: String(product?.position ?? 0),
    hidden: product?.hidden ?? false,
    recommended: product?.recommended ?? false,
    free: product?.free ?? false,
    trial_period_days: product?.trial_period_days ? String(product.trial_period_days) : '',
    prices: (product?.prices ?? []).map((price) => ({ id: price.id, amount: String(price.amount), currency: price.currency, interval: price.interval, interval_count: String(price.interval_count) })),
    permissions,
  };
}

function payloadFrom(values: PlanValues): ProductPayload {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    feature_list: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    position: Number(values.position) || 0,
    hidden: values.hidden,
    recommended: values.recommended,
    free: values.free,
    trial_period_days: values.trial_period_days.trim() ? Number(values.trial_period_days) : null,
    prices: values.prices.map((price) => ({
      ...(price.id ? { id: price.id } : {}),
      amount: Number(price.amount),
      currency: price.currency.trim().toUpperCase(),
      interval: price.interval,
      interval_count: Number(price.interval_count) || 1,
    })),
    permissions: permissionsPayload(values.permissions),
  };
}

/** The plan's saved values with its permissions (GET admin/products/{id}), then the form. */
export function PlanEditor({ productId, onDone }: { productId: number | null; onDone: () => void }) {
  const saved = useQuery({
    queryKey: ['admin', 'product', productId],
    queryFn: ({ signal }) => fetchProduct(productId as number, signal),
    enabled: productId !== null,
    gcTime: 0,
  });
  if (productId === null) return <PlanForm product={null} permissions={[]} onDone={onDone} />;
  if (saved.isPending) return <QueryLoading />;
  if (saved.isError) return <QueryError inline title={<Trans message="There was an issue loading this page" />} error={saved.error} onRetry={() => void saved.refetch()} retrying={saved.isFetching} testId="plan-error" />;
  return <PlanForm product={saved.data.product} permissions={saved.data.permissions} onDone={onDone} />;
}

function PlanForm({ product, permissions, onDone }: { product: ProductData | null; permissions: GrantedPermission[]; onDone: () => void }) {
  const trans = useTrans();
  const form = useForm<PlanValues>({ defaultValues: initialValues(product, permissions) });
  const prices = useFieldArray({ control: form.control, name: 'prices' });
  const onServerError = useServerErrors(form);
  const { errors, isSubmitting } = form.formState;
  const pricesError = (errors.prices as { message?: string } | undefined)?.message;
  useFocusWhenOpen(true, () => form.setFocus('name'));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await saveProduct(product?.id ?? null, payloadFrom(values));
      toast(product ? 'Plan saved' : 'Plan created');
      onDone();
    } catch (error) {
      onServerError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate data-testid="plan-form">
      <TextField label="Name" autoComplete="off" error={errors.name?.message} data-testid="plan-name" {...form.register('name', required)} />
      <div className="sw-field">
        <label className="sw-label" htmlFor="plan-description">
          <Trans message="Description" />
        </label>
        <textarea id="plan-description" className="sw-input sw-textarea" rows={2} {...form.register('description')} />
      </div>
      <div className="sw-field">
        <label className="sw-label" htmlFor="plan-features">
          <Trans message="Features" />
        </label>
        <textarea id="plan-features" className="sw-input sw-textarea" rows={4} aria-describedby="plan-features-description" {...form.register('features')} />
        <span id="plan-features-description" className="sw-field-description">
          <Trans message="One feature per line, as the pricing page lists them." />
        </span>
      </div>
      <fieldset className="sw-choice-list" data-testid="plan-prices">
        <legend className="sw-label">
          <Trans message="Prices" />
        </legend>
        {prices.fields.map((field, index) => (
          <div key={field.id} className="sw-price-row" role="group" aria-label={trans('Price :number', { number: index + 1 })}>
            <TextField label="Amount" type="number" inputMode="decimal" step="0.01" min={0} error={errors.prices?.[index]?.amount?.message} {...form.register(`prices.${index}.amount`, required)} />
            <TextField label="Currency" maxLength={3} autoComplete="off" error={errors.prices?.[index]?.currency?.message} {...form.register(`prices.${index}.currency`, required)} />
            <SelectField label="Interval" {...form.register(`prices.${index}.interval`)}>
              <option value="month">{trans('Month')}</option>
              <option value="year">{trans('Year')}</option>
            </SelectField>
            <TextField label="Every" type="number" min={1} max={36} error={errors.prices?.[index]?.interval_count?.message} {...form.register(`prices.${index}.interval_count`)} />
            <Button variant="text" size="sm" onClick={() => prices.remove(index)} aria-label={trans('Remove price :number', { number: index + 1 })}>
              <Trans message="Remove" />
            </Button>
          </div>
        ))}
        {pricesError && (
          <span className="sw-field-error" role="alert">
            <Trans message={pricesError} />
          </span>
        )}
        <div>
          <Button variant="outline" size="sm" onClick={() => prices.append({ amount: '', currency: product?.prices[0]?.currency ?? 'USD', interval: 'month', interval_count: '1' })} data-testid="plan-add-price">
            <Trans message="Add price" />
          </Button>
        </div>
      </fieldset>
      <div className="sw-form-row">
        <TextField label="Trial days" type="number" min={1} max={365} description={<Trans message="Empty for no trial." />} error={errors.trial_period_days?.message} {...form.register('trial_period_days')} />
        <TextField label="Position" type="number" min={0} description={<Trans message="Plans are listed by position." />} error={errors.position?.message} {...form.register('position')} />
      </div>
      <CheckboxField label="Recommended (highlighted on the pricing page)" {...form.register('recommended')} />
      <CheckboxField label="Free" {...form.register('free')} />
      <CheckboxField label="Hidden from the pricing page" {...form.register('hidden')} />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => (
          <PermissionsField label="Permissions" description="What subscribers to this plan may do." value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="sw-dialog-actions">
        <Button variant="text" onClick={onDone}>
          <Trans message="Cancel" />
        </Button>
        <Button type="submit" variant="primary" disabled={isSubmitting} data-testid="plan-save">
          <Trans message="Save" />
        </Button>
      </div>
    </form>
  );
}
