import './Page.css';
// The confirm dialog's look is the delete-preview dialog's.
import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../src/i18n/page-texts';
import accountTexts from '../../src/i18n/texts/account';
import { useAuth } from '../../src/auth/AuthContext';
import { PageTitle } from '../../src/components/PageTitle';
import { AccountOrders } from '../../src/components/orders/OrderList';
import { AccountUsage } from '../../src/components/UsageCard';
import { DeleteAccountSection } from '../../src/components/account/DeleteAccount';

/**
 * spec §2 account (login required, guarded by the Layout): usage card, request card, then the orders; last the
 * "Delete account" section (issue #12, GDPR Art. 17).
 */
export default function Account() {
  const { t } = useTranslation();
  usePageTexts('account', accountTexts);
  const { user } = useAuth();

  return (
    <>
      <div className="pg">
        <PageTitle title={t('account.pageTitle')} />
        <header className="container pg-head pg-head-start">
          <p className="eyebrow">{t('account.eyebrow')}</p>
          <h1>{t('account.title')}</h1>
          {user && <p className="pg-lead">{t('account.signedInAs', { email: user.email })}</p>}
        </header>
        <div className="container account-layout">
          <AccountUsage />

          <AccountOrders />

          <DeleteAccountSection />
        </div>
      </div>
    </>
  );
}
