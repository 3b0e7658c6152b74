// The submission list's page sizes and the export formats: the routes validate with them when the
// server starts, before the services that apply them are loaded.

export const SUBMISSIONS_PER_PAGE = 25;
export const SUBMISSIONS_MAX_PER_PAGE = 100;

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
