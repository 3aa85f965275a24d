import { inPageHref, type ClickedAnchor, type LinkClick } from '@/lib/i18n/link-click';

const ORIGIN = 'https://shop.example';
const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
const anchor = (href: string, more: Partial<ClickedAnchor> = {}): ClickedAnchor => ({ href, target: '', download: false, ...more });

describe('inPageHref', () => {
  it.each([
    ['a plain click on a page of the shop', plain, anchor(`${ORIGIN}/es/faqs`), '/es/faqs'],
    ['keeps the query and the hash', plain, anchor(`${ORIGIN}/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber#top`), '/store/products/carbon-fiber-parts?makeMaterials=Carbon+Fiber#top'],
    ['a relative address, resolved against the page', plain, anchor('/ja/garage-sale'), '/ja/garage-sale'],
    ['target _self is this tab', plain, anchor(`${ORIGIN}/faqs`, { target: '_self' }), '/faqs'],
    ['another site', plain, anchor('https://www.instagram.com/shop'), null],
    ['mail', plain, anchor('mailto:help@shop.example'), null],
    ['a new tab', plain, anchor(`${ORIGIN}/faqs`, { target: '_blank' }), null],
    ['a download', plain, anchor(`${ORIGIN}/sitemap.xml`, { download: true }), null],
    ['Cmd-click', { ...plain, metaKey: true }, anchor(`${ORIGIN}/faqs`), null],
    ['Ctrl-click', { ...plain, ctrlKey: true }, anchor(`${ORIGIN}/faqs`), null],
    ['Shift-click', { ...plain, shiftKey: true }, anchor(`${ORIGIN}/faqs`), null],
    ['Alt-click', { ...plain, altKey: true }, anchor(`${ORIGIN}/faqs`), null],
    ['the middle button', { ...plain, button: 1 }, anchor(`${ORIGIN}/faqs`), null],
    ['a click something else already handled', { ...plain, defaultPrevented: true }, anchor(`${ORIGIN}/faqs`), null],
    ['an address that does not parse', plain, anchor('http://[bad'), null],
  ])('%s', (_case, click, clicked, expected) => {
    expect(inPageHref(click, clicked, ORIGIN)).toBe(expected);
  });
});
