import { Op, type FindOptions, type Includeable, type Model, type ModelStatic, type Order, type WhereOptions } from 'sequelize';
import { BadRequestError } from '../errors.ts';
import type { Pagination } from '../../common/pagination.ts';

// One way to page, sort, search and filter every admin list (docs/admin-api.md), so the web app
// has one table component and every list answers the same query the same way.

export const LIST_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'has', 'doesntHave', 'between'] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export interface ListFilter {
  key: string;
  value: unknown;
  operator: ListOperator;
}

export interface ListQuery {
  page: number;
  perPage: number;
  orderBy?: string;
  orderDir: 'asc' | 'desc';
  query?: string;
  filters: ListFilter[];
}

/** Turns one filter into a where clause; the default compares the column of the filter's key. */
type FilterClause = true | ((filter: ListFilter) => WhereOptions);

export interface ListSpec<M extends Model> {
  model: ModelStatic<M>;
  /** Columns the free-text query matches (LIKE %query%, case-insensitive on both databases' defaults). */
  searchable: string[];
  sortable: string[];
  filters: Record<string, FilterClause>;
  defaultOrder: [string, 'asc' | 'desc'];
  /** Always applied, such as "only top-level files". */
  where?: WhereOptions;
  include?: Includeable[];
  paranoid?: boolean;
}

const COMPARISONS: Record<Exclude<ListOperator, 'has' | 'doesntHave' | 'between'>, symbol> = {
  '=': Op.eq,
  '!=': Op.ne,
  '>': Op.gt,
  '<': Op.lt,
  '>=': Op.gte,
  '<=': Op.lte,
};

/** The plain column comparison a filter key means when its spec gives no clause of its own. */
export function columnClause(column: string, filter: ListFilter): WhereOptions {
  switch (filter.operator) {
    case 'has':
      return { [column]: { [Op.ne]: null } };
    case 'doesntHave':
      return { [column]: null };
    case 'between': {
      const [from, to] = Array.isArray(filter.value) ? filter.value : [];
      if (from == null || to == null) throw badListQuery('filters', `The ${filter.key} filter needs two values.`);
      return { [column]: { [Op.between]: [from, to] } };
    }
    default:
      return { [column]: filter.value === null ? null : { [COMPARISONS[filter.operator]]: filter.value } };
  }
}

/** A list query the list cannot answer (an unknown column or filter, a malformed value): the client's mistake, 400. */
export function badListQuery(field: 'filters' | 'orderBy', message: string): BadRequestError {
  return new BadRequestError(message, { [field]: message });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Where clause of a list query; unknown filter keys are the client's mistake (400, not a 500). */
export function listWhere<M extends Model>(spec: ListSpec<M>, query: ListQuery): WhereOptions {
  const clauses: WhereOptions[] = spec.where ? [spec.where] : [];
  const text = query.query?.trim();
  if (text && spec.searchable.length) {
    clauses.push({ [Op.or]: spec.searchable.map((column) => ({ [column]: { [Op.like]: `%${escapeLike(text)}%` } })) });
  }
  for (const filter of query.filters) {
    const clause = spec.filters[filter.key];
    if (!clause) throw badListQuery('filters', `Unknown filter "${filter.key}".`);
    clauses.push(clause === true ? columnClause(filter.key, filter) : clause(filter));
  }
  return clauses.length ? { [Op.and]: clauses } : {};
}

export function listOrder<M extends Model>(spec: ListSpec<M>, query: ListQuery): Order {
  const column = query.orderBy ?? spec.defaultOrder[0];
  if (!spec.sortable.includes(column)) throw badListQuery('orderBy', `The list cannot be sorted by "${column}".`);
  const direction = query.orderBy ? query.orderDir : spec.defaultOrder[1];
  // The id breaks ties, so pages never repeat or skip a row between requests.
  return [[column, direction.toUpperCase()], ['id', direction.toUpperCase()]];
}

/** One page of a list, serialized by the caller (which may load relations for the page's rows at once). */
export async function paginate<M extends Model, R>(spec: ListSpec<M>, query: ListQuery, serialize: (rows: M[]) => Promise<R[]> | R[]): Promise<Pagination<R>> {
  const options: FindOptions = {
    where: listWhere(spec, query),
    order: listOrder(spec, query),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
    include: spec.include,
    paranoid: spec.paranoid,
    distinct: Boolean(spec.include?.length),
  } as FindOptions;
  const { rows, count } = await spec.model.findAndCountAll(options as never);
  const total = typeof count === 'number' ? count : (count as unknown[]).length;
  return {
    data: await serialize(rows as M[]),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    per_page: query.perPage,
    total,
  };
}
