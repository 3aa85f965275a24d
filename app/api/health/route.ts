import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

/** For load balancers and deploy checks: answers 200 only when the catalogue can be read. */
export async function GET() {
  if (process.env.SHOP_API_URL) return Response.json({ status: 'ok', shop: 'remote' });
  try {
    const database = await db();
    await database.execute(sql`select 1`);
    return Response.json({ status: 'ok', shop: 'embedded' });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}

export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');
