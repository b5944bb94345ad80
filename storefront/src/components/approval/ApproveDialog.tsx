import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

export interface ApproveDialogProps {
  working: boolean;
  /** The server's refusal (a 409 detail in the site language), or the generic text when it gave none. */
  error: string | undefined;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The confirm step before approving for print (issue #15): what approving means, cancel and confirm, a
 * working state and the server's detail on error (the shared ConfirmDialog).
 */
export function ApproveDialog({ working, error, onCancel, onConfirm }: ApproveDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('approval.dialog.title')}
      cancelLabel={t('approval.dialog.cancel')}
      confirmLabel={t('approval.dialog.confirm')}
      workingLabel={t('approval.dialog.working')}
      tone="primary"
      working={working}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('approval.dialog.text')}</p>
    </ConfirmDialog>
  );
}
