/**
 * A signed-in shopper as the shop knows them. `id` is the shop's own account id (a number for the
 * embedded shop, the upstream user id for the remote one); it is kept in this server's session only.
 */
export type Account = { id: string; name: string; email: string };

export type Registration = { firstName: string; lastName: string; email: string; password: string };
