import { useId, useState } from 'react';
import { choosePrice, displayedAmount, planFeatures, struckThroughAmount, YEARLY_DISCOUNT_PERCENT, type PriceData, type ProductData } from '../../../../common/billing.ts';
import { useAuth } from '../../app/auth/use-auth.ts';
import { Trans, useTrans } from '../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { QueryError } from '../../ui/query-status.tsx';
import { Spinner, useDelayedVisibility } from '../../ui/spinner.tsx';
import { useAccountUsage, useProducts } from '../billing/billing-api.ts';
import { useBillingLocale } from '../billing/use-billing-locale.ts';
import { initialInterval, money, planAction, planSlug, visiblePlans, type BillingInterval, type PlanAction } from '../billing/billing-rules.ts';
import { useChoosePlan } from './use-choose-plan.ts';
import './pricing.css';

export type PlanCardsVariant = 'pricing' | 'landing';

const BUTTON_LABELS: Record<PlanCardsVariant, string> = { pricing: 'Upgrade', landing: 'Purchase Now' };
const SKELETON_CARDS = 3;

/**
 * The Monthly/Yearly switch with its "Save 20%" label: two native radios (arrow keys move
 * between them), drawn as a segmented control.
 */
export function BillingIntervalSwitch({ value, onChange }: { value: BillingInterval; onChange: (value: BillingInterval) => void }) {
  const trans = useTrans();
  const name = useId();
  const saveId = useId();
  const options: { value: BillingInterval; label: string }[] = [
    { value: 'month', label: 'Monthly' },
    { value: 'year', label: 'Yearly' },
  ];
  return (
    <div className="sw-interval">
      <div className="sw-interval-switch" role="radiogroup" aria-label={trans('Billing period')} data-testid="billing-interval">
        {options.map((option) => (
          <label key={option.value} className="sw-interval-option" data-selected={value === option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.value === 'year' ? saveId : undefined}
              data-testid={`interval-${option.value}`}
            />
            <span>{trans(option.label)}</span>
          </label>
        ))}
      </div>
      <span id={saveId} className="sw-interval-save" data-testid="yearly-discount">
        <Trans message="Save :percent%" values={{ percent: YEARLY_DISCOUNT_PERCENT }} />
      </span>
    </div>
  );
}

interface PlanCardProps {
  product: ProductData;
  price: PriceData | undefined;
  isFirst: boolean;
  action: PlanAction;
  variant: PlanCardsVariant;
  redirecting: boolean;
  busy: boolean;
  locale: string;
  onChoose: () => void;
}

function PlanCard({ product, price, isFirst, action, variant, redirecting, busy, locale, onChoose }: PlanCardProps) {
  const trans = useTrans();
  const titleId = useId();
  const slug = planSlug(product.name);
  const current = action === 'current';
  const features = planFeatures(product, isFirst);
  const free = product.free || !price || price.amount === 0;

  let label = BUTTON_LABELS[variant];
  if (current) label = 'Current plan';
  else if (redirecting) label = 'Redirecting...';

  return (
    <li className="sw-plan-card" data-recommended={product.recommended} data-current={current} data-testid={`plan-card-${slug}`} data-plan-id={product.id}>
      <article aria-labelledby={titleId} className="sw-plan-card-inner">
        <div className="sw-plan-badges">
          {product.recommended && (
            <span className="sw-plan-badge sw-plan-badge-recommended" data-testid="plan-recommended">
              <Trans message="Recommended" />
            </span>
          )}
          {current && (
            <span className="sw-plan-badge sw-plan-badge-active" data-testid="plan-active">
              <Trans message="Active plan" />
            </span>
          )}
        </div>
        <h3 id={titleId} className="sw-plan-name">
          {product.name}
        </h3>
        {product.description && <p className="sw-plan-description">{product.description}</p>}

        <p className="sw-plan-price" data-testid="plan-price">
          {free ? (
            <span className="sw-plan-amount">
              <Trans message="Free" />
            </span>
          ) : (
            <>
              <s className="sw-plan-struck" data-testid="plan-price-struck">
                <span className="sw-visually-hidden">{trans('Regular price')} </span>
                {money(struckThroughAmount(price), price.currency, locale)}
              </s>{' '}
              <span className="sw-plan-amount" data-testid="plan-price-amount">
                {money(displayedAmount(price), price.currency, locale)}
              </span>{' '}
              <span className="sw-plan-period">{trans(price.interval === 'year' ? '/ year' : '/ month')}</span>
            </>
          )}
        </p>

        <ul className="sw-plan-features" aria-label={trans('Features of :plan', { plan: product.name })}>
          {features.map((feature) => (
            <li key={feature.text} className="sw-plan-feature" data-available={feature.available} data-testid="plan-feature">
              <span className="sw-plan-feature-icon" aria-hidden="true">
                {feature.available ? '✓' : '✕'}
              </span>
              <span className="sw-plan-feature-text">{trans(feature.text)}</span>
              {!feature.available && <span className="sw-visually-hidden"> {trans('(not included)')}</span>}
            </li>
          ))}
        </ul>

        <Button
          variant={product.recommended || current ? 'primary' : 'outline'}
          size="lg"
          fullWidth
          className="sw-plan-button"
          disabled={current || busy || !price}
          aria-busy={redirecting || undefined}
          onClick={onChoose}
          data-testid={`plan-button-${slug}`}
        >
          {redirecting && <Spinner size="sm" delay={0} label={null} />}
          <Trans message={label} />
        </Button>
      </article>
    </li>
  );
}

