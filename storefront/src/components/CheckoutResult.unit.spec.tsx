/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/providers';
import { CheckoutResult, isCancelPath } from './CheckoutResult';

const text = (el: Element | null | undefined) => el?.textContent ?? '';

describe('checkout result (spec §2)', () => {
  it('tells the cancel path from every other path', () => {
    expect(isCancelPath('/checkout/cancel')).toBe(true);
    expect(isCancelPath('/checkout/cancel/')).toBe(true);
    expect(isCancelPath('/checkout/cancel?session_id=cs_1')).toBe(true);
    expect(isCancelPath('/checkout/success')).toBe(false);
    expect(isCancelPath('/checkout/cancelled')).toBe(false);
  });

  it('says that no payment was taken on /checkout/cancel', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/cancel" />);
    expect(text(screen.getByRole('heading', { level: 1 }))).toContain('Bezahlung abgebrochen');
    expect(screen.getByText(/Es wurde keine Zahlung ausgeführt/)).toBeTruthy();
  });

  it('confirms the payment on /checkout/success', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/success" />, { language: 'en' });
    expect(text(screen.getByRole('heading', { level: 1 }))).toContain('Thank you! Your book is being made');
    expect(screen.queryByText(/No payment was taken/)).toBeNull();
  });

  it('links to the books and to the builder', async () => {
    await renderWithProviders(<CheckoutResult pathname="/checkout/success" />);
    expect(screen.getByRole('link', { name: 'Zu meinen Büchern' }).getAttribute('href')).toBe('/books');
    expect(screen.getByRole('link', { name: 'Neues Buch erstellen' }).getAttribute('href')).toBe('/builder');
  });

  it.each(['/checkout/success', '/checkout/cancel'])(
    'marks the books, the book, the preview and the orders stale on %s, so they are fetched fresh',
    async (pathname) => {
      const queryClient = new QueryClient();
      for (const key of [['books'], ['orders'], ['book', 'b1'], ['preview', 'b1'], ['limits']]) {
        queryClient.setQueryData(key, { cached: true });
      }
      await renderWithProviders(<CheckoutResult pathname={pathname} />, { queryClient });
      const stale = (key: string[]) => queryClient.getQueryState(key)?.isInvalidated;
      expect(stale(['books'])).toBe(true);
      expect(stale(['orders'])).toBe(true);
      expect(stale(['book', 'b1'])).toBe(true);
      expect(stale(['preview', 'b1'])).toBe(true);
      expect(stale(['limits'])).toBe(false);
    },
  );
});
