export { approveOrder } from './approve';
export { type OrderRow } from './embedded/account-orders';
export { embeddedOrders } from './embedded/orders';
export { cancelOrder, markPaid, sweepExpiredOrders } from './embedded/transitions';
export { paymentProvider } from './payments/provider-choice';
export { stripeClient } from './payments/stripe';
export { remoteOrders } from './remote';
export { formatDeadline } from './order-mail';
