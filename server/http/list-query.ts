import type { Request } from '@hapi/hapi';
import Joi from 'joi';
import { LIST_OPERATORS, type ListFilter, type ListQuery } from '../db/list-query.ts';

// The query every admin list accepts (docs/admin-api.md). Filters travel as one JSON array so a
// filtered view is a plain URL the web app can share.
const filter = Joi.object({
  key: Joi.string().max(64).pattern(/^[a-z_.]+$/i).required(),
  value: Joi.any(),
  operator: Joi.string()
    .valid(...LIST_OPERATORS)
    .default('='),
});

const filters = Joi.array().items(filter).max(20);

export const listQuerySchema = {
  page: Joi.number().integer().min(1).max(100_000).default(1),
  perPage: Joi.number().integer().min(1).max(100).default(15),
  orderBy: Joi.string().max(64).pattern(/^[a-z_.]+$/i),
  orderDir: Joi.string().valid('asc', 'desc').default('desc'),
  query: Joi.string().trim().max(200).allow(''),
  filters: Joi.custom((value: unknown, helpers) => {
    let parsed: unknown = value;
    if (typeof value === 'string') {
      try {
        parsed = JSON.parse(value || '[]');
      } catch {
        return helpers.message({ custom: 'filters must be a JSON array' });
      }
    }
    const { error, value: valid } = filters.validate(parsed);
    if (error) return helpers.message({ custom: `filters: ${error.message}` });
    return valid;
  }).default([]),
};

/** The validated list query of a request whose query schema spreads `listQuerySchema`. */
export function listQuery(request: Request): ListQuery {
  const q = request.query as Record<string, unknown>;
  return {
    page: q.page as number,
    perPage: q.perPage as number,
    orderBy: q.orderBy as string | undefined,
    orderDir: q.orderDir as 'asc' | 'desc',
    query: (q.query as string | undefined) || undefined,
    filters: q.filters as ListFilter[],
  };
}

/** Bulk deletes: DELETE /api/v1/admin/<list> with the ids. */
export const bulkIdsPayload = Joi.object({ ids: Joi.array().items(Joi.number().integer().min(1)).min(1).max(500).unique().required() });
