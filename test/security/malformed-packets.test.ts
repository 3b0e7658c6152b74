import net from 'node:net';
import { expect } from 'chai';
import { startAppProcess, type AppProcess } from './support/app-process.ts';

/** Writes raw bytes on a new connection and reads until the server closes it (or 3 s pass). */
function sendRaw(port: number, packet: Buffer | string, options: { reset?: boolean } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const done = () => {
      clearTimeout(timer);
      resolve(received);
    };
    const timer = setTimeout(() => {
      socket.destroy();
      done();
    }, 3000);
    socket.on('connect', () => {
      socket.write(packet);
      // A client that vanishes half-way: the server sees ECONNRESET on its socket.
      if (options.reset) setTimeout(() => socket.resetAndDestroy(), 50);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', done);
  });
}

/** The start of a TLS 1.2 ClientHello, as a browser sends to an https:// URL on a plain port. */
const TLS_CLIENT_HELLO = Buffer.from(
  '16030100a5010000a10303' + '00'.repeat(32) + '000004c02fc030010000740000001000120000' + '0f6578616d706c652e6c6f63616c' + '000d0008000604030503060300170000ff01000100',
  'hex',
);

const PACKETS: { name: string; packet: Buffer | string; status: number }[] = [
  { name: 'a control byte in a header value', packet: 'GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u0001b\r\n\r\n', status: 400 },
  { name: 'a DEL byte in a cookie', packet: 'GET / HTTP/1.1\r\nHost: x\r\nCookie: a=b\u007fc\r\n\r\n', status: 400 },
  { name: 'a header block over 16 KB', packet: `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431 },
  { name: 'a TLS ClientHello on the plain HTTP port', packet: TLS_CLIENT_HELLO, status: 400 },
  { name: 'an invalid method', packet: 'G@T / HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  {
    name: 'an invalid chunk size',
    packet: 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
    status: 400,
  },
  { name: 'a space in a header name', packet: 'GET / HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n', status: 400 },
  { name: 'HTTP/9.9', packet: 'GET / HTTP/9.9\r\nHost: x\r\n\r\n', status: 400 },
  { name: 'a NUL byte in the path', packet: 'GET /a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n', status: 400 },
  { name: 'Content-Length and Transfer-Encoding together', packet: 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', status: 400 },
  { name: 'two different Content-Lengths', packet: 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}', status: 400 },
  { name: 'a Content-Length that is not a number', packet: 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', status: 400 },
  { name: 'a header line without a colon', packet: 'GET / HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n', status: 400 },
  { name: 'an HTTP/2 preface on an HTTP/1 port', packet: 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', status: 400 },
  { name: 'binary garbage', packet: Buffer.from([0x00, 0xff, 0x13, 0x37, 0x0d, 0x0a, 0x0d, 0x0a]), status: 400 },
  { name: 'an unknown Transfer-Encoding', packet: 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked, foo\r\n\r\n', status: 400 },
];

/** The log lines the process wrote (JSON, one per line), parsed. */
function logEntries(app: AppProcess): Record<string, unknown>[] {
  return app
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// Issue 24: each of these, sent by anyone, used to end the process: logging the client error made
// redaction walk into the raw packet Node attaches to it, and the throw escaped an event handler.
describe('malformed HTTP packets', function () {
  this.timeout(90_000);
  let app: AppProcess;

  before(async () => {
    // Logging at info, as an operator runs it: a silent logger never reached the failing path.
    app = await startAppProcess({ logLevel: 'info' });
  });
  after(() => app.stop());

  for (const { name, packet, status } of PACKETS) {
    it(`answers ${status} to ${name} and keeps serving`, async () => {
      const answer = await sendRaw(app.port, packet);
      expect(answer.split('\r\n')[0], `answer to ${name} (${app.stderr()})`).to.match(new RegExp(`^HTTP/1\\.1 ${status} `));
      await app.expectAlive();
    });
  }

  it('logs a refused packet as one plain line, without the bytes that were sent', async () => {
    const marker = 'secret-marker-in-the-packet';
    const refusedEntries = () => logEntries(app).filter((entry) => entry.msg === 'malformed request refused');
    const before = refusedEntries().length;
    await sendRaw(app.port, `GET / HTTP/1.1\r\nHost: x\r\nX-A: ${marker}\u0001\r\n\r\n`);
    await app.expectAlive();
    // The line comes through the child's stdout, which may arrive after the answer did.
    for (let tries = 0; tries < 100 && refusedEntries().length === before; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = refusedEntries();
    expect(refused.length).to.be.greaterThan(before);
    expect(refused.at(-1)).to.include({ level: 30, code: 'HPE_INVALID_HEADER_TOKEN', remoteAddress: '127.0.0.1' });
    expect(app.stdout()).not.to.include(marker);
  });

  it('does not log clients that hang up as errors', async () => {
    const before = logEntries(app).length;
    for (let i = 0; i < 5; i++) await sendRaw(app.port, 'POST /api/v1/probe/echo HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"a":', { reset: true });
    await app.expectAlive();
    const errors = logEntries(app)
      .slice(before)
      .filter((entry) => Number(entry.level) >= 50);
    expect(errors, JSON.stringify(errors)).to.deep.equal([]);
  });
});
