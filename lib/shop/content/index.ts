export { MAILING_ADDRESS, MAILING_COUNTRY, SOCIAL_URL, SUPPORT_EMAIL } from './contact';
export { ACCEPTED_FILE_TYPES, checkWarrantyFiles } from './files';
export { CONTACT_TOPICS, type FormKind, WARRANTY_BRANDS, isFormKind } from './form-kinds';
export { formatUsPhone } from './phone';
export { PRIVACY_UPDATED, TERMS_EFFECTIVE } from './policy-dates';
export { type AnyFormInput, FORM_INPUT_SCHEMAS, FORM_SCHEMAS } from './schemas';
