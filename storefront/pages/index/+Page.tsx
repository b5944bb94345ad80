import { useTranslation } from 'react-i18next';

export default function Landing() {
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{t('common.productName')}</h1>
    </div>
  );
}
