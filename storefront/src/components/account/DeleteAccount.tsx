import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { ApiError, useBff } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { usePageTexts } from '../../i18n/page-texts';
import accountTexts from '../../i18n/texts/account';
import { useModalDialog } from '../use-modal-dialog';

export interface DeleteAccountDialogProps {
  working: boolean;
  /** The error to show: the server's detail when it gave one (spec §8), else the generic text. */
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The confirm dialog before deleting the account (issue #12). Modal like the delete-preview dialog: focus
 * starts on cancel (the safe choice), stays inside, Escape cancels, and focus returns to the opener.
 */
export function DeleteAccountDialog({ working, error, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  usePageTexts('account', accountTexts);
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
          {t('account.deleteAccount.dialogTitle')}
        </h2>
        <p id={textId}>{t('account.deleteAccount.dialogText')}</p>
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
            {t('account.deleteAccount.cancel')}
          </button>
          <button type="button" className="btn books-btn-danger" disabled={working} onClick={onConfirm}>
            {working ? t('account.deleteAccount.working') : t('account.deleteAccount.confirm')}
          </button>
        </div>
      </div>
    </>
  );
}

/**
 * issue #12, GDPR Art. 17: the Account page's "Delete account" section. DELETE /account carries the access
 * token (the BFF deletes the identity user with it, after every service erased its part); on success the
 * customer is signed out and lands on the start page.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation();
  usePageTexts('account', accountTexts);
  const api = useBff();
  const { refreshSession, signOut } = useAuth();
  const [confirming, setConfirming] = useState(false);

  const remove = useMutation({
    mutationFn: async () => {
      // A fresh access token: the one in memory may be close to its expiry.
      const session = await refreshSession();
      if (!session) throw new ApiError(401, undefined, 'AUTH.UNAUTHENTICATED');
      await api<void>('/account', {
        method: 'DELETE',
        body: JSON.stringify({ access_token: session.accessToken }),
      });
    },
    onSuccess: async () => {
      await signOut();
      await navigate('/');
    },
  });

  const error = remove.isError
    ? (remove.error instanceof ApiError && remove.error.detail) || t('account.deleteAccount.error')
    : null;

  return (
    <section className="card account-delete" aria-labelledby="account-delete-title">
      <h2 id="account-delete-title" className="usage-title">
        {t('account.deleteAccount.title')}
      </h2>
      <p className="usage-lead">{t('account.deleteAccount.text')}</p>
      <button
        type="button"
        className="btn books-btn-danger"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        {t('account.deleteAccount.open')}
      </button>
      {confirming && (
        <DeleteAccountDialog
          working={remove.isPending}
          error={error}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate()}
        />
      )}
    </section>
  );
}
