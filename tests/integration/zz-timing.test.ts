import { openDatabase } from '@/lib/db/open';
import { embeddedShop } from '@/lib/shop/embedded';
test("timing", async () => { const db = await openDatabase();
const shop = embeddedShop(async () => db);
const SEARCHES = ['exhuast supra', 'carbon hood', 'hood carbon', 'exhaust', 'gr86 wing', 'coilover', 'carbn fibr hood', 'led tail light', 'intake', 'supra', 'camry grille', 'brembo brake', 'camry supra', 'k', '86 wing', 'titanium cat-back exhaust gr corolla'];
const times: [number, string, number][] = [];
for (let pass = 0; pass < 4; pass++)
  for (const q of SEARCHES) {
    const t0 = performance.now();
    const found = await shop.search(q);
    if (pass > 0) times.push([performance.now() - t0, q, found.length]);
    if (pass === 0 && process.env.SHOW) console.log(q, found.length, found.slice(0, 3).map((p) => p.name));
  }
const byQuery = new Map<string, number>();
for (const [t, q] of times) byQuery.set(q, Math.min(byQuery.get(q) ?? 1e9, t));
console.log([...byQuery].map(([q, t]) => `${q}: min ${t.toFixed(1)}`).join('\n'));
times.sort((a, b) => a[0] - b[0]);
console.log('p50', times[Math.floor(times.length / 2)][0].toFixed(1), 'p95', times[Math.floor(times.length * 0.95)][0].toFixed(1));
}, 600000);
