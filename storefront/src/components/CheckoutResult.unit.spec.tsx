/** @jest-environment jsdom */
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
});
