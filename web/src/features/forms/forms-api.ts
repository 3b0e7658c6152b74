import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FormDefinition, FormSettings, FormSubmission, SubmissionStatus } from '../../../../common/forms.ts';
import { apiClient, buildUrl } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';

// The calls of a site's forms (server/modules/forms): its submissions, its form settings and the
// forms its pages hold. Every cached answer of a site is keyed under ['forms', projectId], so a
// change to one submission refreshes the list, its counts and the export alike.

export const SUBMISSIONS_PER_PAGE = 25;

/** The list's tabs: the inbox is every submission but spam (the server's default). */
export const SUBMISSION_FILTERS = ['inbox', 'new', 'handled', 'spam'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

export interface SubmissionQuery {
  filter: SubmissionFilter;
  query: string;
  page: number;
}

export interface SubmissionCounts {
  new: number;
  handled: number;
  spam: number;
}

export interface SubmissionsPage {
  submissions: FormSubmission[];
  total: number;
  page: number;
  per_page: number;
  counts: SubmissionCounts;
}

export type SiteForm = FormDefinition & { submissions: number };

export interface SiteForms {
  forms: SiteForm[];
  warnings: string[];
}

/** What PUT form-settings takes: any of the settings, and the captcha secret (write-only). */
export type FormSettingsChange = Partial<Omit<FormSettings, 'captcha_secret_set' | 'webhook_secret'>> & { captcha_secret?: string };

export function formsQueryKey(projectId: number) {
  return ['forms', projectId] as const;
}

export function submissionsQueryKey(projectId: number, query: SubmissionQuery) {
  return [...formsQueryKey(projectId), 'submissions', query] as const;
}

export function formSettingsQueryKey(projectId: number) {
  return [...formsQueryKey(projectId), 'settings'] as const;
}

export function siteFormsQueryKey(projectId: number) {
  return [...formsQueryKey(projectId), 'definitions'] as const;
}

/** The list's and the export's filter parameters; the inbox sends no status. */
function filterParams({ filter, query }: Pick<SubmissionQuery, 'filter' | 'query'>): Record<string, string | undefined> {
  return { status: filter === 'inbox' ? undefined : (filter satisfies SubmissionStatus), query: query || undefined };
}

export async function fetchSubmissions(projectId: number, query: SubmissionQuery, signal?: AbortSignal): Promise<SubmissionsPage> {
  return apiClient.get<SubmissionsPage>(`projects/${projectId}/submissions`, { ...filterParams(query), page: query.page, per_page: SUBMISSIONS_PER_PAGE }, { signal });
}

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useSubmissions(projectId: number, query: SubmissionQuery, enabled = true) {
  return useQuery({
    queryKey: submissionsQueryKey(projectId, query),
    queryFn: ({ signal }) => fetchSubmissions(projectId, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export async function setSubmissionStatus(projectId: number, submissionId: number, status: SubmissionStatus): Promise<FormSubmission> {
  const { submission } = await apiClient.patch<{ submission: FormSubmission }>(`projects/${projectId}/submissions/${submissionId}`, { status });
  await refreshForms(projectId);
  return submission;
}

export async function deleteSubmission(projectId: number, submissionId: number): Promise<void> {
  await apiClient.delete(`projects/${projectId}/submissions/${submissionId}`);
  await refreshForms(projectId);
}

/** The CSV download of what the list shows (every page of it). */
export function exportUrl(projectId: number, query: Pick<SubmissionQuery, 'filter' | 'query'>): string {
  return buildUrl(`projects/${projectId}/submissions/export`, { format: 'csv', ...filterParams(query) });
}

export async function fetchFormSettings(projectId: number, signal?: AbortSignal): Promise<FormSettings> {
  return (await apiClient.get<{ settings: FormSettings }>(`projects/${projectId}/form-settings`, undefined, { signal })).settings;
}

export async function saveFormSettings(projectId: number, change: FormSettingsChange): Promise<FormSettings> {
  const { settings } = await apiClient.put<{ settings: FormSettings }>(`projects/${projectId}/form-settings`, { ...change });
  queryClient.setQueryData(formSettingsQueryKey(projectId), settings);
  await queryClient.invalidateQueries({ queryKey: siteFormsQueryKey(projectId) });
  return settings;
}

/** A new webhook signing secret; receivers checking the old one refuse the next deliveries. */
export async function regenerateWebhookSecret(projectId: number): Promise<FormSettings> {
  const { settings } = await apiClient.post<{ settings: FormSettings }>(`projects/${projectId}/form-settings/webhook-secret`);
  queryClient.setQueryData(formSettingsQueryKey(projectId), settings);
  return settings;
}

export async function fetchSiteForms(projectId: number, signal?: AbortSignal): Promise<SiteForms> {
  const answer = await apiClient.get<Partial<SiteForms>>(`projects/${projectId}/forms`, undefined, { signal });
  return { forms: answer.forms ?? [], warnings: answer.warnings ?? [] };
}

function refreshForms(projectId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: formsQueryKey(projectId) });
}
