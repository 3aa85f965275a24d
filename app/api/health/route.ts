import { connection } from 'next/server';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';

/** For load balancers and deploy checks: answers 200 only when the catalogue can be read. */
export async function GET() {
  // Answered per request: with cached pages on, a GET that reads no request would be built once, at build time.
  await connection();
  if (process.env.SHOP_API_URL) return Response.json({ status: 'ok', shop: 'remote' });
  try {
    const database = await db();
    await database.execute(sql`select 1`);
    return Response.json({ status: 'ok', shop: 'embedded' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
