import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';

export const requestNotFound = () =>
  new DomainError(ErrorCodes.LIMITS_REQUEST_NOT_FOUND, ErrorTexts[ErrorCodes.LIMITS_REQUEST_NOT_FOUND]);

export const requestAlreadyDecided = () =>
  new DomainError(
    ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED,
    ErrorTexts[ErrorCodes.LIMITS_REQUEST_ALREADY_DECIDED],
  );

export const invalidRequest = (detail: string) => new DomainError(ErrorCodes.VALIDATION, detail);
