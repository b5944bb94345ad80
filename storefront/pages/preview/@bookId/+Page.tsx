import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../../src/i18n/page-texts';
import previewTexts from '../../../src/i18n/texts/preview';
import { usePageContext } from 'vike-react/usePageContext';
import { PreviewDetail } from '../../../src/components/books/PreviewDetail';
import { PageTitle } from '../../../src/components/PageTitle';

/** spec §2 Preview detail (login required, guarded by the Layout). */
export default function Preview() {
  const { t } = useTranslation();
  usePageTexts('preview', previewTexts);
  const { routeParams } = usePageContext();
  return (
    <>
      <div className="pg">
        <PageTitle title={t('preview.pageTitle')} />
        <div className="container">
          <PreviewDetail bookId={routeParams.bookId ?? ''} />
        </div>
      </div>
    </>
  );
}
