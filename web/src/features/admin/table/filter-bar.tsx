import { useId } from 'react';
import { Trans, useTrans } from '../../../lib/i18n.tsx';
import { Button } from '../../../ui/button.tsx';
import { booleanInput, dateRangeFilter, dateRangeInputs, optionValue, type DataTableFilter } from './filters.ts';
import { findFilter, withFilter, type ListState } from './list-state.ts';

interface FilterBarProps {
  filters: readonly DataTableFilter[];
  state: ListState;
  onChange: (filters: ListState['filters']) => void;
}

/** One labelled control per declared filter; every change is a new address (and so a new fetch). */
export function FilterBar({ filters, state, onChange }: FilterBarProps) {
  const trans = useTrans();
  const set = (key: string, filter: Parameters<typeof withFilter>[2]) => onChange(withFilter(state, key, filter).filters);
  const active = state.filters.length > 0;
  return (
    <div className="sw-table-filters" role="group" aria-label={trans('Filters')} data-testid="table-filters">
      {filters.map((filter) => (
        <FilterControl key={filter.key} filter={filter} state={state} set={set} />
      ))}
      {active && (
        <Button variant="text" size="sm" onClick={() => onChange([])} data-testid="table-clear-filters">
          <Trans message="Clear filters" />
        </Button>
      )}
    </div>
  );
}

function FilterControl({ filter, state, set }: { filter: DataTableFilter; state: ListState; set: (key: string, filter: Parameters<typeof withFilter>[2]) => void }) {
  const trans = useTrans();
  const id = useId();
  const current = findFilter(state, filter.key);

  if (filter.type === 'chip') {
    if (!current) return null;
    return (
      <div className="sw-table-filter sw-table-chip" data-testid={`filter-${filter.key}`}>
        <span className="sw-label">
          <Trans message={filter.label} />
        </span>
        <span className="sw-badge">
          {filter.render(current.value)}
          <button type="button" className="sw-table-chip-remove" aria-label={trans('Remove the :label filter', { label: trans(filter.label) })} onClick={() => set(filter.key, null)}>
            ×
          </button>
        </span>
      </div>
    );
  }

  if (filter.type === 'dateRange') {
    const { from, to } = dateRangeInputs(current);
    return (
      <fieldset className="sw-table-filter sw-table-filter-dates" data-testid={`filter-${filter.key}`}>
        <legend className="sw-label">
          <Trans message={filter.label} />
        </legend>
        <label className="sw-visually-hidden" htmlFor={`${id}-from`}>
          {trans(':label from', { label: trans(filter.label) })}
        </label>
        <input id={`${id}-from`} type="date" className="sw-input sw-input-sm" value={from} max={to || undefined} onChange={(event) => set(filter.key, dateRangeFilter(event.target.value, to))} />
        <span aria-hidden="true">–</span>
        <label className="sw-visually-hidden" htmlFor={`${id}-to`}>
          {trans(':label to', { label: trans(filter.label) })}
        </label>
        <input id={`${id}-to`} type="date" className="sw-input sw-input-sm" value={to} min={from || undefined} onChange={(event) => set(filter.key, dateRangeFilter(from, event.target.value))} />
      </fieldset>
    );
  }

  const value = filter.type === 'boolean' ? booleanInput(current) : current ? String(current.value) : '';
  return (
    <div className="sw-table-filter">
      <label className="sw-label" htmlFor={id}>
        <Trans message={filter.label} />
      </label>
      <select
        id={id}
        className="sw-input sw-input-sm sw-select"
        value={value}
        data-testid={`filter-${filter.key}`}
        onChange={(event) => {
          const raw = event.target.value;
          if (!raw) return set(filter.key, null);
          if (filter.type === 'boolean') return set(filter.key, { value: raw === 'true' });
          const chosen = optionValue(filter.options, raw);
          set(filter.key, chosen === null ? null : { value: chosen });
        }}
      >
        <option value="">{trans('Any')}</option>
        {filter.type === 'boolean' ? (
          <>
            <option value="true">{trans(filter.trueLabel ?? 'Yes')}</option>
            <option value="false">{trans(filter.falseLabel ?? 'No')}</option>
          </>
        ) : (
          filter.options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {trans(option.label)}
            </option>
          ))
        )}
      </select>
    </div>
  );
}
