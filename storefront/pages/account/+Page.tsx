import '../../src/styles/pages.css';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../src/auth/AuthContext';
import { PageTitle } from '../../src/components/PageTitle';
import { QueryProvider } from '../../src/api/QueryProvider';
import { AccountUsage } from '../../src/components/UsageCard';

/** spec §2 account (login required, guarded by the Layout): usage card, request card, then the orders. */
export default function Account() {
  const { t } = useTranslation();
  const { user } = useAuth();

  return (
    <QueryProvider>
      <div className="pg">
        <PageTitle title={t('account.pageTitle')} />
        <header className="container pg-head pg-head-start">
          <p className="eyebrow">{t('account.eyebrow')}</p>
          <h1>{t('account.title')}</h1>
          {user && <p className="pg-lead">{t('account.signedInAs', { email: user.email })}</p>}
        </header>
        <div className="container account-layout">
          <AccountUsage />

          {/* The order list (spec §2: id, dates, amount, status badge, invoice, items) arrives with the checkout
            issue and GET /books/orders; until then this section only says where orders will appear. */}
          <section className="account-orders" aria-labelledby="orders-title">
            <h2 id="orders-title">{t('account.orders.title')}</h2>
            <div className="card orders-empty">
              <p>{t('account.orders.text')}</p>
              <a className="btn btn-secondary" href="/books">
                {t('account.orders.books')}
              </a>
            </div>
          </section>
        </div>
      </div>
    </QueryProvider>
  );
}
