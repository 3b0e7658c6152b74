import { expect } from 'chai';
import { MIN_CHUNK_SIZE, MULTIPART_MIN_FILE_SIZE, PREFERRED_CHUNK_SIZE, TUS_MIN_FILE_SIZE } from '../../common/uploads/constants.ts';
import { chooseStrategy, multipartChunkSize, NO_FINITE_CHUNK_SIZE_MESSAGE, partRanges, tusChunkSize } from '../../common/uploads/strategy.ts';
import { MB } from './support.ts';

const s3Direct = { uploads_driver: 's3', public_driver: 'local', s3_direct_upload: true };

describe('upload strategy choice and chunk sizes (common/uploads/strategy.ts)', () => {
  it('uses tus from exactly 4 MB unless tus is disabled', () => {
    expect(TUS_MIN_FILE_SIZE).to.equal(4 * MB);
    expect(chooseStrategy({ size: 4 * MB - 1 }, {}, {})).to.equal('plain');
    expect(chooseStrategy({ size: 4 * MB }, {}, {})).to.equal('tus');
    expect(chooseStrategy({ size: 4 * MB }, {}, { disable_tus: true })).to.equal('plain');
    // tus wins over direct-to-S3 for large files: it survives dropped connections.
    expect(chooseStrategy({ size: 200 * MB }, { disk: 'uploads' }, s3Direct)).to.equal('tus');
  });

  it('goes straight to S3 only when the disk driver ends with s3 and direct upload is on', () => {
    expect(chooseStrategy({ size: 10 }, { disk: 'uploads' }, s3Direct)).to.equal('s3-simple');
    expect(chooseStrategy({ size: 10 }, {}, s3Direct), 'default disk is uploads').to.equal('s3-simple');
    expect(chooseStrategy({ size: 10 }, { disk: 'public' }, s3Direct), 'public disk is local').to.equal('plain');
    expect(chooseStrategy({ size: 10 }, { disk: 'public' }, { ...s3Direct, public_driver: 'minio-s3' })).to.equal('s3-simple');
    expect(chooseStrategy({ size: 10 }, { disk: 'uploads' }, { ...s3Direct, s3_direct_upload: false })).to.equal('plain');
    expect(chooseStrategy({ size: 10 }, { disk: 'uploads' }, { ...s3Direct, uploads_driver: 'local' })).to.equal('plain');
  });

  it('uses S3 multipart from exactly 100 MB when tus is off', () => {
    const settings = { ...s3Direct, disable_tus: true };
    expect(MULTIPART_MIN_FILE_SIZE).to.equal(100 * MB);
    expect(chooseStrategy({ size: 100 * MB - 1 }, {}, settings)).to.equal('s3-simple');
    expect(chooseStrategy({ size: 100 * MB }, {}, settings)).to.equal('s3-multipart');
  });

  it('sizes multipart chunks at 20 MB or size/10000, never under 5 MB', () => {
    expect(multipartChunkSize(0)).to.equal(PREFERRED_CHUNK_SIZE);
    expect(multipartChunkSize(1)).to.equal(20 * MB);
    expect(multipartChunkSize(1024 * MB)).to.equal(20 * MB);
    const huge = 200 * 1024 * MB;
    expect(multipartChunkSize(huge)).to.equal(Math.ceil(huge / 10_000));
    expect(Math.ceil(huge / multipartChunkSize(huge))).to.be.at.most(10_000);
    expect(multipartChunkSize(huge)).to.be.at.least(MIN_CHUNK_SIZE);
  });

  it('splits a file into parts, the empty file into one empty part', () => {
    expect(partRanges(0, 20 * MB)).to.deep.equal([{ partNumber: 1, start: 0, end: 0 }]);
    expect(partRanges(45 * MB, 20 * MB)).to.deep.equal([
      { partNumber: 1, start: 0, end: 20 * MB },
      { partNumber: 2, start: 20 * MB, end: 40 * MB },
      { partNumber: 3, start: 40 * MB, end: 45 * MB },
    ]);
  });

  it('takes the tus chunk size from settings and refuses one that is not finite', () => {
    expect(tusChunkSize({ chunk_size: 8 * MB })).to.equal(8 * MB);
    expect(tusChunkSize({}), 'the server default when unset').to.equal(5 * MB);
    expect(() => tusChunkSize({ chunk_size: Infinity })).to.throw(NO_FINITE_CHUNK_SIZE_MESSAGE);
    expect(() => tusChunkSize({ chunk_size: Number.NaN })).to.throw(NO_FINITE_CHUNK_SIZE_MESSAGE);
  });
});
