import { cutAtWord, describe as describeHtml } from '@/lib/seo/text';

describe('cutAtWord', () => {
  it.each([
    ['short text', 20, 'short text'],
    ['exactly twenty chars', 20, 'exactly twenty chars'],
    ['one two three four five', 12, 'one two…'],
    ['one two, three', 9, 'one two…'],
    ['supercalifragilistic', 10, 'supercali…'],
    ['  spaced   out\n text ', 40, 'spaced out text'],
  ])('cutAtWord(%j, %i) = %j', (text, max, expected) => {
    const cut = cutAtWord(text, max);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(max);
  });
});

describe('describe (meta description from HTML)', () => {
  const html = `<p><strong>Carbon Hood</strong>: light &amp; strong.</p><ul><li>Vented</li><li>Pre-drilled</li></ul><script>x</script>${'<p>More words here.</p>'.repeat(20)}`;

  it('strips tags, decodes entities and keeps words apart across blocks', () => {
    expect(describeHtml(html, 500)).toMatch(/^Carbon Hood: light & strong\. Vented Pre-drilled More words here\./);
    expect(describeHtml(html, 500)).not.toMatch(/[<>]/);
  });

  it.each([160, 200])('cuts to %i characters at a word boundary', (max) => {
    const text = describeHtml(html, max);
    expect(text.length).toBeLessThanOrEqual(max);
    expect(text.endsWith('…')).toBe(true);
    expect(text.slice(0, -1)).toMatch(/(here\.?|More|words)$/);
  });
});
