export { embeddedSearch } from './embedded/search';
export { remoteSearch } from './remote';
export { catalogueQuery } from './query';
