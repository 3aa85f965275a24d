import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { addresses } from '@/lib/db/schema';
import type { AddressBookEntry } from '@/lib/shop/accounts/address-book';
import type { SavedAddress } from '../address-types';

/** Enough for home, work and a few garages; a bound keeps one account from filling the table. */
export const MAX_ADDRESSES = 20;

const columns = {
  id: addresses.id,
  name: addresses.name,
  phone: addresses.phone,
  line1: addresses.line1,
  line2: addresses.line2,
  city: addresses.city,
  state: addresses.state,
  zip: addresses.zip,
  isDefault: addresses.isDefault,
};

type Row = { [K in keyof typeof columns]: (typeof addresses.$inferSelect)[K] };
const toSaved = (row: Row): SavedAddress => ({ ...row, state: row.state as SavedAddress['state'] });

const owned = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

/** Every lookup and change below is scoped by the session's user: an id of someone else's address finds nothing. */
export async function listAddresses(database: Database, userId: number): Promise<SavedAddress[]> {
  const rows = await database.select(columns).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toSaved);
}

export async function defaultAddress(database: Database, userId: number): Promise<SavedAddress | null> {
  const [row] = await database.select(columns).from(addresses).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true))).limit(1);
  return row ? toSaved(row) : null;
}

/** The default moves in one transaction: the old one is cleared before the new one is set. */
async function makeDefault(tx: Database, userId: number, id: number) {
  await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
  await tx.update(addresses).set({ isDefault: true }).where(owned(userId, id));
}

/** Adds an address; the first one, or one marked default, becomes the default. 'full' when the book is full. */
export async function addAddress(database: Database, userId: number, entry: AddressBookEntry): Promise<SavedAddress | 'full'> {
  return database.transaction(async (tx) => {
    const existing = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId));
    if (existing.length >= MAX_ADDRESSES) return 'full';
    const { isDefault, ...fields } = entry;
    const [row] = await tx.insert(addresses).values({ ...fields, userId, isDefault: false }).returning({ id: addresses.id });
    if (isDefault || existing.length === 0) await makeDefault(tx, userId, row.id);
    const [saved] = await tx.select(columns).from(addresses).where(owned(userId, row.id));
    return toSaved(saved);
  });
}

/** Replaces an address's fields; marking it default moves the default to it. Null when it is not the shopper's. */
export async function updateAddress(database: Database, userId: number, id: number, entry: AddressBookEntry): Promise<SavedAddress | null> {
  return database.transaction(async (tx) => {
    const { isDefault, ...fields } = entry;
    const [row] = await tx.update(addresses).set(fields).where(owned(userId, id)).returning({ id: addresses.id });
    if (!row) return null;
    if (isDefault) await makeDefault(tx, userId, id);
    const [saved] = await tx.select(columns).from(addresses).where(owned(userId, id));
    return toSaved(saved);
  });
}

export async function setDefaultAddress(database: Database, userId: number, id: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [row] = await tx.select({ id: addresses.id }).from(addresses).where(owned(userId, id));
    if (!row) return false;
    await makeDefault(tx, userId, id);
    return true;
  });
}

/** Deletes an address; when it was the default, the newest remaining one takes its place. */
export async function deleteAddress(database: Database, userId: number, id: number): Promise<boolean> {
  return database.transaction(async (tx) => {
    const [removed] = await tx.delete(addresses).where(owned(userId, id)).returning({ isDefault: addresses.isDefault });
    if (!removed) return false;
    if (removed.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.id)).limit(1);
      if (next) await makeDefault(tx, userId, next.id);
    }
    return true;
  });
}
