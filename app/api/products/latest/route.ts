import { connection } from 'next/server';
import { handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/data/backend';
import { otherMethods } from '@/lib/api/methods';
import { requestLocale } from '@/lib/i18n/request-locale';

export const GET = handle(async (request) => {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, from the database.
  await connection();
  return Response.json({ products: await backend().catalogue.latest(undefined, requestLocale(request)) });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
