import 'server-only';
import { z } from 'zod';
import { plainFields, recordReaction, storedReaction } from '@/lib/shop/talk/embedded/store';
import { choiceValue, valueChoice } from '@/lib/shop/talk/reactions';
import { IMAGE_NAME_PATTERN } from '@/lib/shop/talk/upload-limits';
import type { ReactionCounts } from './types';
import { message, UpstreamError, type RemoteClient } from '../shop-server/client';
import { productName, type RemoteCatalogue } from '@/lib/shop/catalogue/server';
import type { ReviewsShop } from './contract';

/** The names `admin/upload_image` answers; its result shape is not in the spec, so the usual ones are read. */
const uploadedNames = z
  .union([
    z.array(z.union([z.string(), z.object({ filename: z.string() }).transform((f) => f.filename), z.object({ name: z.string() }).transform((f) => f.name)])),
    z.object({ imageNames: z.array(z.string()) }).transform((o) => o.imageNames),
    z.object({ images: z.array(z.string()) }).transform((o) => o.images),
    z.object({ files: z.array(z.string()) }).transform((o) => o.files),
    z.object({ filenames: z.array(z.string()) }).transform((o) => o.filenames),
  ])
  .transform((names) => names.map((name) => name.split('/').pop() ?? ''));

/** Reviews, questions and images on the shop server; reactions are deduplicated in this server's database. */
export function remoteReviews({ call, imageUrl, open }: RemoteClient, catalogue: RemoteCatalogue): ReviewsShop {
  /** The product id write_review and ask_question need, from the reference the page sent. */
  async function productId(ref: string | number): Promise<number | null> {
    if (typeof ref === 'number') return ref;
    return (await catalogue.productBySlug(ref))?.id ?? null;
  }

  const reactionPaths = { review: ['/review_reaction', 'like', 'dislike'], question: ['/question_reaction', 'helpful', 'unhelpful'] } as const;

  return {
    async writeReview(input) {
      const fields = plainFields({ name: input.name, title: input.title, experience: input.experience });
      if (!fields) return { ok: false, reason: 'empty' };
      const id = await productId(input.product);
      if (id === null) return { ok: false, reason: 'not_found' };
      const imageNames = [...new Set(input.imageIds)];
      const json = await call('/yps_server/write_review', { body: { ...fields, email: input.email, rating: input.rating, imageNames, product_id: id } });
      const created = z.object({ id: z.coerce.number().int() }).partial().catch({}).parse(json);
      return {
        ok: true,
        item: { id: created.id ?? 0, ...fields, rating: input.rating, images: imageNames.map(imageUrl), likes: 0, dislikes: 0, verified: false, createdAt: new Date().toISOString() },
      };
    },
    async askQuestion(input) {
      const fields = plainFields({ name: input.name, question: input.question });
      if (!fields) return { ok: false, reason: 'empty' };
      const id = await productId(input.product);
      if (id === null) return { ok: false, reason: 'not_found' };
      const imageNames = [...new Set(input.imageIds)];
      const json = await call('/yps_server/ask_question', { body: { ...fields, email: input.email, imageNames, product_id: id } });
      const created = z.object({ id: z.coerce.number().int() }).partial().catch({}).parse(json);
      return {
        ok: true,
        item: { id: created.id ?? 0, ...fields, images: imageNames.map(imageUrl), answers: [], helpful: 0, unhelpful: 0, createdAt: new Date().toISOString() },
      };
    },
    async react(kind, itemId, visitorId, value, product) {
      // The shop server takes absolute counts (spec 001 §7), so they are worked out here from the
      // counts it shows now and this visitor's previous reaction, which only this server knows.
      if (product === undefined || typeof product === 'number' || !productName(product)) return null;
      // Never a kept answer: the counts sent are worked out from the ones the shop server shows now.
      const detail = await catalogue.freshProduct(productName(product));
      const item = kind === 'review' ? detail?.reviews.find((r) => r.id === itemId) : detail?.questions.find((q) => q.id === itemId);
      if (!item) return null;
      const current: ReactionCounts = 'likes' in item ? { up: item.likes, down: item.dislikes } : { up: item.helpful, down: item.unhelpful };
      const database = await open();
      const before = valueChoice(await storedReaction(database, kind, itemId, visitorId));
      const after = valueChoice(value);
      const counts = {
        up: Math.max(0, current.up - (before === 'up' ? 1 : 0) + (after === 'up' ? 1 : 0)),
        down: Math.max(0, current.down - (before === 'down' ? 1 : 0) + (after === 'down' ? 1 : 0)),
      };
      const [path, upName, downName] = reactionPaths[kind];
      const reply = message.parse(await call(path, { body: { id: itemId, [upName]: counts.up, [downName]: counts.down } }));
      // Applied only on the server's 'Successfull' (its spelling); anything else leaves the counts as they were.
      if (reply.message !== 'Successfull') throw new UpstreamError(`${path}: ${reply.message ?? 'no message'}`);
      await recordReaction(database, kind, itemId, visitorId, choiceValue(after));
      return counts;
    },
    async saveImages(encoded) {
      if (encoded.length === 0) return [];
      const form = new FormData();
      encoded.forEach((image, index) => form.append('imageFiles[]', new Blob([new Uint8Array(image)], { type: 'image/webp' }), `image-${index + 1}.webp`));
      const names = uploadedNames.safeParse(await call('/yps_server/admin/upload_image', { form }));
      if (!names.success || names.data.length !== encoded.length || !names.data.every((name) => IMAGE_NAME_PATTERN.test(name))) {
        throw new UpstreamError('/yps_server/admin/upload_image: unexpected answer');
      }
      return names.data;
    },
    imageUrl,
    // Images live on the shop server's image host.
    readImage: async () => null,
    imagesExist: async (names) => names.every((name) => IMAGE_NAME_PATTERN.test(name)),
  };
}
