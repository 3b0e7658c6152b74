import { expect } from 'chai';
import { UploadCancelledError, UploadTimeoutError } from '../../common/uploads/errors.ts';
import { sendWithRetry, tusShouldRetry } from '../../common/uploads/retry.ts';
import { UPLOAD_RETRY_DELAYS_MS } from '../../common/uploads/constants.ts';
import type { UploadHttpResponse } from '../../common/uploads/types.ts';
import { FakeClock, response, settle } from './support.ts';

function scripted(outcomes: (number | Error)[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    send: async (): Promise<UploadHttpResponse> => {
      const outcome = outcomes[Math.min(calls++, outcomes.length - 1)];
      if (outcome instanceof Error) throw outcome;
      return response(outcome);
    },
  };
}

describe('upload retry schedule (common/uploads/retry.ts)', () => {
  it('retries 5xx after 0, 3, 5, 10 and 20 seconds, then gives the last response', async () => {
    const clock = new FakeClock();
    const server = scripted([503]);
    let result: UploadHttpResponse | undefined;
    void sendWithRetry(server.send, UPLOAD_RETRY_DELAYS_MS, clock).then((r) => (result = r));
    await clock.advance(0);
    expect(server.calls).to.equal(2); // first try, then the 0 s retry
    await clock.advance(2999);
    expect(server.calls).to.equal(2);
    await clock.advance(1);
    expect(server.calls).to.equal(3);
    await clock.advance(5000 + 10000 + 20000);
    expect(server.calls).to.equal(6);
    expect(clock.delays).to.deep.equal([0, 3000, 5000, 10000, 20000]);
    expect(result?.status).to.equal(503);
  });

  it('stops retrying as soon as a response is not a server error', async () => {
    const clock = new FakeClock();
    const server = scripted([500, 502, 201]);
    const pending = sendWithRetry(server.send, UPLOAD_RETRY_DELAYS_MS, clock);
    await clock.advance(3000);
    expect((await pending).status).to.equal(201);
    expect(server.calls).to.equal(3);
  });

  it('does not retry client errors', async () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      const server = scripted([status, 200]);
      const result = await sendWithRetry(server.send, UPLOAD_RETRY_DELAYS_MS, new FakeClock());
      expect([result.status, server.calls], String(status)).to.deep.equal([status, 1]);
    }
  });

  it('retries network errors but not cancellations or time-outs', async () => {
    const clock = new FakeClock();
    const network = scripted([new TypeError('fetch failed'), 200]);
    const pending = sendWithRetry(network.send, UPLOAD_RETRY_DELAYS_MS, clock);
    await clock.advance(0);
    expect((await pending).status).to.equal(200);

    for (const error of [new UploadCancelledError(), new UploadTimeoutError()]) {
      const server = scripted([error, 200]);
      let caught: unknown;
      await sendWithRetry(server.send, UPLOAD_RETRY_DELAYS_MS, clock).catch((e) => (caught = e));
      expect([caught, server.calls]).to.deep.equal([error, 1]);
    }

    const controller = new AbortController();
    const aborted = scripted([new Error('socket hang up'), 200]);
    const cut = sendWithRetry(aborted.send, UPLOAD_RETRY_DELAYS_MS, clock, controller.signal).catch((e) => e);
    controller.abort(new UploadCancelledError());
    await settle();
    expect(await cut).to.be.instanceOf(Error);
    expect(aborted.calls).to.equal(1);
  });

  it('lets tus retry 409, 423 and anything that is not a 4xx', () => {
    expect([0, 200, 409, 423, 500, 502, 503].every(tusShouldRetry)).to.equal(true);
    expect([400, 401, 403, 404, 410, 413, 422].some(tusShouldRetry)).to.equal(false);
  });
});
