import type { ViewerData } from '@fabelhaft/contracts';
import { useTranslation } from 'react-i18next';
import { useData } from 'vike-react/useData';
import { PageTitle } from '../../../src/components/PageTitle';
import { SampleBookViewer } from '../../../src/components/viewer/FlipbookViewer';

/** issue #26: a showcase sample, read-only, in the viewer customers use. */
export default function SamplePage() {
  const data = useData<ViewerData>();
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={`${data.title} · ${t('showcase.samplePageTitle')}`} />
      <SampleBookViewer data={data} />
    </>
  );
}
