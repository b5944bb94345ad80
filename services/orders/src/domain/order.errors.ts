import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { formatNameInText, type BookFormat } from '@fabelhaft/contracts/constants';

/** Also the answer for another customer's order or book: its existence is never revealed. */
export const orderNotFound = () => new DomainError(ErrorCodes.ORDERS_NOT_FOUND, 'Order not found');

export const checkoutNotAllowed = () =>
  new DomainError(ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED, ErrorTexts[ErrorCodes.ORDERS_CHECKOUT_NOT_ALLOWED]);

export const alreadyPaid = () =>
  new DomainError(ErrorCodes.ORDERS_ALREADY_PAID, ErrorTexts[ErrorCodes.ORDERS_ALREADY_PAID]);

export const paymentInProgress = () =>
  new DomainError(ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS, ErrorTexts[ErrorCodes.ORDERS_PAYMENT_IN_PROGRESS]);

export const unknownCoupon = () =>
  new DomainError(ErrorCodes.ORDERS_UNKNOWN_COUPON, ErrorTexts[ErrorCodes.ORDERS_UNKNOWN_COUPON]);

export const formatNotAvailable = (format: BookFormat) =>
  new DomainError(
    ErrorCodes.ORDERS_FORMAT_NOT_AVAILABLE,
    `This book can be ordered only as a ${formatNameInText(format, 'en')}`,
  );

export const invalidTransition = (from: string, command: string) =>
  new DomainError(ErrorCodes.ORDERS_INVALID_TRANSITION, `Cannot ${command} an order that is ${from}`);

export const nothingToRefund = (detail: string = ErrorTexts[ErrorCodes.ORDERS_NOTHING_TO_REFUND]) =>
  new DomainError(ErrorCodes.ORDERS_NOTHING_TO_REFUND, detail);

export const unknownItem = (itemId: string) =>
  new DomainError(ErrorCodes.ORDERS_UNKNOWN_ITEM, `The order has no item ${itemId}`);
