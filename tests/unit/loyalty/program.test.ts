import { pointsToUsd, REDEEM_TIERS } from '@/lib/shop/cart/loyalty';
import { shareLinks } from '@/lib/shop/cart/share-links';

it.each([
  [500, 5],
  [1000, 10],
  [2500, 25],
  [5000, 50],
  [7500, 75],
  [10000, 100],
  [2567, 25.67],
])('pointsToUsd(%i) = %p', (points, usd) => expect(pointsToUsd(points)).toBe(usd));

it('redeems in the six tiers of the program', () => expect(REDEEM_TIERS.map(pointsToUsd)).toEqual([5, 10, 25, 50, 75, 100]));

it('builds share links with the link and message encoded', () => {
  const links = shareLinks('https://shop.test/account/register', 'Get $20 & more', '$20 off');
  expect(links.x).toBe('https://twitter.com/intent/tweet?text=Get%20%2420%20%26%20more&url=https%3A%2F%2Fshop.test%2Faccount%2Fregister');
  expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.test%2Faccount%2Fregister');
  expect(links.whatsapp).toBe('https://wa.me/?text=Get%20%2420%20%26%20more%20https%3A%2F%2Fshop.test%2Faccount%2Fregister');
  expect(links.email.startsWith('mailto:?subject=%2420%20off&body=')).toBe(true);
});
