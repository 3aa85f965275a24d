import { MESSAGES } from '@/lib/i18n/messages';
import { normalize, searchTerms, toCatalogueQuery, withinOneEdit, type Term } from '@/lib/shop/search/terms';
import { catalogueQuery } from '@/lib/shop/search/query';

describe('catalogueQuery (the shop’s own translations)', () => {
  it.each([
    ['マフラー', 'exhaust'],
    ['エキゾースト', 'exhaust'],
    ['カーボン', 'carbon'],
    ['リア', 'rear'],
    ['カーボンボンネット', 'carbon hood'],
    ['スープラ マフラー', 'supra exhaust'],
    ['ブレーキパッド', 'brake pads'],
    ['escape', 'exhaust'],
    ['capó', 'hood'],
    ['CAPO', 'hood'],
    ['fibra de carbono', 'carbon fiber'],
    ['cofre de carbono', 'hood carbon fiber'],
    ['amortiguadores', 'shocks'],
    ['resortes', 'springs'],
    // One letter off a translated name is still that name; the database forgives English typos.
    ['escpae', 'exhaust'],
    ['exhuast', 'exhuast'],
    // English, part numbers and words the shop never translated pass through as typed.
    ['carbon hood', 'carbon hood'],
    ['GR86 Exhaust', 'GR86 Exhaust'],
    ['YPS-1234', 'YPS-1234'],
    ['interior', 'interior'],
    ['  ', ''],
  ])('%p → %p', (query, expected) => expect(catalogueQuery(query)).toBe(expected));
});

describe('searchTerms', () => {
  const english = { listing: { values: { Hood: 'Hood', 'Coilovers / Springs': 'Coilovers / Springs', Turbo: 'Turbo' } }, nav: { exhaust: 'Exhaust' } };
  const spanish = { listing: { values: { Hood: 'Cofre', 'Coilovers / Springs': 'Coilovers / Resortes', Turbo: 'Turbo' } }, nav: { exhaust: 'Escape' } };

  it('pairs each translated name with its English one, halves of "a / b" names too, and skips names that are the same', () => {
    expect(searchTerms(english, [spanish])).toEqual<Term[]>([
      { from: 'cofre', to: 'hood' },
      { from: 'coilovers / resortes', to: 'coilovers / springs' },
      { from: 'resortes', to: 'springs' },
      { from: 'escape', to: 'exhaust' },
    ]);
  });

  it('reads every language it is given', () => {
    const terms = searchTerms(MESSAGES.en, [MESSAGES.es, MESSAGES.ja]);
    expect(terms).toEqual(expect.arrayContaining([{ from: 'マフラー', to: 'exhaust' }, { from: 'escape', to: 'exhaust' }]));
  });

  it('translates with whatever terms it is handed', () => {
    expect(toCatalogueQuery('cofre', searchTerms(english, [spanish]))).toBe('hood');
    expect(toCatalogueQuery('cofre', [])).toBe('cofre');
  });
});

describe('normalize', () => {
  it.each([
    ['Capó', 'capo'],
    ['Corolla 11.ª gen. (2014-2019)', 'corolla 11.a gen.'],
    ['ＧＲ８６', 'gr86'],
    ['ボンネット', 'ボンネット'],
    ['GRカローラ（2023+）', 'grカローラ'],
  ])('%p → %p', (text, expected) => expect(normalize(text)).toBe(expected));
});

describe('withinOneEdit', () => {
  it.each([
    ['escape', 'escape', true],
    ['escpae', 'escape', true],
    ['escap', 'escape', true],
    ['escapes', 'escape', true],
    ['escope', 'escape', true],
    ['espace', 'escape', false],
    ['exhaust', 'escape', false],
  ])('%p ~ %p: %p', (a, b, expected) => expect(withinOneEdit(a, b)).toBe(expected));
});
