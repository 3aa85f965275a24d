export { detectGeo } from './currency/geo-server';
export { ratesCache } from './currency/rates-server';
