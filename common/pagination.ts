/** One page of a list, as every list endpoint answers it under `pagination` (docs/admin-api.md). */
export interface Pagination<Row> {
  data: Row[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}
