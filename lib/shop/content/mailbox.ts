import { config } from '@/lib/runtime/config';
import { SUPPORT_EMAIL } from './contact';

/** The shop's own mailbox for notices: SHOP_EMAIL, else the public support address. */
export const shopMailbox = (): string => config().SHOP_EMAIL ?? SUPPORT_EMAIL;
