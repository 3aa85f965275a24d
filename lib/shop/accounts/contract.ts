import type { Locale } from '@/lib/i18n/routing';
import type { SavedAddress } from '@/lib/shop/accounts/address-types';
import type { AddressBookEntry } from '@/lib/shop/accounts/address-book';
import type { Account, Registration } from './types';
import type { Garage } from './garage';

/** Shoppers' accounts, their address books and the newsletter. */
export interface AccountsShop {
  login(email: string, password: string): Promise<Account | null>;
  register(input: Registration): Promise<Account | 'email_exists'>;
  /** Starts the shop's password recovery; answers the same whether or not the address has an account. */
  recover(email: string, locale: Locale): Promise<void>;
  /** Sets a new password with a recovery token; the account, or null for a bad or used token. */
  resetPassword(token: string, password: string): Promise<Account | null>;
  /** The account's address book, the default first; only ever the account's own addresses. */
  addresses(accountId: string): Promise<SavedAddress[]>;
  defaultAddress(accountId: string): Promise<SavedAddress | null>;
  /** 'full' at the address book's limit; null when this shop keeps no address book of its own. */
  addAddress(accountId: string, entry: AddressBookEntry): Promise<SavedAddress | 'full' | null>;
  /** Null, false: no such address in this account's book. */
  updateAddress(accountId: string, id: number, entry: AddressBookEntry): Promise<SavedAddress | null>;
  setDefaultAddress(accountId: string, id: number): Promise<boolean>;
  deleteAddress(accountId: string, id: number): Promise<boolean>;
  subscribe(email: string, locale: Locale): Promise<void>;
  /** The account's garage (empty until one is saved); null when this shop keeps none (the remote shop: the garage stays in the browser). */
  garage(accountId: string): Promise<Garage | null>;
  /** Replaces the account's garage; null when this shop keeps none. */
  saveGarage(accountId: string, garage: Garage): Promise<Garage | null>;
}
