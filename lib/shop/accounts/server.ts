export { embeddedAccounts } from './embedded/accounts';
export { remoteAccounts } from './remote';
export { requireUser } from './session';
export { currentUser, endSession, startSession, userFromRequest } from './session';
