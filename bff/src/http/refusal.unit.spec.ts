import { HttpException } from '@nestjs/common';
import { DomainError, ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { RemoteError } from '@fabelhaft/messaging';
import { approvalRefusal, generateRefusal } from '../books/book-refusals';
import { siteLocale } from '../refinement/site-locale';
import { refusal } from './refusal';

const detailOf = (e: unknown) =>
  e instanceof HttpException ? (e.getResponse() as { detail: string }).detail : (e as DomainError).detail;

describe('refusals: the code, and an English detail for API clients (issue #25, ADR 0042)', () => {
  it('answers a listed refusal with its code and the English text of libs/contracts, whatever the service wrote', () => {
    const answered = refusal(new RemoteError(ErrorCodes.REFINEMENT_BOOK_APPROVED, 'x'), [
      ErrorCodes.REFINEMENT_BOOK_APPROVED,
    ]);
    expect(answered).toBeInstanceOf(DomainError);
    expect(answered).toMatchObject({
      code: ErrorCodes.REFINEMENT_BOOK_APPROVED,
      detail: ErrorTexts[ErrorCodes.REFINEMENT_BOOK_APPROVED],
    });
  });

  it('has no language of its own: the storefront words the code (storefront/src/i18n/texts/refusals.ts)', () => {
    // The same answer for every caller; nothing here reads a cookie or Accept-Language.
    const a = refusal(new RemoteError(ErrorCodes.ORDERS_ALREADY_PAID, 'x'), [ErrorCodes.ORDERS_ALREADY_PAID]);
    expect(detailOf(a)).toBe('This book has already been paid for');
    expect(detailOf(a)).not.toMatch(/[äöüß]|Buch|bereits/);
  });

  it('words a busy service (its detail names internals) as a plain English sentence', () => {
    expect(
      detailOf(refusal(new RemoteError(ErrorCodes.CONFLICT, 'stream version 4 != 5'), [ErrorCodes.CONFLICT])),
    ).toBe('Your data is being changed right now. Please try again in a moment.');
  });

  it('answers the planner’s failures with their own 502/503 and words, not as internal errors', () => {
    const codes = [ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE, ErrorCodes.REFINEMENT_PLANNER_FAILED];
    const unavailable = refusal(new RemoteError(ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE, 'x'), codes);
    expect(unavailable).toBeInstanceOf(HttpException);
    expect((unavailable as HttpException).getStatus()).toBe(503);
    expect((unavailable as HttpException).getResponse()).toEqual({
      detail: 'Changes cannot be planned right now. Please try again in a moment.',
      code: ErrorCodes.REFINEMENT_PLANNER_UNAVAILABLE,
    });
    const failed = refusal(new RemoteError(ErrorCodes.REFINEMENT_PLANNER_FAILED, 'x'), codes);
    expect((failed as HttpException).getStatus()).toBe(502);
  });

  it('leaves "Edit limit reached" (spec §8), unlisted codes and every other error as they are', () => {
    const exhausted = new RemoteError(ErrorCodes.LIMITS_EDIT_QUOTA_EXHAUSTED, 'Edit limit reached');
    expect(refusal(exhausted, [ErrorCodes.REFINEMENT_NOT_FOUND])).toBe(exhausted);
    const other = new Error('boom');
    expect(refusal(other, [ErrorCodes.REFINEMENT_NOT_FOUND])).toBe(other);
  });

  it('says what the generate action needs, in English with the formats’ one names', () => {
    expect(generateRefusal(new RemoteError(ErrorCodes.BOOKS_FORMAT_MISMATCH, 'x'), 'board')).toMatchObject({
      code: ErrorCodes.BOOKS_FORMAT_MISMATCH,
      detail: 'This book was paid for as a booklet and can only be made as a booklet, not as a board book.',
    });
    expect(detailOf(generateRefusal(new RemoteError(ErrorCodes.BOOKS_NOT_PAID, 'x'), 'booklet'))).toBe(
      'Only a paid book can be generated. Please order the book first.',
    );
    expect(detailOf(approvalRefusal(new RemoteError(ErrorCodes.BOOKS_NOT_PAID, 'x')))).toBe(
      ErrorTexts[ErrorCodes.BOOKS_NOT_PAID],
    );
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
