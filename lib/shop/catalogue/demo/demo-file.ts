/**
 * The demo catalogue (lib/db/seed-data) as a catalogue file, written as a stream: the bench puts a
 * million products in through the operator's import (`npm run catalog -- demo FILE --products N`,
 * then `import FILE`), with at most one product and a chunk of CSV in memory besides an index per
 * product for the related products. Its related products are the seed's (lib/shop/catalogue/demo/seed.ts,
 * seedRelated), picked by position among the same vehicle's products; reviews and questions are
 * the seed's alone, as a catalogue file has none.
 */
import fs from 'node:fs';
import { once } from 'node:events';
import { stringify } from 'csv-stringify/sync';
import { baseCatalogue, catalogueProducts, RELATED_FEWEST, RELATED_SPREAD, RELATED_STEPS, variantSku, type SeedProduct } from './catalogue';
import { COLUMNS } from '../io/columns';
import { type Progress, silentProgress } from '../io/progress';

/** Records a write: about 3 MB of the demo's CSV. */
const CHUNK = 1000;

export async function writeDemoCatalogue(file: string, count: number, progress: Progress = silentProgress): Promise<void> {
  const related = relatedPicker(baseCatalogue(), count);
  const output = fs.createWriteStream(file);
  const write = async (text: string) => {
    if (!output.write(text)) await once(output, 'drain');
  };
  try {
    await write(stringify([COLUMNS.map((column) => column.header)]));
    progress.start('Writing the demo catalogue', count);
    let records: string[][] = [];
    let index = 0;
    for (const product of catalogueProducts(count)) {
      records.push(recordOf(product, related(index++)));
      if (records.length === CHUNK) {
        await write(stringify(records));
        progress.advance(records.length);
        records = [];
      }
    }
    await write(stringify(records));
    progress.advance(records.length);
    progress.finish();
  } finally {
    output.end();
    await once(output, 'close');
  }
}

function recordOf(product: SeedProduct, related: string[]): string[] {
  const values: Record<string, unknown> = { ...product, related };
  return COLUMNS.map((column) => column.write(column.locale ? product.translations[column.locale][column.field as keyof SeedProduct['translations'][typeof column.locale]] : values[column.field]));
}

/**
 * The related SKUs of the product at each position, as seedRelated picks them in SQL: 4 to 6
 * products of the same vehicle (never a garage-sale item, never itself), each `RELATED_STEPS[k]` places
 * after the product's own place among its vehicle's products, wrapping round.
 */
function relatedPicker(base: SeedProduct[], count: number): (index: number) => string[] {
  const of = (index: number) => base[index % base.length];
  /** A product's own vehicle, its first: the seed's related products pair those (lib/shop/catalogue/demo/seed.ts). */
  const vehicleOf = (index: number) => of(index).vehicles?.[0] ?? '';
  const skuOf = (index: number) => (index < base.length ? of(index).sku! : variantSku(of(index).sku, Math.floor(index / base.length)));
  const place = new Int32Array(count);
  const seen = new Map<string, number>();
  const pools = new Map<string, number[]>();
  for (let index = 0; index < count; index++) {
    const vehicle = vehicleOf(index);
    const { garageSale } = of(index);
    place[index] = seen.get(vehicle) ?? 0;
    seen.set(vehicle, place[index] + 1);
    if (garageSale) continue;
    const pool = pools.get(vehicle);
    if (pool) pool.push(index);
    else pools.set(vehicle, [index]);
  }
  return (index) => {
    const pool = pools.get(vehicleOf(index)) ?? [];
    const picked = new Set<number>();
    RELATED_STEPS.forEach((step, k) => {
      if (!pool.length || k + 1 > RELATED_FEWEST + (place[index] % RELATED_SPREAD)) return;
      const other = pool[(place[index] + step) % pool.length];
      if (other !== index) picked.add(other);
    });
    return [...picked].map(skuOf);
  };
}
