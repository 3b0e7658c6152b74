import { expect } from 'chai';
import { withCsrf } from '../helpers/http.ts';
import { send, startAppProcess, type AppProcess } from './support/app-process.ts';

// A body that cannot be decompressed, sent as multipart: @hapi/subtext used to pipe it through a
// decoder with no error listener, and the decoder's error ended the process.
describe('a compressed multipart body (issue 9, attack 1)', function () {
  this.timeout(60_000);
  let app: AppProcess;
  let port = 0;
  let cookie = '';

  before(async () => {
    app = await startAppProcess();
    ({ port, cookie } = app);
  });
  after(() => app.stop());

  const expectAlive = () => app.expectAlive();

  for (const encoding of ['gzip', 'deflate', 'br']) {
    it(`is refused with 415 and leaves the process running (${encoding})`, async () => {
      const targets: { path: string; headers: Record<string, string> }[] = [
        { path: '/auth/login', headers: {} },
        { path: '/api/v1/probe/echo', headers: {} },
        // A route that accepts multipart, as a signed-in user.
        { path: '/api/v1/file-entries', headers: withCsrf({ cookie }) },
      ];
      for (const target of targets) {
        const res = await send(port, {
          method: 'POST',
          path: target.path,
          headers: { ...target.headers, 'content-type': 'multipart/form-data; boundary=xyz', 'content-encoding': encoding },
          body: '{a:1}',
        });
        expect(res.status, `${target.path} ${app.stderr()}`).to.be.within(400, 499);
        await expectAlive();
      }
      const refused = await send(port, {
        method: 'POST',
        path: '/api/v1/probe/echo',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-encoding': encoding },
        body: '{a:1}',
      });
      expect(refused.status).to.equal(415);
      expect(JSON.parse(refused.body)).to.deep.equal({ message: 'Compressed multipart bodies are not supported.' });
    });
  }

  it('still decodes a well-formed compressed JSON body', async () => {
    const { gzipSync } = await import('node:zlib');
    const res = await send(port, {
      method: 'POST',
      path: '/api/v1/probe/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: gzipSync(JSON.stringify({ a: 1 })),
    });
    expect(res.status).to.equal(200);
    expect(JSON.parse(res.body)).to.deep.equal({ payload: { a: 1 } });
    const broken = await send(port, { method: 'POST', path: '/api/v1/probe/echo', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{a:1}' });
    expect(broken.status).to.equal(400);
    await expectAlive();
  });
});
