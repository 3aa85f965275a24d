import base from './playwright.config';
export default { ...base, webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:3041' }, timeout: 180_000, expect: { timeout: 60_000 } };
