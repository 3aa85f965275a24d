import 'server-only';
import { z } from 'zod';
import type { Account } from './types';
import { message, SUCCESS, UpstreamError, type RemoteClient } from '../shop-server/client';
import type { AccountsShop } from './contract';

/** Accounts on the shop server; the contract has no address book and no garage, so none is kept (the garage stays in the browser). */
export function remoteAccounts({ send }: RemoteClient): AccountsShop {
  const accountFrom = (json: unknown, email: string): Account | null => {
    const reply = z.object({ user: z.union([z.string(), z.number()]), name: z.string().optional(), email: z.string().optional() }).safeParse(json);
    if (!reply.success || reply.data.user === '') return null;
    return { id: String(reply.data.user), name: reply.data.name?.trim() || email, email: reply.data.email || email };
  };

  async function login(email: string, password: string): Promise<Account | null> {
    const answer = await send('/yps_server/login', { body: { email, password } });
    const text = message.parse(answer.json).message ?? '';
    // Unknown address and wrong password get one answer here, as in the embedded shop.
    if (/not registered|incorrect password/i.test(text)) return null;
    if (!answer.ok || !SUCCESS.test(text)) throw new UpstreamError(`/yps_server/login: ${answer.status} ${text}`, answer.status);
    const account = accountFrom(answer.json, email);
    if (!account) throw new UpstreamError('/yps_server/login: no user id in the answer');
    return account;
  }

  return {
    login,
    async register(input) {
      const answer = await send('/yps_server/create_account', { body: { username: `${input.firstName} ${input.lastName}`, email: input.email, password: input.password } });
      const text = message.parse(answer.json).message ?? '';
      if (/already exists/i.test(text)) return 'email_exists';
      if (!answer.ok || !SUCCESS.test(text)) throw new UpstreamError(`/yps_server/create_account: ${answer.status} ${text}`, answer.status);
      const account = accountFrom(answer.json, input.email);
      if (account) return { ...account, name: account.name === input.email ? `${input.firstName} ${input.lastName}` : account.name };
      // The sign-up answer may carry no user id; logging in with the new password gives it.
      const signedIn = await login(input.email, input.password);
      if (!signedIn) throw new UpstreamError('/yps_server/create_account: the new account cannot log in');
      return signedIn;
    },
    async recover(email) {
      const answer = await send('/yps_server/recover', { body: { email } });
      // A 4xx says something about the address (unknown, say); the shopper gets the same answer either way.
      if (answer.status >= 500) throw new UpstreamError(`/yps_server/recover: HTTP ${answer.status}`, answer.status);
    },
    // The shop server's recovery mail links to its own reset page; this server holds no reset tokens.
    resetPassword: async () => null,
    // The contract has no addresses.
    addresses: async () => [],
    defaultAddress: async () => null,
    addAddress: async () => null,
    updateAddress: async () => null,
    setDefaultAddress: async () => false,
    deleteAddress: async () => false,
    garage: async () => null,
    saveGarage: async () => null,
    async subscribe(email) {
      const answer = await send('/newsletter', { body: { email } });
      // A 4xx (already subscribed, say) gets the same answer as a new address: the list cannot be probed.
      if (answer.status >= 500) throw new UpstreamError(`/newsletter: HTTP ${answer.status}`, answer.status);
    },
  };
}
