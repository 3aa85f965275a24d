import { brotliCompressSync, constants, createGzip, deflateSync, gzipSync } from 'node:zlib';
import { carriesText } from '@/lib/edge/decode-body';

const TEXT = '<!DOCTYPE html><html lang="en"><body>parts</body></html>';

/** What a compression stream sends when it is flushed before any text: its header and an empty block. */
async function gzipFlushedEmpty(): Promise<Buffer> {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  gzip.write('');
  await new Promise<void>((resolve) => gzip.flush(constants.Z_SYNC_FLUSH, () => resolve()));
  return Buffer.concat(chunks);
}

describe('carriesText', () => {
  it.each<[string, Buffer, string | undefined, boolean]>([
    ['nothing', Buffer.alloc(0), undefined, false],
    ['plain text', Buffer.from(TEXT), undefined, true],
    ['plain text, named', Buffer.from(TEXT), 'identity', true],
    ["gzip's header alone", gzipSync(TEXT).subarray(0, 10), 'gzip', false],
    ['a whole gzip body', gzipSync(TEXT), 'gzip', true],
    ['the start of a gzip body', gzipSync(TEXT).subarray(0, 30), 'GZIP', true],
    ['a whole deflate body', deflateSync(TEXT), 'deflate', true],
    ['a whole brotli body', brotliCompressSync(TEXT), 'br', true],
    ['bytes that are not gzip', Buffer.from('not gzip at all'), 'gzip', true],
    ['an encoding it cannot read', Buffer.from('zstd?'), 'zstd', true],
  ])('%s: %s', (_, start, encoding, expected) => expect(carriesText(start, encoding)).toBe(expected));

  it('a gzip stream flushed before any text carries none', async () => {
    const flushed = await gzipFlushedEmpty();
    expect(flushed.length).toBeGreaterThan(0);
    expect(carriesText(flushed, 'gzip')).toBe(false);
  });
});
