import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';

type FulfilmentCode =
  | typeof ErrorCodes.FULFILMENT_NOT_FOUND
  | typeof ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED
  | typeof ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED
  | typeof ErrorCodes.FULFILMENT_NO_ORDER_ITEM;

const refusal = (code: FulfilmentCode) => () => new DomainError(code, ErrorTexts[code]);

/** An unknown job, or another partner's (never told apart). */
export const printJobNotFound = refusal(ErrorCodes.FULFILMENT_NOT_FOUND);
/** issue #15: cancelled only before in_production. */
export const cancelNotAllowed = refusal(ErrorCodes.FULFILMENT_CANCEL_NOT_ALLOWED);
export const reprintNotAllowed = refusal(ErrorCodes.FULFILMENT_REPRINT_NOT_ALLOWED);
/** An approved book whose paid order item fulfilment has not heard of (yet). */
export const noOrderItem = refusal(ErrorCodes.FULFILMENT_NO_ORDER_ITEM);
