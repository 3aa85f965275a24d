import type { Rng } from './random';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function descriptionHtml(name: string, blurb: string, vehicleLabel: string, extra: string): string {
  return (
    `<p><strong>${esc(name)}</strong>: ${esc(blurb)}</p>` +
    `<p>Built for the ${esc(vehicleLabel)} and test-fitted before release. ${esc(extra)}</p>`
  );
}

export function featuresHtml(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;
}

export function fitmentHtml(years: string, carBrand: string, chassis: string, notes: string[]): string {
  return (
    `<p><strong>Fits:</strong> ${esc(years)} ${esc(carBrand)}, ${esc(chassis)}</p>` +
    `<ul>${notes.map((n) => `<li>${esc(n)}</li>`).join('')}</ul>`
  );
}

export const DESCRIPTION_EXTRAS = [
  'Every unit is inspected by hand before it leaves our warehouse.',
  'Designed with feedback from drivers who track their cars every month.',
  'A favourite with our customers for daily drivers and weekend builds alike.',
  'Made in small batches to keep the quality consistent.',
  'Pairs well with the rest of our catalogue for this generation.',
];

export const FITMENT_NOTES = [
  'All trims and transmissions',
  'Professional installation recommended',
  'Not legal for sale or use on pollution-controlled vehicles in California',
  'Manual and automatic transmissions',
  'Will not fit models with the factory aero package',
  'Hardware included',
];

export const SHIPMENT = {
  inStock: ['Ships in 1-2 business days', 'Ships in 3-5 business days', 'Ships in 2-4 business days', ''],
  outOfStock: ['Ships in 2-3 weeks', 'Back in stock in 10-14 days', 'Ships in 3-4 weeks'],
  specialOrder: ['Estimated 2 months', 'Made to order: 6-8 weeks', 'Estimated 3-4 months', 'Ships in 4-6 weeks'],
};

const FIRST = ['James', 'Maria', 'Kenji', 'Ashley', 'Carlos', 'Emily', 'Daniel', 'Sofia', 'Tyler', 'Yuki', 'Marcus', 'Hannah', 'Luis', 'Brianna', 'Ethan', 'Priya', 'Jordan', 'Ava', 'Noah', 'Camila'];
const LAST = ['Nguyen', 'Garcia', 'Smith', 'Tanaka', 'Johnson', 'Lopez', 'Williams', 'Kim', 'Brown', 'Martinez', 'Davis', 'Patel', 'Wilson', 'Hernandez', 'Clark'];

export function person(rng: Rng): { name: string; email: string } {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  return { name: `${first} ${last.charAt(0)}.`, email: `${first}.${last}${rng.int(1, 999)}@example.com`.toLowerCase() };
}

export const REVIEW_TEXT: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ['Perfect fitment', 'Exactly what I wanted', 'Worth every penny', 'Best upgrade so far', 'Great quality'],
    bodies: [
      'Lined up with the factory holes on the first try. Quality is better than I expected for the price.',
      'Shipping was quick and the packaging was solid. The car looks and drives so much better now.',
      'Installed it in an afternoon with basic tools. Already getting compliments at meets.',
      'Customer service answered all my fitment questions before I ordered. Highly recommend.',
    ],
  },
  4: {
    titles: ['Very happy', 'Good product, small gripes', 'Solid upgrade', 'Looks great'],
    bodies: [
      'Great part overall. Instructions could be clearer, but it fit well once I figured it out.',
      'Took a little adjusting to get the gaps even. Happy with the result.',
      'Good value. Shipping took a few days longer than quoted.',
    ],
  },
  3: {
    titles: ['Okay', 'Decent for the price', 'Mixed feelings'],
    bodies: [
      'Does the job, but the finish had a couple of small imperfections.',
      'Fitment was fine, but the hardware felt cheap so I used my own.',
    ],
  },
  2: {
    titles: ['Needed work to fit', 'Not as pictured'],
    bodies: [
      'Had to trim and re-drill to get it to line up. Support did send replacement clips.',
      'The colour is a bit different from the photos. Quality is acceptable.',
    ],
  },
  1: {
    titles: ['Arrived damaged', 'Disappointed'],
    bodies: [
      'Box was crushed and one corner was cracked. Waiting to hear back about a replacement.',
      'Did not fit my car even though it was listed for it. Returned it.',
    ],
  },
};

export const QUESTIONS: { q: string; a: string }[] = [
  { q: 'Will this fit the base trim or only the sport trim?', a: 'It fits every trim of this generation. The fitment tab lists the exceptions.' },
  { q: 'Does it come with all the mounting hardware?', a: 'Yes, all hardware and instructions are included in the box.' },
  { q: 'How long does shipping take to Texas?', a: 'In-stock items leave our warehouse in 1-2 business days and usually arrive within 5 business days.' },
  { q: 'Is this a direct bolt-on or does it need modification?', a: 'It is a direct bolt-on for the listed vehicles. No cutting or drilling is needed.' },
  { q: 'Can I return it if I change my mind?', a: 'Unopened items can be returned within 30 days. Please see our return policy for details.' },
  { q: 'Is the finish UV protected?', a: 'Yes. Every part gets a UV-resistant clear coat so it will not fade or yellow.' },
  { q: 'Do you offer a warranty?', a: 'It is covered by the manufacturer warranty; send us a warranty request and we will handle it.' },
];
