import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../config';

/**
 * What the Refine button opens until the refinement dialog (spec §2) arrives with its own issue: it says
 * plainly that edits are not possible here yet and how to reach support meanwhile. Modal: focus starts on
 * Close, stays inside, Escape closes, and focus returns to the button that opened it.
 */
export function RefineSoonDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('a[href], button'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className="books-scrim" aria-hidden="true" onClick={onClose} />
      <div
        ref={dialogRef}
        className="books-dialog viewer-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="books-dialog-title">
          {t('viewer.refine.title')}
        </h2>
        <p id={textId}>{t('viewer.refine.text')}</p>
        <div className="books-dialog-actions">
          <a className="btn btn-secondary" href={`mailto:${supportEmail}`}>
            {t('viewer.refine.support')}
          </a>
          <button ref={closeRef} type="button" className="btn btn-primary" onClick={onClose}>
            {t('viewer.refine.close')}
          </button>
        </div>
      </div>
    </>
  );
}
