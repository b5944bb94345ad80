import { useEffect, useEffectEvent, useRef, type KeyboardEvent } from 'react';

/** Everything Tab can reach inside a dialog: its controls, links and fields (not disabled ones). */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * What makes a dialog modal (the delete-preview, delete-account and refinement dialogs): focus starts on the
 * cancel button (the safe choice), Tab stays inside, Escape cancels unless the action is under way, and focus
 * returns to the element that opened it.
 */
export function useModalDialog({ working, onCancel }: { working: boolean; onCancel(): void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => opener?.focus();
  }, []);

  // Escape also works when focus has left the dialog — e.g. dropped to the page when the focused button
  // became disabled. The dialog's own handler comes first and marks the event as handled.
  const onDocumentKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || working) return;
    event.preventDefault();
    onCancel();
  });
  useEffect(() => {
    const listener = (event: globalThis.KeyboardEvent) => onDocumentKeyDown(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !working) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(TABBABLE));
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return { dialogRef, cancelRef, onKeyDown };
}
