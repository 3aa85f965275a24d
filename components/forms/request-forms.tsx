'use client';
import { useLocale } from '#intl';
import { inNameOrder } from '@/lib/i18n/name-order';
import { CONTACT_TOPICS, WARRANTY_BRANDS } from '@/lib/shop/content';
import { RequestForm, type FieldSpec } from './request-form';

const CONTACT_FIELDS: readonly FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'orderNumber', type: 'text' },
  { name: 'topic', type: 'select', options: CONTACT_TOPICS, initial: 'support' },
  { name: 'message', type: 'textarea', wide: true, required: true },
];

const WARRANTY_FIELDS: readonly FieldSpec[] = [
  { name: 'brand', type: 'select', options: WARRANTY_BRANDS, initial: '' },
  { name: 'partNumber', type: 'text' },
  { name: 'firstName', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', autoComplete: 'family-name' },
  { name: 'orderNumber', type: 'text' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  // A text field: HTML allows 'tel-national' (the number without +1, as the mask writes it) on text inputs only; usPhone asks for the phone keypad.
  { name: 'phoneNumber', type: 'text', autoComplete: 'tel-national', usPhone: true },
  { name: 'issueDetails', type: 'textarea', wide: true, required: true },
];

const INTERNATIONAL_FIELDS: readonly FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  // One line, so 'address-line1': HTML keeps 'street-address' (several lines) for a textarea.
  { name: 'address', type: 'text', autoComplete: 'address-line1', wide: true },
  { name: 'city', type: 'text', autoComplete: 'address-level2' },
  { name: 'zip', type: 'text', autoComplete: 'postal-code' },
  { name: 'country', type: 'text', autoComplete: 'country-name' },
  { name: 'vehicleYear', type: 'text' },
  { name: 'vehicleMake', type: 'text' },
  { name: 'vehicleModel', type: 'text' },
  { name: 'products', type: 'textarea', wide: true, required: true },
];

const MILITARY_FIELDS: readonly FieldSpec[] = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'station', type: 'text', autoComplete: 'organization' },
  { name: 'vehicle', type: 'text', wide: true },
  { name: 'order', type: 'textarea', wide: true, required: true },
];

export const ContactForm = () => <RequestForm kind="contact" fields={CONTACT_FIELDS} />;
export const WarrantyForm = () => <RequestForm kind="warranty" fields={inNameOrder(WARRANTY_FIELDS, useLocale())} withFiles />;
export const InternationalQuoteForm = () => <RequestForm kind="international" fields={INTERNATIONAL_FIELDS} />;
export const MilitaryForm = () => <RequestForm kind="military" fields={MILITARY_FIELDS} />;
