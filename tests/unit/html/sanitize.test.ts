import { plainText, sanitizeCatalogueHtml } from '@/lib/security/sanitize';

describe('sanitizeCatalogueHtml', () => {
  it.each([
    ['<p>Fits <strong>all</strong> trims</p>', '<p>Fits <strong>all</strong> trims</p>'],
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror="alert(1)">text', 'text'],
    ['<p onclick="x()" style="color:red">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="nofollow noopener noreferrer">x</a>'],
    ['<a href="https://toyota.com" target="_blank">x</a>', '<a href="https://toyota.com" rel="nofollow noopener noreferrer">x</a>'],
    ['<h1>Title</h1>', '<h2>Title</h2>'],
    ['<ul><li>one</li></ul>', '<ul><li>one</li></ul>'],
    ['', ''],
    [null, ''],
  ])('%s', (input, expected) => expect(sanitizeCatalogueHtml(input)).toBe(expected));
});

describe('plainText', () => {
  it.each([
    ['Great <b>fit</b>', 'Great fit'],
    ['<script>alert(1)</script>Nice', 'Nice'],
    ['5 > 3 & 2 < 4', '5 > 3 & 2 < 4'],
    ['I <3 this hood', 'I <3 this hood'],
    ['&lt;b&gt;', '<b>'],
    ['Tom &amp;amp; Jerry', 'Tom &amp; Jerry'],
  ])('%s', (input, expected) => expect(plainText(input)).toBe(expected));
});
