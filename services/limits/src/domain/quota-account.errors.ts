import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';

export const previewQuotaExhausted = () =>
  new DomainError(
    ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED,
    ErrorTexts[ErrorCodes.LIMITS_PREVIEW_QUOTA_EXHAUSTED],
  );

export const editQuotaExhausted = () =>
  new DomainError(ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED, ErrorTexts[ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED]);
