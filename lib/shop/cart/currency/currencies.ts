export type CurrencyOption = {
  country: string;
  countryCode: string;
  code: string;
  symbol: string;
};

// [country, ISO alpha-2, currency, symbol], in English order of the country (a unit test holds it
// there). Where a country has two currencies the one its geolocation should default to comes first.
// Not sorted when loaded: comparing with a locale builds an Intl.Collator, and this table loads with
// a first visit's currency detection, where ICU's start would be a long task on a phone.
const ROWS: readonly (readonly [string, string, string, string])[] = [
  ['Afghanistan', 'AF', 'AFN', '؋'],
  ['Albania', 'AL', 'ALL', 'L'],
  ['Algeria', 'DZ', 'DZD', 'د.ج'],
  ['Angola', 'AO', 'AOA', 'Kz'],
  ['Antigua and Barbuda', 'AG', 'XCD', 'EC$'],
  ['Argentina', 'AR', 'ARS', '$'],
  ['Armenia', 'AM', 'AMD', '֏'],
  ['Aruba', 'AW', 'AWG', 'ƒ'],
  ['Australia', 'AU', 'AUD', 'A$'],
  ['Austria', 'AT', 'EUR', '€'],
  ['Azerbaijan', 'AZ', 'AZN', '₼'],
  ['Bahamas', 'BS', 'BSD', 'B$'],
  ['Bahrain', 'BH', 'BHD', '.د.ب'],
  ['Bangladesh', 'BD', 'BDT', '৳'],
  ['Barbados', 'BB', 'BBD', 'Bds$'],
  ['Belarus', 'BY', 'BYN', 'Br'],
  ['Belgium', 'BE', 'EUR', '€'],
  ['Belize', 'BZ', 'BZD', 'BZ$'],
  ['Bermuda', 'BM', 'BMD', '$'],
  ['Bhutan', 'BT', 'BTN', 'Nu.'],
  ['Bolivia', 'BO', 'BOB', 'Bs.'],
  ['Bosnia and Herzegovina', 'BA', 'BAM', 'KM'],
  ['Botswana', 'BW', 'BWP', 'P'],
  ['Brazil', 'BR', 'BRL', 'R$'],
  ['Brunei', 'BN', 'BND', 'B$'],
  ['Bulgaria', 'BG', 'BGN', 'лв'],
  ['Burundi', 'BI', 'BIF', 'FBu'],
  ['Cambodia', 'KH', 'KHR', '៛'],
  ['Cameroon', 'CM', 'XAF', 'FCFA'],
  ['Canada', 'CA', 'CAD', 'C$'],
  ['Cape Verde', 'CV', 'CVE', 'Esc'],
  ['Cayman Islands', 'KY', 'KYD', 'CI$'],
  ['Chile', 'CL', 'CLP', '$'],
  ['China', 'CN', 'CNY', '¥'],
  ['Colombia', 'CO', 'COP', '$'],
  ['Comoros', 'KM', 'KMF', 'CF'],
  ['Costa Rica', 'CR', 'CRC', '₡'],
  ['Croatia', 'HR', 'EUR', '€'],
  ['Croatia', 'HR', 'HRK', 'kn'],
  ['Cuba', 'CU', 'CUP', '₱'],
  ['Curaçao', 'CW', 'ANG', 'ƒ'],
  ['Cyprus', 'CY', 'EUR', '€'],
  ['Czech Republic', 'CZ', 'CZK', 'Kč'],
  ['Democratic Republic of the Congo', 'CD', 'CDF', 'FC'],
  ['Denmark', 'DK', 'DKK', 'kr'],
  ['Djibouti', 'DJ', 'DJF', 'Fdj'],
  ['Dominican Republic', 'DO', 'DOP', 'RD$'],
  ['Ecuador', 'EC', 'USD', '$'],
  ['Egypt', 'EG', 'EGP', 'E£'],
  ['El Salvador', 'SV', 'USD', '$'],
  ['Eritrea', 'ER', 'ERN', 'Nfk'],
  ['Estonia', 'EE', 'EUR', '€'],
  ['Eswatini', 'SZ', 'SZL', 'E'],
  ['Ethiopia', 'ET', 'ETB', 'Br'],
  ['Falkland Islands', 'FK', 'FKP', '£'],
  ['Fiji', 'FJ', 'FJD', 'FJ$'],
  ['Finland', 'FI', 'EUR', '€'],
  ['France', 'FR', 'EUR', '€'],
  ['French Polynesia', 'PF', 'XPF', '₣'],
  ['Gambia', 'GM', 'GMD', 'D'],
  ['Georgia', 'GE', 'GEL', '₾'],
  ['Germany', 'DE', 'EUR', '€'],
  ['Ghana', 'GH', 'GHS', '₵'],
  ['Gibraltar', 'GI', 'GIP', '£'],
  ['Greece', 'GR', 'EUR', '€'],
  ['Guatemala', 'GT', 'GTQ', 'Q'],
  ['Guinea', 'GN', 'GNF', 'FG'],
  ['Guyana', 'GY', 'GYD', 'G$'],
  ['Haiti', 'HT', 'HTG', 'G'],
  ['Honduras', 'HN', 'HNL', 'L'],
  ['Hong Kong', 'HK', 'HKD', 'HK$'],
  ['Hungary', 'HU', 'HUF', 'Ft'],
  ['Iceland', 'IS', 'ISK', 'kr'],
  ['India', 'IN', 'INR', '₹'],
  ['Indonesia', 'ID', 'IDR', 'Rp'],
  ['Iran', 'IR', 'IRR', '﷼'],
  ['Iraq', 'IQ', 'IQD', 'ع.د'],
  ['Ireland', 'IE', 'EUR', '€'],
  ['Israel', 'IL', 'ILS', '₪'],
  ['Italy', 'IT', 'EUR', '€'],
  ['Ivory Coast', 'CI', 'XOF', 'CFA'],
  ['Jamaica', 'JM', 'JMD', 'J$'],
  ['Japan', 'JP', 'JPY', '¥'],
  ['Jordan', 'JO', 'JOD', 'JD'],
  ['Kazakhstan', 'KZ', 'KZT', '₸'],
  ['Kenya', 'KE', 'KES', 'KSh'],
  ['Kuwait', 'KW', 'KWD', 'KD'],
  ['Kyrgyzstan', 'KG', 'KGS', 'с'],
  ['Laos', 'LA', 'LAK', '₭'],
  ['Latvia', 'LV', 'EUR', '€'],
  ['Lebanon', 'LB', 'LBP', 'ل.ل'],
  ['Lesotho', 'LS', 'LSL', 'L'],
  ['Liberia', 'LR', 'LRD', 'L$'],
  ['Libya', 'LY', 'LYD', 'LD'],
  ['Lithuania', 'LT', 'EUR', '€'],
  ['Luxembourg', 'LU', 'EUR', '€'],
  ['Macau', 'MO', 'MOP', 'MOP$'],
  ['Madagascar', 'MG', 'MGA', 'Ar'],
  ['Malawi', 'MW', 'MWK', 'MK'],
  ['Malaysia', 'MY', 'MYR', 'RM'],
  ['Maldives', 'MV', 'MVR', 'Rf'],
  ['Malta', 'MT', 'EUR', '€'],
  ['Mauritania', 'MR', 'MRU', 'UM'],
  ['Mauritius', 'MU', 'MUR', '₨'],
  ['Mexico', 'MX', 'MXN', 'MX$'],
  ['Moldova', 'MD', 'MDL', 'L'],
  ['Mongolia', 'MN', 'MNT', '₮'],
  ['Montenegro', 'ME', 'EUR', '€'],
  ['Morocco', 'MA', 'MAD', 'د.م.'],
  ['Mozambique', 'MZ', 'MZN', 'MT'],
  ['Myanmar', 'MM', 'MMK', 'K'],
  ['Namibia', 'NA', 'NAD', 'N$'],
  ['Nepal', 'NP', 'NPR', 'रू'],
  ['Netherlands', 'NL', 'EUR', '€'],
  ['New Zealand', 'NZ', 'NZD', 'NZ$'],
  ['Nicaragua', 'NI', 'NIO', 'C$'],
  ['Nigeria', 'NG', 'NGN', '₦'],
  ['North Macedonia', 'MK', 'MKD', 'ден'],
  ['Norway', 'NO', 'NOK', 'kr'],
  ['Oman', 'OM', 'OMR', 'ر.ع.'],
  ['Pakistan', 'PK', 'PKR', '₨'],
  ['Panama', 'PA', 'USD', '$'],
  ['Panama', 'PA', 'PAB', 'B/.'],
  ['Papua New Guinea', 'PG', 'PGK', 'K'],
  ['Paraguay', 'PY', 'PYG', '₲'],
  ['Peru', 'PE', 'PEN', 'S/'],
  ['Philippines', 'PH', 'PHP', '₱'],
  ['Poland', 'PL', 'PLN', 'zł'],
  ['Portugal', 'PT', 'EUR', '€'],
  ['Puerto Rico', 'PR', 'USD', '$'],
  ['Qatar', 'QA', 'QAR', 'ر.ق'],
  ['Romania', 'RO', 'RON', 'lei'],
  ['Russia', 'RU', 'RUB', '₽'],
  ['Rwanda', 'RW', 'RWF', 'FRw'],
  ['Saint Helena', 'SH', 'SHP', '£'],
  ['Samoa', 'WS', 'WST', 'WS$'],
  ['São Tomé and Príncipe', 'ST', 'STN', 'Db'],
  ['Saudi Arabia', 'SA', 'SAR', '﷼'],
  ['Senegal', 'SN', 'XOF', 'CFA'],
  ['Serbia', 'RS', 'RSD', 'дин.'],
  ['Seychelles', 'SC', 'SCR', '₨'],
  ['Sierra Leone', 'SL', 'SLE', 'Le'],
  ['Singapore', 'SG', 'SGD', 'S$'],
  ['Slovakia', 'SK', 'EUR', '€'],
  ['Slovenia', 'SI', 'EUR', '€'],
  ['Solomon Islands', 'SB', 'SBD', 'SI$'],
  ['Somalia', 'SO', 'SOS', 'Sh'],
  ['South Africa', 'ZA', 'ZAR', 'R'],
  ['South Korea', 'KR', 'KRW', '₩'],
  ['South Sudan', 'SS', 'SSP', '£'],
  ['Spain', 'ES', 'EUR', '€'],
  ['Sri Lanka', 'LK', 'LKR', 'Rs'],
  ['Sudan', 'SD', 'SDG', 'ج.س.'],
  ['Suriname', 'SR', 'SRD', '$'],
  ['Sweden', 'SE', 'SEK', 'kr'],
  ['Switzerland', 'CH', 'CHF', 'CHF'],
  ['Syria', 'SY', 'SYP', '£S'],
  ['Taiwan', 'TW', 'TWD', 'NT$'],
  ['Tajikistan', 'TJ', 'TJS', 'SM'],
  ['Tanzania', 'TZ', 'TZS', 'TSh'],
  ['Thailand', 'TH', 'THB', '฿'],
  ['Tonga', 'TO', 'TOP', 'T$'],
  ['Trinidad and Tobago', 'TT', 'TTD', 'TT$'],
  ['Tunisia', 'TN', 'TND', 'د.ت'],
  ['Turkey', 'TR', 'TRY', '₺'],
  ['Turkmenistan', 'TM', 'TMT', 'm'],
  ['Uganda', 'UG', 'UGX', 'USh'],
  ['Ukraine', 'UA', 'UAH', '₴'],
  ['United Arab Emirates', 'AE', 'AED', 'د.إ'],
  ['United Kingdom', 'GB', 'GBP', '£'],
  ['United States', 'US', 'USD', '$'],
  ['Uruguay', 'UY', 'UYU', '$U'],
  ['Uzbekistan', 'UZ', 'UZS', "so'm"],
  ['Vanuatu', 'VU', 'VUV', 'VT'],
  ['Venezuela', 'VE', 'VES', 'Bs.S'],
  ['Vietnam', 'VN', 'VND', '₫'],
  ['Yemen', 'YE', 'YER', '﷼'],
  ['Zambia', 'ZM', 'ZMW', 'ZK'],
  ['Zimbabwe', 'ZW', 'USD', '$'],
  ['Zimbabwe', 'ZW', 'ZWL', 'Z$'],
];

