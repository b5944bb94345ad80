import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../use-modal-dialog';

export interface ApproveDialogProps {
  working: boolean;
  /** The server's refusal (a 409 detail in the site language), or the generic text when it gave none. */
  error: string | undefined;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The confirm step before approving for print (issue #15): what approving means, cancel and confirm, a
 * working state and the server's detail on error. Modal (useModalDialog): focus starts on cancel, Tab stays
 * inside, Escape cancels unless the approval is on its way, focus returns to the button that opened it.
 */
export function ApproveDialog({ working, error, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ working, onCancel });

  return (
    <>
      <div className="books-scrim" aria-hidden="true" onClick={working ? undefined : onCancel} />
      <div
        ref={dialogRef}
        className="books-dialog approve-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={working}
        onKeyDown={onKeyDown}
        data-testid="approve-dialog"
      >
        <h2 id={titleId} className="books-dialog-title">
          {t('approval.dialog.title')}
        </h2>
        <p id={textId}>{t('approval.dialog.text')}</p>
        {error && (
          <p className="notice notice-danger" role="alert" data-testid="approve-error">
            {error}
          </p>
        )}
        <div className="books-dialog-actions">
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-secondary"
            disabled={working}
            onClick={onCancel}
          >
            {t('approval.dialog.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={working} onClick={onConfirm}>
            {working ? t('approval.dialog.working') : t('approval.dialog.confirm')}
          </button>
        </div>
      </div>
    </>
  );
}
