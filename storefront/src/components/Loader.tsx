import { useTranslation } from 'react-i18next';

export function Loader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status" aria-live="polite" data-testid="loader">
      <span className="loader-dot" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
