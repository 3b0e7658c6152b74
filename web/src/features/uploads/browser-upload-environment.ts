import type { KeyValueStore, UploadEnvironment, UploadSettings } from '../../../../common/uploads/types.ts';
import { peekBootstrapData } from '../../app/bootstrap/bootstrap-store.ts';
import { xsrfHeader } from '../../lib/http/api-client.ts';
import { xhrUploadHttp } from './xhr-upload-http.ts';

/**
 * Resume state (multipart progress, tus urls) in localStorage, so an upload interrupted by a
 * reload picks up where it stopped. A browser that refuses storage (private mode, quota) only
 * loses resuming, never the upload.
 */
export const localStorageStore: KeyValueStore = {
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // resuming is a convenience; the upload itself goes on
    }
  },
  remove(key) {
    try {
      localStorage.removeItem(key);
    } catch {
      // see set()
    }
  },
};

/**
 * The queue's environment in the browser: same origin, cookies plus the anti-forgery header
 * (read per request, since login and logout replace the cookie), and the upload settings the
 * server published in the bootstrap data (read live, they change when an admin saves settings).
 */
export function createBrowserUploadEnvironment(): UploadEnvironment {
  return {
    baseUrl: '',
    http: xhrUploadHttp,
    authHeaders: xsrfHeader,
    withCredentials: true,
    stateStore: localStorageStore,
    get settings(): UploadSettings {
      return (peekBootstrapData()?.settings.uploads ?? {}) as UploadSettings;
    },
  };
}
