import type { SeriesPoint } from '../../../../../common/admin-dashboard.ts';

// Chart data from the dashboard's daily series.

/** Several series as one row per date, each series under its own name; a missing day counts 0. */
export function mergeSeries<Name extends string>(series: Record<Name, SeriesPoint[] | undefined>): ({ date: string } & Record<Name, number>)[] {
  const names = Object.keys(series) as Name[];
  const rows = new Map<string, { date: string } & Record<Name, number>>();
  for (const name of names) {
    for (const point of series[name] ?? []) {
      let row = rows.get(point.date);
      if (!row) {
        row = { date: point.date, ...(Object.fromEntries(names.map((each) => [each, 0])) as Record<Name, number>) };
        rows.set(point.date, row);
      }
      (row as Record<Name, number>)[name] = point.value;
    }
  }
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** The sum of a series, for the chart's caption. */
export function seriesTotal(points: readonly SeriesPoint[] | undefined): number {
  return (points ?? []).reduce((sum, point) => sum + point.value, 0);
}
