import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { RemoteError, RpcTimeoutError } from '@fabelhaft/messaging';
import { statusForCode } from '../http/error-mapping';
import { localizedErasureRefusal } from './erasure-refusals';

describe('localizedErasureRefusal (DELETE /account, ADR 0016)', () => {
  const blocked = [
    ErrorCodes.ORDERS_ERASURE_BLOCKED,
    ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
    ErrorCodes.BOOKS_ERASURE_BLOCKED,
  ] as const;

  it.each(blocked)('%s keeps its code (a 409) and its English text is the service’s', (code) => {
    const refusal = localizedErasureRefusal(new RemoteError(code, ErrorTexts[code]), 'en') as DomainError;
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal.code).toBe(code);
    expect(refusal.detail).toBe(ErrorTexts[code]);
    expect(statusForCode(code)).toBe(409);
  });

  it.each(blocked)('%s is told in German on a German site', (code) => {
    const refusal = localizedErasureRefusal(new RemoteError(code, ErrorTexts[code]), 'de') as DomainError;
    expect(refusal.code).toBe(code);
    expect(refusal.detail).not.toBe(ErrorTexts[code]);
    expect(refusal.detail).toMatch(/Bitte/);
  });

  it('words a service busy with the customer’s data in both languages', () => {
    const busy = new RemoteError(ErrorCodes.CONFLICT, 'Your data is being changed right now.');
    expect((localizedErasureRefusal(busy, 'de') as DomainError).detail).toBe(
      'Deine Daten werden gerade geändert. Bitte versuche es gleich noch einmal.',
    );
  });

  it('leaves every other failure as it is (an unreachable service stays a 503)', () => {
    const timeout = new RpcTimeoutError('rpc.refinement.erase-owner-data', 1500);
    expect(localizedErasureRefusal(timeout, 'de')).toBe(timeout);
    const other = new RemoteError(ErrorCodes.VALIDATION, 'bad');
    expect(localizedErasureRefusal(other, 'de')).toBe(other);
  });
});
