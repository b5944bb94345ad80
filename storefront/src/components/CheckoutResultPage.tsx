import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { CheckoutResult, checkoutBookId, isCancelPath } from './CheckoutResult';
import { PageTitle } from './PageTitle';

/** The page behind both /checkout/success and /checkout/cancel (spec §2 Checkout result). */
export function CheckoutResultPage() {
  const { t } = useTranslation();
  const { urlPathname, urlParsed } = usePageContext();
  return (
    <>
      <PageTitle title={t(`checkout.${isCancelPath(urlPathname) ? 'cancel' : 'success'}.pageTitle`)} />
      <CheckoutResult pathname={urlPathname} bookId={checkoutBookId(urlParsed.search['book_id'])} />
    </>
  );
}
