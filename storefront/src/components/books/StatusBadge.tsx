import { useTranslation } from 'react-i18next';
import { statusTone, type DisplayStatus } from './book-model';

/** spec §4: the label books.status.{status}, toned by how far the book has come. */
export function StatusBadge({ status }: { status: DisplayStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-${statusTone(status)} book-status`} data-status={status}>
      {t(`books.status.${status}`)}
    </span>
  );
}
