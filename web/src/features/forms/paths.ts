// Where a site's Submissions screen lives (web/src/app/router.tsx), for links from the dashboard and the editor.

export function submissionsPath(projectId: number): string {
  return `/dashboard/sites/${projectId}/submissions`;
}

export function submissionsSettingsPath(projectId: number): string {
  return `${submissionsPath(projectId)}?tab=settings`;
}
