import type { ReactNode } from 'react';
import type { ListFilter } from './list-state.ts';

// The filters a table can declare and how each control's input becomes a list filter and back.
// Dates travel as ISO instants: a "from" day starts at local midnight, a "to" day ends at the last
// millisecond of that local day, so both days are included.

export interface FilterOption {
  value: string | number;
  label: string;
}

interface FilterBase {
  /** The API's filter key. */
  key: string;
  label: string;
}

export type DataTableFilter =
  | (FilterBase & { type: 'select'; options: FilterOption[] })
  | (FilterBase & { type: 'boolean'; trueLabel?: string; falseLabel?: string })
  | (FilterBase & { type: 'dateRange' })
  /** Set from a row (see FilterLink), shown while set as a removable chip naming its value. */
  | (FilterBase & { type: 'chip'; render: (value: unknown) => ReactNode });

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO instant as the local YYYY-MM-DD a date input shows; '' when it is not a date. */
export function localDay(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayStart(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

function dayEnd(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/** The filter for a from/to pair of days (either may be empty); null when both are. */
export function dateRangeFilter(from: string, to: string): Omit<ListFilter, 'key'> | null {
  if (from && to) {
    const [first, last] = from <= to ? [from, to] : [to, from];
    return { value: [dayStart(first), dayEnd(last)], operator: 'between' };
  }
  if (from) return { value: dayStart(from), operator: '>=' };
  if (to) return { value: dayEnd(to), operator: '<=' };
  return null;
}

/** The from/to days a date filter shows in its two inputs. */
export function dateRangeInputs(filter: ListFilter | undefined): { from: string; to: string } {
  if (!filter) return { from: '', to: '' };
  if (filter.operator === 'between' && Array.isArray(filter.value)) return { from: localDay(filter.value[0]), to: localDay(filter.value[1]) };
  if (filter.operator === '>=' || filter.operator === '>') return { from: localDay(filter.value), to: '' };
  if (filter.operator === '<=' || filter.operator === '<') return { from: '', to: localDay(filter.value) };
  return { from: '', to: '' };
}

/** A select's string value back to the declared option's value (numbers stay numbers in the filter). */
export function optionValue(options: readonly FilterOption[], raw: string): string | number | null {
  return options.find((option) => String(option.value) === raw)?.value ?? null;
}

/** The boolean filter's select value: '' (any), 'true' or 'false'. */
export function booleanInput(filter: ListFilter | undefined): '' | 'true' | 'false' {
  if (!filter) return '';
  return filter.value === true || filter.value === 'true' || filter.value === 1 ? 'true' : 'false';
}
