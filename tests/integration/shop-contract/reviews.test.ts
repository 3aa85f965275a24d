import { http } from 'msw';
import type { Shop } from '@/lib/shop/data/backend';
import { bothShops, reviewedProduct, unique, UPSTREAM, webp } from './both-shops';

const { server, shops, remote, resetStandIn, callsTo, localShopRows } = bothShops();

describe.each(shops)('the %s shop\'s reviews, questions, reactions and images', (_name, make) => {
  let shop: Shop;
  beforeAll(() => {
    resetStandIn();
    shop = make();
  });

  it('stores images and answers names the browser can load', async () => {
    const names = await shop.reviews.saveImages([await webp()]);
    expect(names).toHaveLength(1);
    expect(shop.reviews.imageUrl(names[0])).toContain(names[0]);
    await expect(shop.reviews.imagesExist(names)).resolves.toBe(true);
  });

  it('writes a review and a question that the product then shows', async () => {
    const product = await reviewedProduct(shop);
    const [image] = await shop.reviews.saveImages([await webp()]);
    const title = `Solid part ${unique()}`;
    const review = await shop.reviews.writeReview({ product: product.slug, name: 'Eve', email: 'eve@example.com', rating: 4, title, experience: 'Good <b>fit</b>', imageIds: [image] });
    expect(review).toMatchObject({ ok: true, item: { title, experience: 'Good fit', rating: 4 } });
    const question = await shop.reviews.askQuestion({ product: product.slug, name: 'Eve', email: 'eve@example.com', question: `Does it fit? ${unique()}`, imageIds: [] });
    expect(question.ok).toBe(true);

    const after = await shop.catalogue.productBySlug(product.slug);
    const shown = after?.reviews.find((r) => r.title === title);
    expect(shown?.images[0]).toContain(image);
    expect(JSON.stringify(after)).not.toContain('eve@example.com');
    expect(after?.questions.length).toBe(product.questions.length + 1);
  });

  it('refuses a review of an unknown product or of markup only', async () => {
    const input = { name: 'Eve', email: 'eve@example.com', rating: 4, title: 'T', experience: 'E', imageIds: [] };
    await expect(shop.reviews.writeReview({ ...input, product: 'no-such-part-anywhere' })).resolves.toEqual({ ok: false, reason: 'not_found' });
    const product = await reviewedProduct(shop);
    await expect(shop.reviews.writeReview({ ...input, product: product.slug, title: '<b></b>' })).resolves.toEqual({ ok: false, reason: 'empty' });
  });

  it('keeps one reaction per visitor and answers the resulting counts', async () => {
    const product = await reviewedProduct(shop);
    const review = product.reviews[0];
    const visitor = `visitor-${unique()}`;
    const liked = await shop.reviews.react('review', review.id, visitor, 1, product.slug);
    expect(liked).toEqual({ up: review.likes + 1, down: review.dislikes });
    // The same visitor liking again does not count twice; switching moves the vote.
    expect(await shop.reviews.react('review', review.id, visitor, 1, product.slug)).toEqual(liked);
    expect(await shop.reviews.react('review', review.id, visitor, -1, product.slug)).toEqual({ up: review.likes, down: review.dislikes + 1 });
    expect((await shop.catalogue.productBySlug(product.slug))?.reviews.find((r) => r.id === review.id)).toMatchObject({ likes: review.likes, dislikes: review.dislikes + 1 });

    const question = product.questions[0];
    expect(await shop.reviews.react('question', question.id, visitor, 1, product.slug)).toEqual({ up: question.helpful + 1, down: question.unhelpful });
    await expect(shop.reviews.react('review', 99_999_999, visitor, 1, product.slug)).resolves.toBeNull();
  });
});

describe('the remote reviews speak spec section 7', () => {
  const shop = () => remote({ deadlineMs: 300 });
  beforeEach(() => resetStandIn());

  it('sends reactions as absolute counts and applies them only on "Successfull"', async () => {
    const hood = (await shop().catalogue.productBySlug('upstream-zn8-carbon-hood'))!;
    await shop().reviews.react('review', 1, 'visitor-a', 1, hood.slug);
    expect(callsTo('/review_reaction').at(-1)?.body).toEqual({ id: 1, like: 3, dislike: 1 });

    server.use(http.post(`${UPSTREAM}/review_reaction`, () => Response.json({ message: 'Failed' })));
    await expect(shop().reviews.react('review', 1, 'visitor-b', 1, hood.slug)).rejects.toMatchObject({ name: 'UpstreamError' });
    server.resetHandlers();
    // visitor-b's refused like was not recorded: liking again sends one more like, not a repeat.
    await shop().reviews.react('review', 1, 'visitor-b', 1, hood.slug);
    expect(callsTo('/review_reaction').at(-1)?.body).toEqual({ id: 1, like: 4, dislike: 1 });
    await shop().reviews.react('question', 3, 'visitor-a', -1, hood.slug);
    expect(callsTo('/question_reaction').at(-1)?.body).toEqual({ id: 3, helpful: 4, unhelpful: 1 });
  });

  it('uploads images as imageFiles[] and sends their names with the review and the product id', async () => {
    const names = await shop().reviews.saveImages([await webp(), await webp()]);
    expect(callsTo('/yps_server/admin/upload_image')[0].body).toEqual({ files: 2 });
    await shop().reviews.writeReview({ product: 'upstream-zn8-carbon-hood', name: 'Eve', email: 'eve@example.com', rating: 5, title: 'Nice', experience: 'Good', imageIds: names });
    expect(callsTo('/yps_server/write_review')[0].body).toEqual({ name: 'Eve', email: 'eve@example.com', rating: 5, title: 'Nice', experience: 'Good', imageNames: names, product_id: 101 });
    await shop().reviews.askQuestion({ product: 'upstream-zn8-carbon-hood', name: 'Eve', email: 'eve@example.com', question: 'Fits?', imageIds: [] });
    expect(callsTo('/yps_server/ask_question')[0].body).toEqual({ name: 'Eve', email: 'eve@example.com', question: 'Fits?', imageNames: [], product_id: 101 });
  });

  it('writes no review, question or image row locally', async () => {
    await expect(localShopRows()).resolves.toBe(0);
  });
});
