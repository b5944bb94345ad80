import { HttpException } from '@nestjs/common';
import { ErrorCodes, ErrorTexts, type DomainError } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';
import { localizedRefinementRefusal } from './refinement-refusals';
import { siteLocale } from './site-locale';

describe('refinement refusals in the customer’s language (spec §8: the dialog shows the detail)', () => {
  it('writes every refinement refusal in German and English', () => {
    // REFINEMENT.ERASURE_BLOCKED refuses an account deletion; the account's own refusals word it (erasure-refusals).
    const codes = Object.values(ErrorCodes).filter(
      (c) => c.startsWith('REFINEMENT.') && c !== ErrorCodes.REFINEMENT_ERASURE_BLOCKED,
    );
    for (const code of codes) {
      const remote = new RemoteError(code, 'x');
      const de = localizedRefinementRefusal(remote, 'de') as DomainError | HttpException;
      const en = localizedRefinementRefusal(remote, 'en') as DomainError | HttpException;
      const detail = (e: DomainError | HttpException) =>
        e instanceof HttpException ? (e.getResponse() as { detail: string }).detail : e.detail;
      expect({ code, de: detail(de) === 'x', en: detail(en) === 'x' }).toEqual({
        code,
        de: false,
        en: false,
      });
      expect(detail(de)).not.toBe(detail(en));
    }
    expect(
      localizedRefinementRefusal(new RemoteError(ErrorCodes.REFINEMENT_BOOK_APPROVED, 'x'), 'de'),
    ).toMatchObject({
      code: ErrorCodes.REFINEMENT_BOOK_APPROVED,
      detail: 'Dieses Buch ist für den Druck freigegeben und kann nicht mehr geändert werden.',
    });
  });

  it('keeps the English texts the service writes', () => {
    for (const code of [ErrorCodes.REFINEMENT_BOOK_NOT_PAID, ErrorCodes.REFINEMENT_REVISION_IN_PROGRESS]) {
      expect(localizedRefinementRefusal(new RemoteError(code, 'x'), 'en')).toMatchObject({
        detail: ErrorTexts[code],
      });
    }
  });

  it('answers the planner’s failures with their own 502/503 and words, not as internal errors', () => {
    const unavailable = localizedRefinementRefusal(
      new RemoteError(ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE, 'x'),
      'en',
    ) as HttpException;
    expect(unavailable).toBeInstanceOf(HttpException);
    expect(unavailable.getStatus()).toBe(503);
    expect(unavailable.getResponse()).toEqual({
      detail: 'Changes cannot be planned right now. Please try again in a moment.',
      code: ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
    });
    expect(
      (
        localizedRefinementRefusal(
          new RemoteError(ErrorCodes.REFINEMENT_PLANNER_FAILED, 'x'),
          'de',
        ) as HttpException
      ).getStatus(),
    ).toBe(502);
  });

  it('leaves "Edit limit reached" (spec §8) and every other error as they are', () => {
    const exhausted = new RemoteError(ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED, 'Edit limit reached');
    expect(localizedRefinementRefusal(exhausted, 'de')).toBe(exhausted);
    const other = new Error('boom');
    expect(localizedRefinementRefusal(other, 'en')).toBe(other);
  });
});

describe('the site language', () => {
  it('takes the storefront’s language cookie first, then Accept-Language, else German', () => {
    expect(siteLocale('a=1; fabelhaft_lang=en', 'de-DE')).toBe('en');
    expect(siteLocale('fabelhaft_lang=fr', 'en-US,en')).toBe('en');
    expect(siteLocale(undefined, 'en-GB')).toBe('en');
    expect(siteLocale(undefined, 'fr-FR')).toBe('de');
    expect(siteLocale(undefined, undefined)).toBe('de');
  });
});
