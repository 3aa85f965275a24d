import 'server-only';
import type { Database } from '@/lib/db/client';
import { createQuestion, createReview, findProductId, react, uploadsExist } from '@/lib/shop/talk/embedded/store';
import { readUpload, saveUpload } from '@/lib/shop/talk/uploads';
import { localAccountId } from '@/lib/shop/accounts';
import type { ReviewsShop } from '../contract';

/** Reviews, questions and their images in this server's database. */
export function embeddedReviews(open: () => Promise<Database>): ReviewsShop {
  return {
    async writeReview(input, accountId) {
      const database = await open();
      const productId = await findProductId(database, input.product);
      if (productId === null) return { ok: false, reason: 'not_found' };
      if (!(await uploadsExist(database, input.imageIds))) return { ok: false, reason: 'unknown_image' };
      return createReview(database, productId, input, accountId ? localAccountId(accountId) : null);
    },
    async askQuestion(input) {
      const database = await open();
      const productId = await findProductId(database, input.product);
      if (productId === null) return { ok: false, reason: 'not_found' };
      if (!(await uploadsExist(database, input.imageIds))) return { ok: false, reason: 'unknown_image' };
      return createQuestion(database, productId, input);
    },
    react: async (kind, itemId, visitorId, value) => react(await open(), kind, itemId, visitorId, value),
    async saveImages(encoded) {
      const database = await open();
      const names: string[] = [];
      for (const image of encoded) names.push((await saveUpload(database, image)).id);
      return names;
    },
    imageUrl: (name) => `/api/uploads/${encodeURIComponent(name)}`,
    readImage: async (name) => readUpload(await open(), name),
    imagesExist: async (names) => uploadsExist(await open(), names),
  };
}
