// Where a site's Content screens live (web/src/app/router.tsx), for links from the dashboard, the
// editor and between the screens themselves.

export function contentPath(projectId: number): string {
  return `/dashboard/sites/${projectId}/content`;
}

export function collectionPath(projectId: number, collection: string): string {
  return `${contentPath(projectId)}/${encodeURIComponent(collection)}`;
}

export function itemPath(projectId: number, collection: string, itemId: number): string {
  return `${collectionPath(projectId, collection)}/items/${itemId}`;
}
