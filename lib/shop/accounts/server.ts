export { embeddedAccounts } from './embedded/accounts';
export { remoteAccounts } from './remote';
export { requireUser } from './require-user';
export { currentUser, endSession, startSession, userFromRequest } from './session';
