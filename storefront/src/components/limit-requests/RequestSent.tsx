import { useTranslation } from 'react-i18next';
import { usePageTexts } from '../../i18n/page-texts';
import requestsTexts from '../../i18n/texts/requests';

/** The success message after a request was recorded (spec §8: a quota request success message exists). */
export function RequestSent() {
  usePageTexts('requests', requestsTexts);
  const { t } = useTranslation();
  return (
    <p className="notice notice-success request-outcome" role="status">
      {t('requests.success')}
    </p>
  );
}
