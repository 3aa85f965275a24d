import { idsToRename, lineName, type CurrentName } from '@/lib/shop/cart/line-names';
import type { CartLine } from '@/lib/shop/cart/schemas';

const line = (product_id: number, product_name: string, name_lang?: CartLine['name_lang']): CartLine => ({
  product_id,
  product_name,
  ...(name_lang ? { name_lang } : {}),
  image: '',
  sku: '',
  price: 10,
  original_price: null,
  discount_percentage: 0,
  quantity: 1,
  quantity_left: 5,
  is_special_order: false,
  is_deposit: false,
  payment_type: 'full',
  shipment_info: '',
});

describe('which cart lines ask the shop for their name', () => {
  it.each([
    ['none: every name is in the page’s language', [line(1, 'Capó', 'es')], 'es', []],
    ['a line added on another language’s page', [line(1, 'Capó', 'es'), line(2, 'ボンネット', 'ja')], 'es', [2]],
    ['a line stored before its language was kept', [line(3, 'Hood')], 'en', [3]],
    ['an English fallback name on a Japanese page (the shop may have a translation since)', [line(4, 'Hood', 'en')], 'ja', [4]],
    ['a product once, in order, whatever its deposit lines', [line(9, 'Wing', 'en'), { ...line(9, 'Wing', 'en'), is_deposit: true }, line(5, 'Lip', 'en')], 'es', [5, 9]],
  ] as const)('%s', (_, lines, locale, ids) => {
    expect(idsToRename(lines, locale)).toEqual(ids);
  });
});

describe('the name a cart line shows', () => {
  const current: CurrentName[] = [
    { id: 1, name: 'ワイドフェンダー', lang: 'ja' },
    { id: 2, name: 'Carbon Hood', lang: 'en' },
    { id: 3, name: 'Remote Wing' },
  ];
  it.each([
    ['its stored name, unmarked, on a page in its language', line(1, 'Guardabarros', 'es'), 'es', current, { name: 'Guardabarros', lang: undefined }],
    ['the shop’s name in the page’s language once it answers', line(1, 'Guardabarros', 'es'), 'ja', current, { name: 'ワイドフェンダー', lang: undefined }],
    ['an untranslated name, marked English', line(2, 'Capó de carbono', 'es'), 'ja', current, { name: 'Carbon Hood', lang: 'en' }],
    ['a name without a language from the shop counts as English', line(3, 'Alerón', 'es'), 'es', [{ id: 3, name: 'Remote Wing' }], { name: 'Alerón', lang: undefined }],
    ['the remote shop’s name (no language) on a Spanish page, marked English', line(3, 'Wing'), 'es', current, { name: 'Remote Wing', lang: 'en' }],
    ['its stored name marked with its language until the shop answers', line(1, 'Guardabarros', 'es'), 'ja', undefined, { name: 'Guardabarros', lang: 'es' }],
    ['its stored name when the shop no longer has the product', line(7, 'Guardabarros', 'es'), 'ja', current, { name: 'Guardabarros', lang: 'es' }],
    ['a name of unknown language unmarked: saying a language would be a guess', line(7, 'Old name'), 'ja', current, { name: 'Old name', lang: undefined }],
  ] as const)('%s', (_, stored, locale, answered, shown) => {
    expect(lineName(stored, locale, answered)).toEqual(shown);
  });
});
