export { embeddedSearch } from './embedded/search';
export { remoteSearch } from './remote';
