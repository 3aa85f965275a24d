import type { PaymentProvider } from './provider';

/** Bank transfer: the order mail carries the instructions and an operator records the payment (`npm run orders -- paid N`). */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  start: async () => null,
  release: async () => 'released',
};
