export { saveSubmission } from './embedded/store';
export { shopMailbox } from './mailbox';
