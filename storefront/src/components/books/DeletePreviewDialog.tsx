import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../use-modal-dialog';

export interface DeletePreviewDialogProps {
  title: string;
  /** The creation date, already formatted. */
  createdAt: string;
  working: boolean;
  failed: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The confirm dialog before deleting a preview (spec §2): title and date, cancel and confirm, a working
 * state, and the §8 delete error. Modal: focus starts on cancel, stays inside, Escape cancels, and focus
 * returns to the button that opened it.
 */
export function DeletePreviewDialog(props: DeletePreviewDialogProps) {
  const { title, createdAt, working, failed, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { dialogRef, cancelRef, onKeyDown } = useModalDialog({ working, onCancel });

  return (
    <>
      <div className="books-scrim" aria-hidden="true" onClick={working ? undefined : onCancel} />
      <div
        ref={dialogRef}
        className="books-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        aria-busy={working}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="books-dialog-title">
          {t('books.delete.title')}
        </h2>
        <div id={textId}>
          <p>{t('books.delete.text')}</p>
          <p className="books-dialog-book">
            <strong>{title}</strong>
            {createdAt && <span>{t('books.createdAt', { date: createdAt })}</span>}
          </p>
        </div>
        {failed && (
          <p className="notice notice-danger" role="alert">
            {t('books.delete.error')}
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
            {t('books.delete.cancel')}
          </button>
          <button type="button" className="btn books-btn-danger" disabled={working} onClick={onConfirm}>
            {working ? t('books.delete.working') : t('books.delete.confirm')}
          </button>
        </div>
      </div>
    </>
  );
}
