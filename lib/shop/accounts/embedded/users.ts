import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { users } from '@/lib/db/schema';

export async function findUserByEmail(database: Database, email: string) {
  const [user] = await database.select().from(users).where(eq(sql`lower(${users.email})`, email.trim().toLowerCase())).limit(1);
  return user ?? null;
}

export const displayName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();
