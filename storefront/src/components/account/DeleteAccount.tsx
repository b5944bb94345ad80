import './DeleteAccount.css';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { ApiError, useBff } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { usePageTexts } from '../../i18n/page-texts';
import accountTexts from '../../i18n/texts/account';
import { ConfirmDialog } from '../ConfirmDialog';
import { useRefusalText } from '../../api/refusal';

export interface DeleteAccountDialogProps {
  working: boolean;
  /** The error to show: the server's detail when it gave one (spec §8), else the generic text. */
  error: string | null;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The confirm dialog before deleting the account (issue #12), the shared ConfirmDialog.
 */
export function DeleteAccountDialog({ working, error, onCancel, onConfirm }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  usePageTexts('account', accountTexts);
  return (
    <ConfirmDialog
      title={t('account.deleteAccount.dialogTitle')}
      cancelLabel={t('account.deleteAccount.cancel')}
      confirmLabel={t('account.deleteAccount.confirm')}
      workingLabel={t('account.deleteAccount.working')}
      tone="danger"
      working={working}
      error={error}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{t('account.deleteAccount.dialogText')}</p>
    </ConfirmDialog>
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

  const word = useRefusalText();
  const remove = useMutation({
    mutationFn: async () => {
      // A fresh access token: the one in memory may be close to its expiry.
      const session = await refreshSession();
      if (!session) throw new ApiError(401, undefined, 'AUTH.UNAUTHENTICATED');
      await api<void>('/account', {
        method: 'DELETE',
        // issue #22: the BFF revokes the refresh token too, before it deletes the user.
        body: JSON.stringify({
          access_token: session.accessToken,
          ...(session.refreshToken ? { refresh_token: session.refreshToken } : {}),
        }),
      });
    },
    onSuccess: async () => {
      await signOut();
      await navigate('/');
    },
  });

  const error = remove.isError ? word(remove.error, t('account.deleteAccount.error')) : null;

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
