import './ConfirmDialog.css';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

export interface ConfirmDialogProps {
  title: string;
  /** What confirming means (the dialog's description for screen readers). */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while the action is on its way. */
  workingLabel: string;
  /** `danger` for what cannot be undone (deleting), `primary` otherwise. */
  tone: 'primary' | 'danger';
  working: boolean;
  /** Shown as an alert when set: the server's detail, or the caller's generic text. */
  error?: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The storefront's one confirm dialog (deleting a preview, deleting the account, approving for print): title,
 * description, an error, cancel and confirm with a working state. Modal (useModalDialog): focus starts on
 * cancel (the safe choice), Tab stays inside, Escape and the scrim cancel unless the action is on its way, and
 * focus returns to the button that opened it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, children, cancelLabel, confirmLabel, workingLabel, tone, working, error } = props;
  const { onCancel, onConfirm } = props;
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
          {title}
        </h2>
        <div id={textId}>{children}</div>
        {error && (
          <p className="notice notice-danger" role="alert">
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
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? 'btn books-btn-danger' : 'btn btn-primary'}
            disabled={working}
            onClick={onConfirm}
          >
            {working ? workingLabel : confirmLabel}
          </button>
        </div>
      </div>
    </>
  );
}
