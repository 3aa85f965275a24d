import type { AddressBookEntry } from '@/lib/shop/accounts/address-book';

/** An address as the address book shows it: the entry's fields, its id and whether it is the default. */
export type SavedAddress = Omit<AddressBookEntry, 'isDefault'> & { id: number; isDefault: boolean };
