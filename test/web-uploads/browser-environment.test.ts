import { expect } from 'chai';
import type { BootstrapData } from '../../common/types.ts';
import { setBootstrapData } from '../../web/src/app/bootstrap/bootstrap-store.ts';
import { avatarUploadOptions } from '../../web/src/features/account-settings/panels/avatar-rules.ts';
import { acceptAttribute } from '../../web/src/features/uploads/accept.ts';
import { createBrowserUploadEnvironment, localStorageStore } from '../../web/src/features/uploads/browser-upload-environment.ts';
import { parseResponseHeaders } from '../../web/src/features/uploads/xhr-upload-http.ts';

describe('browser upload environment', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = { document: globals.document, localStorage: globals.localStorage };
  afterEach(() => Object.assign(globals, saved));

  it('sends the XSRF cookie as X-XSRF-TOKEN, read on every request', () => {
    const env = createBrowserUploadEnvironment();
    globals.document = { cookie: 'other=1; XSRF-TOKEN=abc%3D%3D' };
    expect(env.authHeaders()).to.deep.equal({ 'X-XSRF-TOKEN': 'abc==' });
    globals.document = { cookie: '' };
    expect(env.authHeaders()).to.deep.equal({});
    expect(env.baseUrl).to.equal('');
    expect(env.withCredentials).to.equal(true);
  });

  it('reads the upload settings from the current bootstrap data', () => {
    const env = createBrowserUploadEnvironment();
    const uploads = { chunk_size: 5 * 1024 * 1024, uploads_driver: 's3', public_driver: 'local', s3_direct_upload: true, disable_tus: false, max_size: 1024 };
    setBootstrapData({ settings: { uploads } } as unknown as BootstrapData);
    expect(env.settings).to.deep.equal(uploads);
    setBootstrapData({ settings: { uploads: { ...uploads, disable_tus: true } } } as unknown as BootstrapData);
    expect(env.settings.disable_tus, 'an admin change applies without a new queue').to.equal(true);
  });

  it('keeps resume state in localStorage and shrugs off a browser that refuses storage', () => {
    const map = new Map<string, string>();
    globals.localStorage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => map.set(k, v), removeItem: (k: string) => map.delete(k) };
    localStorageStore.set('sw-upload', '{"key":"a"}');
    expect(localStorageStore.get('sw-upload')).to.equal('{"key":"a"}');
    localStorageStore.remove('sw-upload');
    expect(localStorageStore.get('sw-upload')).to.equal(null);
    globals.localStorage = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceeded'); }, removeItem: () => { throw new Error('SecurityError'); } };
    expect(localStorageStore.get('x')).to.equal(null);
    expect(() => localStorageStore.set('x', 'y')).to.not.throw();
    expect(() => localStorageStore.remove('x')).to.not.throw();
  });

  it('lower-cases response header names (the queue reads etag, location, upload-offset)', () => {
    expect(parseResponseHeaders('ETag: "abc"\r\nContent-Type: application/json\r\nX-Amz-Meta: 1\r\nVary: a\r\nvary: b\r\n')).to.deep.equal({
      etag: '"abc"',
      'content-type': 'application/json',
      'x-amz-meta': '1',
      vary: 'a, b',
    });
  });
});

describe('upload option helpers', () => {
  it('maps the upload accept groups to the picker accept attribute', () => {
    expect(acceptAttribute(['image', 'audio', 'text', 'json', 'video'])).to.equal('image/*,audio/*,text/*,application/json,video/*');
    expect(acceptAttribute([])).to.equal(undefined);
  });

  it('sends avatars through the plain post to the avatar route with its 2 MB image limit', () => {
    const options = avatarUploadOptions(5, {});
    expect(options.endpoint).to.equal('users/5/avatar');
    expect(options.restrictions).to.deep.equal({ allowedFileTypes: ['image/*'], maxFileSize: 2 * 1024 * 1024 });
  });
});
