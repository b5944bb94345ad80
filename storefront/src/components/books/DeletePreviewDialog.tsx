import './DeletePreviewDialog.css';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

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
 * state, and the §8 delete error (the shared ConfirmDialog).
 */
export function DeletePreviewDialog(props: DeletePreviewDialogProps) {
  const { title, createdAt, working, failed, onCancel, onConfirm } = props;
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('books.delete.title')}
      cancelLabel={t('books.delete.cancel')}
      confirmLabel={t('books.delete.confirm')}
      workingLabel={t('books.delete.working')}
      tone="danger"
      working={working}
      error={failed ? t('books.delete.error') : null}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('books.delete.text')}</p>
      <p className="books-dialog-book">
        <strong>{title}</strong>
        {createdAt && <span>{t('books.createdAt', { date: createdAt })}</span>}
      </p>
    </ConfirmDialog>
  );
}
