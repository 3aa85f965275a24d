export type DiscountBandRow = {
  rule: string;
  vehicle: string;
  productType: string;
  prices: readonly number[];
  percents: readonly number[];
};

export const DISCOUNT_BANDS: readonly DiscountBandRow[] = [
  { rule: 'suspension', vehicle: 'zn8', productType: 'Suspension Parts', prices: [2999, 3000], percents: [21, 27] },
  { rule: 'exhaust', vehicle: 'mk5-gr-supra', productType: 'Exhaust', prices: [2999, 3000], percents: [20, 25] },
  { rule: 'performance', vehicle: 'gr-corolla', productType: 'Performance Parts', prices: [3999, 4000], percents: [20, 25] },
  { rule: 'gr-exterior', vehicle: 'zn8', productType: 'Hood', prices: [1999, 2000, 3999, 4000], percents: [20, 23, 23, 27] },
  { rule: 'gr-aero', vehicle: 'zn6', productType: 'Wing', prices: [2999, 3000, 7999, 8000], percents: [20, 23, 23, 27] },
  { rule: 'gr-interior', vehicle: 'gr-corolla', productType: 'Seats', prices: [3999, 4000], percents: [20, 25] },
  { rule: 'gr-light', vehicle: 'zn8', productType: 'Headlights', prices: [1999, 2000], percents: [20, 25] },
  { rule: 'supra-exterior', vehicle: 'mk5-gr-supra', productType: 'Hood', prices: [4999, 5000, 7999, 8000], percents: [20, 24, 24, 27] },
  { rule: 'supra-aero', vehicle: 'mk4-supra', productType: 'Rear Spoilers', prices: [2999, 3000], percents: [20, 24] },
  { rule: 'supra-wide-body', vehicle: 'mk5-gr-supra', productType: 'Wide Body Kit', prices: [2499, 2500, 4999, 5000, 12999, 13000], percents: [0, 21, 21, 24, 24, 27] },
  { rule: 'supra-interior', vehicle: 'mk4-supra', productType: 'Seats', prices: [3999, 4000], percents: [20, 25] },
  { rule: 'supra-light', vehicle: 'mk5-gr-supra', productType: 'Tail Lights', prices: [2999, 3000], percents: [20, 24] },
  { rule: 'economy-exterior', vehicle: 'gen-8-camry', productType: 'Hood', prices: [1499, 1500, 2999, 3000], percents: [20, 23, 23, 27] },
  { rule: 'economy-aero', vehicle: '12th-gen-corolla', productType: 'Bumpers', prices: [1299, 1300, 2199, 2200], percents: [20, 23, 23, 25] },
  { rule: 'economy-interior', vehicle: 'gen-9-camry', productType: 'Steering Wheels', prices: [1999, 2000], percents: [20, 23] },
  { rule: 'economy-light', vehicle: '11th-gen-corolla', productType: 'Tail Lights', prices: [699, 700], percents: [20, 23] },
  { rule: 'no-discount-cap', vehicle: 'mk5-gr-supra', productType: 'Wide Body Kit', prices: [18999, 19000], percents: [27, 0] },
  { rule: 'other', vehicle: 'gen-7-camry', productType: 'Wheels', prices: [2399], percents: [0] },
];
