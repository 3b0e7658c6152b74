import { Readable } from 'node:stream';
import { expect } from 'chai';
import { BadRequestError, TooLargeError } from '../../server/errors.ts';
import { readJsonPayload } from '../../server/modules/projects/json-payload.ts';

describe('Streamed JSON payloads', () => {
  it('parses a body that fits', async () => {
    expect(await readJsonPayload(Readable.from([Buffer.from('{"a":'), Buffer.from('[1,2]}')]), 11, 'too big')).to.deep.equal({ a: [1, 2] });
  });

  it('stops keeping a body once it passes the limit, answers 413 and still drains the rest', async () => {
    let pulled = 0;
    const stream = new Readable({
      read() {
        pulled += 1;
        this.push(pulled <= 100 ? Buffer.alloc(1024, 0x20) : null);
      },
    });
    const error = await readJsonPayload(stream, 4096, 'Too big to save.').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(TooLargeError);
    expect((error as TooLargeError).kind).to.equal('too_large');
    expect((error as Error).message).to.equal('Too big to save.');
    if (!stream.readableEnded) await new Promise((resolve) => stream.once('end', resolve));
    expect(pulled).to.equal(101);
  });

  it('answers 400 naming the payload for text that is not JSON', async () => {
    const error = await readJsonPayload(Readable.from([Buffer.from('{nope')]), 100, 'too big').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(BadRequestError);
    expect((error as BadRequestError).kind).to.equal('bad_request');
    expect((error as BadRequestError).fields).to.deep.equal({ payload: 'The request body is not valid JSON.' });
  });
});
