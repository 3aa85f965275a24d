import { BodyTooLarge, MAX_JSON_DEPTH, parseJsonText, readBody } from '@/lib/api/body';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseJsonText', () => {
  it.each([
    ['an object', '{"a":[1,"x"]}', { ok: true, value: { a: [1, 'x'] } }],
    ['broken JSON', '{"a":', { ok: false, problem: 'invalid_json' }],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0x7d]), { ok: false, problem: 'invalid_json' }],
    ['a NUL in a value, with its path', '{"contact":{"name":"a\\u0000b"}}', { ok: false, problem: 'nul_character', path: 'contact.name' }],
    ['a NUL in a key', '{"a\\u0000":1}', { ok: false, problem: 'nul_character', path: '' }],
    ['nesting past the limit', '['.repeat(MAX_JSON_DEPTH + 2) + ']'.repeat(MAX_JSON_DEPTH + 2), { ok: false, problem: 'too_deep' }],
    ['nesting at the limit', '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH), { ok: true }],
  ])('%s', (_, input, expected) => {
    expect(parseJsonText(typeof input === 'string' ? bytes(input) : new Uint8Array(input))).toMatchObject(expected);
  });

  it('survives 100,000 levels of nesting without a stack overflow', () => {
    expect(parseJsonText(bytes('['.repeat(100_000) + ']'.repeat(100_000)))).toMatchObject({ ok: false });
  });
});

describe('readBody', () => {
  /** A chunked body of `chunks` x 64 KB that counts how much of it was pulled. */
  function endless(chunks: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= chunks) return controller.close();
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    return { request: new Request('http://shop.test/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit), pulled: () => pulled };
  }

  it('stops reading a chunked body as soon as it passes the limit', async () => {
    const body = endless(1600);
    await expect(readBody(body.request, 256 * 1024)).rejects.toBeInstanceOf(BodyTooLarge);
    expect(body.pulled()).toBeLessThan(10);
  });

  it('refuses a declared length past the limit before reading', async () => {
    const request = new Request('http://shop.test/', { method: 'POST', body: 'x', headers: { 'content-length': String(10 ** 8) } });
    await expect(readBody(request, 1024)).rejects.toBeInstanceOf(BodyTooLarge);
  });

  it('reads a body within the limit whole', async () => {
    const body = endless(3);
    expect((await readBody(body.request, 256 * 1024)).byteLength).toBe(3 * 64 * 1024);
  });
});
