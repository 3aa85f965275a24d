import 'server-only';
import { consume, exhausted, forget, type LimitResult } from '@/lib/api/rate-limit';

/**
 * Failed logins are counted three ways: per address and account (a shopper mistyping locks only
 * themselves, briefly), per account from any address (guessing one account's password from many
 * addresses stops), and per address over all accounts (one address trying many accounts stops).
 * Only failures count, so nobody can use up a budget that a correct password needs, and no
 * count is shared by every shopper: at worst one account waits an hour, and a reset clears it.
 */
const keys = (address: string, email: string) => ({ address, email: email.toLowerCase(), both: `${email.toLowerCase()}|${address}` });

export async function loginRefused(address: string, email: string): Promise<LimitResult | null> {
  const key = keys(address, email);
  const checks = await Promise.all([
    exhausted('loginFailuresByEmailAndAddress', key.both),
    exhausted('loginFailuresByEmail', key.email),
    exhausted('loginFailuresByAddress', key.address),
  ]);
  return checks.find((check) => !check.allowed) ?? null;
}

export async function loginFailed(address: string, email: string): Promise<void> {
  const key = keys(address, email);
  await Promise.all([
    consume('loginFailuresByEmailAndAddress', key.both),
    consume('loginFailuresByEmail', key.email),
    consume('loginFailuresByAddress', key.address),
  ]);
}

export async function loginSucceeded(address: string, email: string): Promise<void> {
  await forget('loginFailuresByEmailAndAddress', keys(address, email).both);
}

/** After a password reset the owner proved control of the mailbox: the account's lock is lifted. */
export const accountRecovered = (email: string) => forget('loginFailuresByEmail', email.toLowerCase());
