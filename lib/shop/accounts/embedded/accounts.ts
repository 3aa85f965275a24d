import 'server-only';
import type { Database } from '@/lib/db/client';
import { newsletterSubscribers } from '@/lib/db/schema';
import * as localAccounts from '@/lib/shop/accounts/embedded/local-accounts';
import { localAccountId as localId } from '../types';
import { addAddress, defaultAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '@/lib/shop/accounts/embedded/addresses';
import { siteOrigin } from '@/lib/runtime/config';
import { DEFAULT_LOCALE } from '@/lib/i18n/routing';
import { queueMail } from '@/lib/mail/queue';
import { newsletterWelcomeMail } from '../account-mail';
import type { AccountsShop } from '../contract';

/** Accounts, address books and the newsletter list in this server's database. */
export function embeddedAccounts(open: () => Promise<Database>): AccountsShop {
  return {
    login: async (email, password) => localAccounts.login(await open(), email, password),
    register: async (input) => localAccounts.register(await open(), input),
    recover: async (email, locale) => localAccounts.recover(await open(), email, locale),
    resetPassword: async (token, password) => localAccounts.resetPassword(await open(), token, password),
    async addresses(accountId) {
      const id = localId(accountId);
      return id === null ? [] : listAddresses(await open(), id);
    },
    async defaultAddress(accountId) {
      const id = localId(accountId);
      return id === null ? null : defaultAddress(await open(), id);
    },
    async addAddress(accountId, entry) {
      const id = localId(accountId);
      return id === null ? null : addAddress(await open(), id, entry);
    },
    async updateAddress(accountId, addressId, entry) {
      const id = localId(accountId);
      return id === null ? null : updateAddress(await open(), id, addressId, entry);
    },
    async setDefaultAddress(accountId, addressId) {
      const id = localId(accountId);
      return id !== null && setDefaultAddress(await open(), id, addressId);
    },
    async deleteAddress(accountId, addressId) {
      const id = localId(accountId);
      return id !== null && deleteAddress(await open(), id, addressId);
    },
    async subscribe(email, locale) {
      // The same outcome for a repeated address keeps the list from being probed for who subscribed;
      // only a new address is welcomed, so signing someone else up again mails nobody.
      await (await open()).transaction(async (tx) => {
        const added = await tx.insert(newsletterSubscribers).values({ email, locale }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
        if (added.length === 0) return;
        const shopUrl = `${siteOrigin()}${locale === DEFAULT_LOCALE ? '' : `/${locale}`}`;
        await queueMail(tx, newsletterWelcomeMail({ to: email, locale, shopUrl }));
      });
    },
  };
}
