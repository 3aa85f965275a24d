import { regionName } from '@/lib/i18n/region-name';

describe('regionName', () => {
  it.each([
    ['en', 'US', 'United States'],
    ['es', 'US', 'Estados Unidos'],
    ['ja', 'US', 'アメリカ合衆国'],
    ['ja', 'CA', 'カナダ'],
    ['_build', 'US', 'United States'],
  ])('%s names %s %s', (locale, region, name) => expect(regionName(locale, region)).toBe(name));
});
