import { jsonLdScript } from '@/lib/seo/json-ld';

describe('jsonLdScript', () => {
  it('cannot be closed from inside by catalogue text', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
    expect(script).not.toMatch(/[<>&]/);
    expect(JSON.parse(script)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b > c' });
  });

  it('escapes the JavaScript line separators', () => {
    const script = jsonLdScript({ text: 'a\u2028b\u2029c' });
    expect(script).toBe('{"text":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(script).text).toBe('a\u2028b\u2029c');
  });
});