export const CURRENCY_OPTIONS: readonly CurrencyOption[] = ROWS.map(([country, countryCode, code, symbol]) => ({ country, countryCode, code, symbol }));

export const COUNTRY_CURRENCY: Record<string, string> = {};
const COUNTRY_NAMES: Record<string, string> = {};
for (const option of CURRENCY_OPTIONS) {
  COUNTRY_CURRENCY[option.countryCode] ??= option.code;
  COUNTRY_NAMES[option.countryCode] ??= option.country;
}

export function countryName(countryCode: string): string | null {
  return COUNTRY_NAMES[countryCode.toUpperCase()] ?? null;
}

export function countryCodeFor(name: string): string | null {
  const wanted = name.trim().toLowerCase();
  return CURRENCY_OPTIONS.find((o) => o.country.toLowerCase() === wanted)?.countryCode ?? null;
}

// The modal shows names in the page language, so the caller may pass its own
// (e.g. Intl.DisplayNames) lookup and search matches what the shopper reads.
export function filterCurrencyOptions(
  options: readonly CurrencyOption[],
  query: string,
  countryLabel: (o: CurrencyOption) => string = (o) => o.country,
): CurrencyOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter((o) => countryLabel(o).toLowerCase().includes(q) || o.code.toLowerCase().includes(q));
}

/**
 * The rows in the order a reader of `locale` expects for the labels they see (the table is in
 * English order, which is not the Spanish or Japanese order of the localized names).
 */
export function sortCurrencyOptions(
  options: readonly CurrencyOption[],
  locale: string,
  countryLabel: (o: CurrencyOption) => string = (o) => o.country,
): CurrencyOption[] {
  const collator = new Intl.Collator(locale);
  return options
    .map((option) => ({ option, label: countryLabel(option) }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.option.code.localeCompare(b.option.code))
    .map(({ option }) => option);
}
