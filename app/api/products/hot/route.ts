import { connection } from 'next/server';
import { handle } from '@/lib/api/respond';
import { backend } from '@/lib/shop/backend';
import { otherMethods } from '@/lib/api/methods';

export const GET = handle(async () => {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, from the database.
  await connection();
  return Response.json({ products: await backend().hot() });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
