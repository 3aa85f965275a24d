import 'server-only';
import { fitsAny } from '@/lib/shop/catalogue';
import { vehicleOf, type RemoteCatalogue } from '@/lib/shop/catalogue/server';
import type { RemoteClient } from '@/lib/shop/shop-server/client';
import type { SearchShop } from './contract';

/** The shop server's search (spec 000 §7); its answers become products through the remote catalogue, which remembers them. */
export function remoteSearch({ call }: RemoteClient, catalogue: RemoteCatalogue): SearchShop {
  return {
    async search(text, searchOptions = {}) {
      const items = catalogue.listFromUpstream(await call('/yps_server/product_search', { body: searchOptions.carModel ? { query: text, car_model: searchOptions.carModel } : { query: text } }));
      const wanted = searchOptions.carModel ? vehicleOf(searchOptions.carModel) : null;
      const filtered = wanted ? items.filter((item) => fitsAny(item.vehicles, [wanted])) : items;
      return filtered.slice(0, searchOptions.limit ?? 50);
    },
  };
}
