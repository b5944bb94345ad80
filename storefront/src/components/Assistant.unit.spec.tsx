/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../test/providers';
import { Assistant, ASSISTANT_REPLY_DELAY_MS } from './Assistant';

const text = (el: Element | null | undefined) => el?.textContent ?? '';

describe('assistant chat (spec §1, §2, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const open = async () => {
    await renderWithProviders(<Assistant />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: /Open the assistant/ }));
    return screen.getByRole('dialog', { name: 'Fabelhaft assistant' });
  };
  const input = () => screen.getByRole('textbox', { name: 'Your message' });
  const send = () => screen.getByRole('button', { name: 'Send' });

  it('opens a labelled modal dialog with the focus in the message box', async () => {
    const dialog = await open();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
  });

  it('answers with the fixed default reply 500 ms after the user sends a message', async () => {
    await open();
    fireEvent.change(input(), { target: { value: '  Can I print a board book?  ' } });
    fireEvent.click(send());

    const log = screen.getByRole('log');
    expect(text(log.querySelector('[data-role="user"]'))).toContain('Can I print a board book?');
    expect(log.querySelector('[data-role="assistant"]')).toBeNull();
    expect((input() as HTMLTextAreaElement).value).toBe('');

    await act(async () => jest.advanceTimersByTime(ASSISTANT_REPLY_DELAY_MS - 1));
    expect(log.querySelector('[data-role="assistant"]')).toBeNull();

    await act(async () => jest.advanceTimersByTime(1));
    const reply = log.querySelector('[data-role="assistant"]');
    expect(text(reply)).toContain('Thank you for your message!');
    expect(text(reply)).toContain('support@verlag.test');
    expect(reply?.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('does not send empty or blank messages', async () => {
    await open();
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input(), { target: { value: '   ' } });
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(input(), { key: 'Enter' });
    await act(async () => jest.advanceTimersByTime(ASSISTANT_REPLY_DELAY_MS));
    expect(screen.getByRole('log').querySelector('[data-role]')).toBeNull();
  });

  it('sends with Enter', async () => {
    await open();
    fireEvent.change(input(), { target: { value: 'Hallo' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(text(screen.getByRole('log').querySelector('[data-role="user"]'))).toContain('Hallo');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const dialog = await open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Open the assistant/ }));
  });

  it('keeps the conversation when closed and reopened', async () => {
    await open();
    fireEvent.change(input(), { target: { value: 'Hallo' } });
    fireEvent.click(send());
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await act(async () => jest.advanceTimersByTime(ASSISTANT_REPLY_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: /Open the assistant/ }));
    const log = screen.getByRole('log');
    expect(log.querySelectorAll('[data-role]')).toHaveLength(2);
  });
});
