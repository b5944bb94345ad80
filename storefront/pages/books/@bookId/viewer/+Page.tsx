import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PageTitle } from '../../../../src/components/PageTitle';
import { FlipbookViewer } from '../../../../src/components/viewer/FlipbookViewer';
import { usePageTexts } from '../../../../src/i18n/page-texts';
import viewerTexts from '../../../../src/i18n/texts/viewer';
import { viewerTarget } from '../../../../src/components/likeness/likeness-model';

/** spec §2 Flipbook viewer (login required, guarded by the Layout). */
export default function Viewer() {
  usePageTexts('viewer', viewerTexts);
  const { t } = useTranslation();
  const { routeParams, urlParsed } = usePageContext();
  // issue #23: "ask for a change" on a likeness problem opens the book on that page with the refine dialog.
  const target = viewerTarget(urlParsed.search);
  return (
    <>
      <PageTitle title={t('viewer.pageTitle')} />
      <FlipbookViewer bookId={routeParams.bookId ?? ''} target={target} />
    </>
  );
}