function PlanCardsSkeleton() {
  const visible = useDelayedVisibility(true);
  return (
    <ul className="sw-plan-grid" aria-busy="true" data-testid="plans-loading">
      {visible &&
        Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} className="sw-plan-card sw-plan-card-skeleton" aria-hidden="true">
            <span className="sw-plan-skeleton sw-plan-skeleton-title" />
            <span className="sw-plan-skeleton" />
            <span className="sw-plan-skeleton sw-plan-skeleton-price" />
            <span className="sw-plan-skeleton" />
            <span className="sw-plan-skeleton" />
            <span className="sw-plan-skeleton sw-plan-skeleton-short" />
          </li>
        ))}
    </ul>
  );
}

/**
 * The plans with the Monthly/Yearly switch, for /pricing ("Upgrade") and the landing page's
 * pricing section ("Purchase Now"). Only shown when billing is enabled (callers check).
 */
export function PlanCards({ variant }: { variant: PlanCardsVariant }) {
  const auth = useAuth();
  const locale = useBillingLocale();
  const products = useProducts();
  const usage = useAccountUsage({ enabled: auth.isLoggedIn });
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const { pending, choose } = useChoosePlan(locale);

  const currentPlan = usage.data?.current_plan ?? null;
  const interval = chosenInterval ?? initialInterval(currentPlan);
  // Without an answer from account/usage, the payload's subscription flag decides (the server has the last word).
  const hasPlan = usage.isSuccess ? currentPlan !== null : auth.isSubscribed;
  const waitingForUsage = auth.isLoggedIn && usage.isPending;

  let content;
  if (products.isPending || waitingForUsage) {
    content = <PlanCardsSkeleton />;
  } else if (products.isError) {
    content = <QueryError title={<Trans message="The plans could not be loaded." />} error={products.error} onRetry={() => void products.refetch()} retrying={products.isFetching} testId="plans-error" />;
  } else {
    const plans = visiblePlans(products.data);
    content =
      plans.length === 0 ? (
        <p className="sw-card sw-plans-message sw-muted" data-testid="plans-empty">
          <Trans message="No plans are available right now." />
        </p>
      ) : (
        <ul className="sw-plan-grid" data-testid="plan-cards" data-interval={interval}>
          {plans.map((product, index) => {
            const price = choosePrice(product.prices, interval);
            const action = planAction({ loggedIn: auth.isLoggedIn, hasPlan, currentPlanId: currentPlan?.id, productId: product.id });
            return (
              <PlanCard
                key={product.id}
                product={product}
                price={price}
                isFirst={index === 0}
                action={action}
                variant={variant}
                redirecting={pending === product.id}
                busy={pending !== null}
                locale={locale}
                onChoose={() => choose(action, product, price)}
              />
            );
          })}
        </ul>
      );
  }

  return (
    <div className="sw-plans" data-variant={variant}>
      <BillingIntervalSwitch value={interval} onChange={setChosenInterval} />
      {content}
    </div>
  );
}
