/** The life of an order. Changes are conditional updates on the current status, so repeating one is harmless. */
export const ORDER_STATUS = {
  pendingPayment: 'Pending payment',
  /** Over the pre-approval limit: held until the team approves it and asks for payment. */
  awaitingApproval: 'Awaiting approval',
  /** Paid by a method that settles later (a bank debit): no longer swept, not yet paid. */
  paymentProcessing: 'Payment processing',
  paid: 'Paid',
  cancelled: 'Cancelled',
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** Statuses whose stock is held for a limited time. */
export const HELD_STATUSES = [ORDER_STATUS.pendingPayment, ORDER_STATUS.awaitingApproval] as const;

/** The shop's policy: orders over $1000 need pre-approval (docs/decisions.md, "Payment, mail and stock holds"). */
export const APPROVAL_LIMIT_USD = 1000;

export const needsApproval = (totalUsd: number) => totalUsd > APPROVAL_LIMIT_USD;
