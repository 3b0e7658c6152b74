/**
 * A module imported on the first call and then kept (ours, or an ES module package):
 * `const service = lazyImport(() => import('./service.ts'))`, then `(await service()).listTags(…)`.
 * Route handlers reach their domain logic this way, and the job catalogue its handlers, so that
 * `sitewright serve` answers its first request without having loaded every module's services
 * (bench/start.ts; docs/architecture.md). An import that failed is tried again on the next call.
 */
export function lazyImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
