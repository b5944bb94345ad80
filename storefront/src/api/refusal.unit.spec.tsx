/** @jest-environment jsdom */
import { ErrorCodes, ErrorTexts } from '@fabelhaft/contracts';
import { screen } from '@testing-library/react';
import refusals from '../i18n/texts/refusals';
import { renderWithProviders } from '../test/providers';
import { ApiError } from './client';
import { useRefusalText } from './refusal';

/** `{ BOOKS: { NOT_PAID: … } }` as codes (`BOOKS.NOT_PAID`) with their texts. */
function flat(tree: object, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flat(value as object, `${prefix}${key}.`)),
    ),
  );
}

function Worded({ error, fallback }: { error: unknown; fallback: string }) {
  const word = useRefusalText();
  return <p>{word(error, fallback)}</p>;
}

describe('refusals worded by the storefront, keyed by the BFF’s error code (issue #25, ADR 0042)', () => {
  const de = flat(refusals.de);
  const en = flat(refusals.en);

  it('has German and English words for the same codes, each a code of libs/contracts', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    const codes = new Set<string>(Object.values(ErrorCodes));
    expect(Object.keys(de).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('keeps the spec §8 text word for word where the spec gives it', () => {
    expect(en[ErrorCodes.TRACKING_NOT_FOUND]).toBe('We could not find that shipment.');
    expect(en[ErrorCodes.TRACKING_NOT_FOUND]).toBe(ErrorTexts[ErrorCodes.TRACKING_NOT_FOUND]);
  });

  it.each([
    ['de', 'Dieses Buch ist bereits bezahlt.'],
    ['en', 'This book has already been paid for.'],
  ] as const)(
    'words a known code in the site language (%s), whatever the detail says',
    async (language, text) => {
      const error = new ApiError(409, 'This book has already been paid for', ErrorCodes.ORDERS_ALREADY_PAID);
      await renderWithProviders(<Worded error={error} fallback="generic" />, { language });
      expect(screen.getByText(text)).toBeTruthy();
    },
  );

  it('shows the server’s detail for a code it has no words for (spec §8), else the screen’s own text', async () => {
    await renderWithProviders(
      <>
        <Worded error={new ApiError(400, 'format: Invalid option', 'COMMON.VALIDATION')} fallback="generic" />
        <Worded error={new ApiError(502, undefined, undefined)} fallback="Das hat nicht geklappt." />
        <Worded error={new Error('boom')} fallback="Etwas anderes." />
      </>,
      { language: 'de' },
    );
    expect(screen.getByText('format: Invalid option')).toBeTruthy();
    expect(screen.getByText('Das hat nicht geklappt.')).toBeTruthy();
    expect(screen.getByText('Etwas anderes.')).toBeTruthy();
  });
});
