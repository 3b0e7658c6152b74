// A 200 MB file through each upload strategy from Chromium, the way a person does it: the editor's
// image control, from choosing the file to the canvas image pointing at the stored file.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bootApp } from '../server/index.ts';
import { setSetting } from '../server/modules/settings/service.ts';
import { canvasImageSrc, chooseFile, openEditor, selectImage } from '../test/browser/support/editor-images.ts';
import { makeTempDir, testConfig } from '../test/helpers/config.ts';

export interface BrowserUploadRun {
  strategy: string;
  seconds: number;
}

/** Uploads `path` (named *.png so the image control takes it) once per setup; returns the seconds each took. */
export async function benchBrowserUploads(path: string, setups: { strategy: string; env: Record<string, string>; settings: Record<string, unknown> }[]): Promise<BrowserUploadRun[]> {
  const runs: BrowserUploadRun[] = [];
  for (const setup of setups) {
    const dir = makeTempDir('sitewright-bench-browser-upload-');
    const app = await bootApp(testConfig({ HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `sqlite:${join(dir, 'bench.sqlite')}`, ...setup.env }), { listen: true });
    const session = await (async () => {
      for (const [key, value] of Object.entries(setup.settings)) await setSetting(key, value);
      return openEditor(app.server.info.uri, `bench-${setup.strategy}@example.com`);
    })();
    try {
      const id = await selectImage(session.page, 0);
      const started = process.hrtime.bigint();
      await chooseFile(session.page, path);
      await canvasImageSrc(session.page, id, '/storage/project-assets/', false, 600_000);
      runs.push({ strategy: setup.strategy, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
      const used = session.requests.filter((request) => /\/api\/v1\/(file-entries|tus\/upload|s3\/multipart\/create|s3\/simple\/presign)$/.test(request));
      if (!used.some((request) => request.includes(setup.strategy === 'plain' ? 'file-entries' : setup.strategy === 'tus' ? 'tus/upload' : 's3/multipart'))) {
        throw new Error(`the ${setup.strategy} run used ${used.join(', ')}`);
      }
    } finally {
      await session.browser.close();
      await app.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }
  return runs;
}
