import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import * as tus from 'tus-js-client';
import { API_PREFIX } from '../../common/constants.ts';
import { serverMessage } from '../../common/uploads/errors.ts';
import type { UploadEnvironment, UploadSettings } from '../../common/uploads/types.ts';
import { CliError } from '../errors.ts';
import { NodeUploadHttp } from './node-http.ts';
import { JsonFileStore } from './state-store.ts';

/** Where resume state lives: `~/.sitewright/` (HOME is honoured, so tests get their own). */
export function uploadStateDirectory(): string {
  return join(homedir(), '.sitewright');
}

// tus-js-client's Node build exports FileUrlStorage; its shared type declarations do not list it.
const { FileUrlStorage } = tus as unknown as { FileUrlStorage: new (path: string) => unknown };

interface BootstrapSubset {
  data: { user: { id: number } | null; settings: { uploads?: UploadSettings } };
}

/**
 * The environment for uploading to a remote install with an API token: its upload settings come
 * from bootstrap data, read with the token so a wrong one fails here before any file is sent.
 */
export async function remoteUploadEnvironment(server: string, token: string): Promise<UploadEnvironment> {
  const baseUrl = server.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/i.test(baseUrl)) throw new CliError(`--server expects an http(s) URL, got "${server}"`);
  const http = new NodeUploadHttp();
  const authHeaders = () => ({ Authorization: `Bearer ${token}` });
  const response = await http
    .send({ method: 'GET', url: `${baseUrl}${API_PREFIX}/bootstrap-data`, headers: { Accept: 'application/json', ...authHeaders() } })
    .catch((error: Error) => {
      throw new CliError(`Could not reach ${baseUrl}: ${error.message}`);
    });
  if (response.status === 401) throw new CliError(`${baseUrl} refused the API token: ${serverMessage(response.body) ?? 'unauthorized'}`);
  if (response.status !== 200) throw new CliError(`${baseUrl} answered ${response.status} for bootstrap data: ${serverMessage(response.body) ?? 'no message'}`);
  let data: BootstrapSubset['data'] | undefined;
  try {
    data = (JSON.parse(response.body) as BootstrapSubset).data;
  } catch {
    // Reported below, with the same words as a JSON answer of the wrong shape.
  }
  if (!data?.settings) throw new CliError(`${baseUrl} does not look like a Sitewright server (no bootstrap data)`);
  if (!data.user) throw new CliError(`${baseUrl} did not accept the API token`);

  const directory = uploadStateDirectory();
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  return {
    baseUrl,
    http,
    authHeaders,
    withCredentials: false,
    stateStore: new JsonFileStore(join(directory, 'uploads.json')),
    tusUrlStorage: new FileUrlStorage(join(directory, 'tus-uploads.json')),
    settings: data.settings.uploads ?? {},
  };
}
