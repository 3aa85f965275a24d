export { addressBookEntrySchema, addressIdSchema } from './address-book';
export { type SavedAddress } from './address-types';
export { type AccountsShop } from './contract';
export { EMPTY_GARAGE, MAX_GARAGE_VEHICLES, type Garage, type StoredGarage, keptGarage, mergeGarages, withVehicle, withoutVehicle } from './garage';
export { newsletterSchema } from './schemas';
export { MIN_PASSWORD_LENGTH } from './password-rules';
export { garageSchema, loginSchema, recoverSchema, registerSchema, resetSchema } from './schemas';
export { localAccountId } from './types';
