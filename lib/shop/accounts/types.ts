/**
 * A signed-in shopper as the shop knows them. `id` is the shop's own account id (a number for the
 * embedded shop, the upstream user id for the remote one); it is kept in this server's session only.
 */
export type Account = { id: string; name: string; email: string };

export type Registration = { firstName: string; lastName: string; email: string; password: string };

/** Local account ids are the users table's serial ids; anything else names no local account. */
export const localAccountId = (accountId: string) => (/^\d{1,9}$/.test(accountId) ? Number(accountId) : null);
