import { config } from '@/lib/runtime/config';
import type { PaymentProvider } from './provider';

/** Bank transfer: the order mail carries the instructions and an operator records the payment (`npm run orders -- paid N`). */
export const manualProvider: PaymentProvider = {
  name: 'manual',
  start: async () => null,
  release: async () => 'released',
};

/** BANK_TRANSFER_DETAILS as the lines of the order mail; null when the team sends them by reply. */
export function bankTransferDetails(): string[] | null {
  const details = config().BANK_TRANSFER_DETAILS;
  return details ? details.split('|').map((line) => line.trim()).filter(Boolean) : null;
}
