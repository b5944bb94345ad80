import { Box, Link, List as MuiList, ListItem, Paper, Stack, Typography } from '@mui/material';
import {
  FunctionField,
  RecordContextProvider,
  ReferenceField,
  useListContext,
  useLocale,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { StatusChip } from './fields';
import type { PlannedChangeView, RefinementMessageView } from '@fabelhaft/contracts';

/**
 * issue #24: the record's customer as a link to the customer page, named by the verified email the BFF takes
 * from the identity provider (the id when the provider has none).
 */
export function CustomerLink({ source = 'ownerId' }: { source?: string; label?: string }) {
  return (
    <ReferenceField source={source} reference="customers" link="show" emptyText="—">
      <FunctionField render={(c: RaRecord) => String(c.email ?? c.id)} />
    </ReferenceField>
  );
}

/** A book (its title) linking to its page. */
export function BookLink({ source = 'bookId' }: { source?: string; label?: string }) {
  return <ReferenceField source={source} reference="books" link="show" emptyText="—" />;
}

/** The parcel's tracking number linking to the carrier's tracking page (a new tab). */
export function ParcelLink(_props: { label?: string }) {
  const record = useRecordContext();
  if (!record?.trackingNumber) return <span>—</span>;
  const label = [record.carrier, record.trackingNumber].filter(Boolean).join(' ');
  if (!record.trackingUrl) return <span>{label}</span>;
  return (
    <Link href={String(record.trackingUrl)} target="_blank" rel="noopener noreferrer">
      {label}
    </Link>
  );
}

interface Parcel {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/** A print job's parcels, each linking to the carrier's tracking page. */
export function ParcelLinks(_props: { label?: string }) {
  const record = useRecordContext();
  const parcels = (record?.parcels ?? []) as Parcel[];
  if (parcels.length === 0) return <span>—</span>;
  return (
    <Stack spacing={0.5} onClick={(e) => e.stopPropagation()}>
      {parcels.map((p) =>
        p.trackingUrl ? (
          <Link key={p.trackingNumber} href={p.trackingUrl} target="_blank" rel="noopener noreferrer">
            {p.carrier} {p.trackingNumber}
          </Link>
        ) : (
          <span key={p.trackingNumber}>
            {p.carrier} {p.trackingNumber}
          </span>
        ),
      )}
    </Stack>
  );
}

/** The shipping address as the payment provider collected it, one line each. */
export function AddressField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const a = record?.[source] as
    | { name: string; line1: string; line2: string | null; postalCode: string; city: string; country: string }
    | null
    | undefined;
  if (!a) return <span>—</span>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {[a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.country]
        .filter((line): line is string => Boolean(line))
        .map((line) => (
          <div key={line}>{line}</div>
        ))}
    </Box>
  );
}

/** A refinement session's message and planned change as the console reads them (libs/contracts). */
type Message = RefinementMessageView;
type Change = PlannedChangeView;

/**
 * One refinement session as the parent had it (spec §2 Refinement dialog), read-only: the messages in order,
 * the plan waiting for confirmation, the error of a failed revision (issue #24).
 */
export function RefinementDialogue() {
  const s = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  if (!s) return null;
  const t = (key: string, options?: object) => translate(`fabelhaft.refinement.${key}`, options);
  const time = (at: string) => new Date(at).toLocaleString(locale === 'en' ? 'en-GB' : 'de-DE');
  const messages = (s.messages ?? []) as Message[];
  const plan = s.latestPlan as { planNumber: number; plannedChanges: Change[] } | null;
  const heading = `refinement-session-${s.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading} sx={{ p: 2, mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography id={heading} variant="subtitle1" component="h3">
          {t('session', { number: s.number })}
        </Typography>
        <StatusChip source="status" />
        <Typography variant="body2">
          {s.open ? t('open') : t('closed')} · {time(String(s.updatedAt))}
        </Typography>
      </Stack>
      {messages.length === 0 ? (
        <Typography variant="body2">{t('noMessages')}</Typography>
      ) : (
        <MuiList dense aria-label={t('messages')}>
          {messages.map((m) => (
            <ListItem key={m.id} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" component="p">
                <strong>{t(m.role === 'user' ? 'parent' : 'assistant')}</strong> · {time(m.createdAt)}
              </Typography>
              <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                {m.content}
              </Typography>
            </ListItem>
          ))}
        </MuiList>
      )}
      {plan && plan.plannedChanges.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
            {t('plan', { number: plan.planNumber })}
            {s.requiresConfirmation ? ` · ${t('awaitingConfirmation')}` : ''}
          </Typography>
          <MuiList dense>
            {plan.plannedChanges.map((c, i) => (
              <ListItem key={`${c.targetIdentifier}-${i}`} disableGutters sx={{ typography: 'body2' }}>
                {c.targetType} · {c.action} · {c.targetIdentifier}: {c.rationale}
              </ListItem>
            ))}
          </MuiList>
        </>
      )}
      {s.error && (
        <Typography variant="body2" color="error">
          {t('error')}: {String(s.error)}
        </Typography>
      )}
    </Paper>
  );
}

/** The sessions of a `ReferenceManyField`, each as its dialogue. */
export function RefinementDialogues() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data || data.length === 0)
    return <Typography variant="body2">{translate('fabelhaft.refinement.none')}</Typography>;
  return (
    <>
      {data.map((session) => (
        <RecordContextProvider key={session.id} value={session}>
          <RefinementDialogue />
        </RecordContextProvider>
      ))}
    </>
  );
}
