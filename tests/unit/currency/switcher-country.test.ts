import { countryCodeFor } from '@/lib/shop/cart/currency/currencies';
import { countryToLookUp, switcherCountryCode, type SwitcherCountryInput } from '@/lib/shop/cart/currency/switcher-country';

const none = { country: null, countryCode: null };
const chosen = (currency: string | null, country: string | null): SwitcherCountryInput => ({ preferredCurrency: currency, preferredCountry: country, detected: none });
const detected = (country: string | null, countryCode: string | null): SwitcherCountryInput => ({ preferredCurrency: null, preferredCountry: null, detected: { country, countryCode } });

describe('the switcher flag', () => {
  it.each([
    ['a stored choice', chosen('EUR', 'Germany'), 'Germany', 'DE', null],
    ['a stored choice of an unknown country', chosen('EUR', 'Atlantis'), 'Atlantis', null, null],
    ['a stored currency without a country', chosen('EUR', null), null, null, null],
    ['a stored choice beats detection', { ...chosen('JPY', 'Japan'), detected: { country: 'France', countryCode: 'FR' } }, 'Japan', 'JP', null],
    ['detection with a code', detected('France', 'FR'), null, 'FR', 'FR'],
    ['detection with only a name', detected('Japan', null), 'Japan', 'JP', null],
    ['detection with a name the table lacks', detected('Atlantis', null), 'Atlantis', 'US', null],
    ['nothing known yet', detected(null, null), null, 'US', 'US'],
  ])('%s', (_, input, name, withTable, whileLoading) => {
    expect(countryToLookUp(input)).toBe(name);
    expect(switcherCountryCode(input, countryCodeFor)).toBe(withTable);
    expect(switcherCountryCode(input, null)).toBe(whileLoading);
  });
});
