export { addressBookEntrySchema, addressIdSchema } from './address-book';
export { type SavedAddress } from './address-types';
export { type AccountsShop } from './contract';
export { newsletterSchema } from './schemas';
export { MIN_PASSWORD_LENGTH } from './password-rules';
export { loginSchema, recoverSchema, registerSchema, resetSchema } from './schemas';
export { localAccountId } from './types';
