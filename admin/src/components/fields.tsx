import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { FORMAT_NAMES } from '@fabelhaft/contracts/constants';
import {
  JOURNEY_STATUSES,
  JOURNEY_WORDS,
  printJobJourney,
  type JourneyStatus,
} from '@fabelhaft/contracts/journey';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';

const TONES: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  paid: 'success',
  success: 'success',
  completed: 'success',
  fulfilled: 'success',
  failed: 'error',
  cancelled: 'default',
  refunded: 'info',
  partially_refunded: 'info',
  requires_payment: 'warning',
  running: 'info',
  queued: 'default',
  processing: 'info',
};

/** A status as a coloured chip, its text from `fabelhaft.status.<value>` (the raw value when unknown). */
export function StatusChip({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  const label = translate(`fabelhaft.status.${value}`, { _: value });
  return <Chip size="small" variant="outlined" color={TONES[value] ?? 'default'} label={label} />;
}

const JOURNEY_TONES: Partial<Record<JourneyStatus, 'success' | 'warning' | 'error' | 'info'>> = {
  delivered: 'success',
  ready_for_pickup: 'warning',
  delivery_failed: 'error',
  returned: 'error',
  print_failed: 'error',
};

/**
 * issue #24 (ADR 0040): where a book is, in the words the parent reads on the book page and /tracking
 * (libs/contracts journey.ts), in the console's language; the raw status stays in the chip's tooltip. `source`
 * holds a journey status, or (`printJob`) a print job's status. Without a step (before approval, a cancelled
 * job) the chip shows `fallback`'s raw status, or nothing.
 */
export function journeyOf(value: unknown, printJob = false): JourneyStatus | undefined {
  if (printJob) return printJobJourney(value);
  return (JOURNEY_STATUSES as readonly unknown[]).includes(value) ? (value as JourneyStatus) : undefined;
}

export function JourneyChip({
  source,
  printJob = false,
  fallback,
}: {
  source: string;
  printJob?: boolean;
  fallback?: string;
  label?: string;
}) {
  const record = useRecordContext();
  const locale = useLocale();
  const raw = record?.[source] as string | null | undefined;
  const journey = journeyOf(raw, printJob);
  if (!journey) return fallback || printJob ? <StatusChip source={fallback ?? source} /> : null;
  const words = JOURNEY_WORDS[locale === 'en' ? 'en' : 'de'];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={JOURNEY_TONES[journey] ?? 'info'}
      label={words[journey]}
      title={printJob && raw ? raw : undefined}
      data-journey={journey}
    />
  );
}

/** issue #24: a book's format by the one name the customer sees too (libs/contracts), in the console's language. */
export function formatLabel(format: unknown, locale: string): string {
  if (format !== 'booklet' && format !== 'board') return typeof format === 'string' && format ? format : '—';
  return FORMAT_NAMES[locale === 'en' ? 'en' : 'de'][format];
}

export function FormatField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  return <span>{formatLabel(record?.[source], locale)}</span>;
}

/** Minor units (spec §9) in the record's currency, formatted for the console's language. */
export function Money({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const locale = useLocale();
  const amount = record?.[source];
  if (typeof amount !== 'number') return null;
  return <span>{formatMoney(amount, String(record?.currency ?? 'EUR'), locale)}</span>;
}

export const formatMoney = (minor: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency }).format(
    minor / 100,
  );

export interface HistoryEntry {
  type: string;
  at: string;
  by: string | null;
  data?: unknown;
}

/** The event history of a record (type, time, who, data) as the event store recorded it. */
export function HistoryTable() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const history = (record?.history ?? []) as HistoryEntry[];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {translate('fabelhaft.common.history')}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2">{translate('fabelhaft.common.historyEmpty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('fabelhaft.common.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('fabelhaft.common.at')}</TableCell>
              <TableCell>{translate('fabelhaft.common.type')}</TableCell>
              <TableCell>{translate('fabelhaft.common.by')}</TableCell>
              <TableCell>{translate('fabelhaft.common.data')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((h, i) => (
              <TableRow key={`${h.at}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {new Date(h.at).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE')}
                </TableCell>
                <TableCell>{h.type}</TableCell>
                <TableCell>{h.by ?? translate('fabelhaft.common.system')}</TableCell>
                <TableCell>
                  <JsonBlock value={h.data} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

export function JsonBlock({ value }: { value: unknown }) {
  if (value === undefined || value === null) return null;
  return (
    <pre
      style={{
        margin: 0,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: '0.8rem',
        maxWidth: 640,
      }}
    >
      {typeof value === 'string' ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}
