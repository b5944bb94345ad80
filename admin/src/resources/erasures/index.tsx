import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useSupportAction } from '../../components/use-action';
import type { ErasureStepStatus } from '@fabelhaft/contracts';
import { ERASURE_STEPS } from '@fabelhaft/contracts/constants';

/** The saga's steps in the order they run (libs/contracts, issue #25: declared once). */
const STEPS = ERASURE_STEPS;
type StepStatus = ErasureStepStatus;

const COLOUR = { done: 'success', waiting: 'warning', failed: 'error', pending: 'default' } as const;

function StepChip({ status }: { status: StepStatus | undefined }) {
  const translate = useTranslate();
  if (!status) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOUR[status.state]}
      label={translate(`fabelhaft.erasures.states.${status.state}`)}
    />
  );
}

/** One row per service: its state, tries, last attempt, the reason it waits or failed, and what it erased. */
function Steps() {
  const record = useRecordContext();
  const translate = useTranslate();
  const steps = (record?.steps ?? {}) as Record<string, StepStatus>;
  return (
    <Table size="small" aria-label={translate('fabelhaft.erasures.steps')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('fabelhaft.erasures.service')}</TableCell>
          <TableCell>{translate('fabelhaft.erasures.state')}</TableCell>
          <TableCell>{translate('fabelhaft.erasures.attempts')}</TableCell>
          <TableCell>{translate('fabelhaft.erasures.at')}</TableCell>
          <TableCell>{translate('fabelhaft.erasures.reason')}</TableCell>
          <TableCell>{translate('fabelhaft.erasures.result')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {STEPS.map((step) => {
          const s = steps[step];
          return (
            <TableRow key={step}>
              <TableCell>{translate(`fabelhaft.erasures.services.${step}`)}</TableCell>
              <TableCell>
                <StepChip status={s} />
              </TableCell>
              <TableCell>{s?.attempts ?? 0}</TableCell>
              <TableCell>{s?.at ? new Date(s.at).toLocaleString() : '–'}</TableCell>
              <TableCell>
                {s?.code
                  ? translate(`fabelhaft.erasures.codes.${s.code.replace(/\./g, '_')}`, { _: s.code })
                  : '–'}
              </TableCell>
              <TableCell>
                {s?.result
                  ? Object.entries(s.result)
                      .map(([k, v]) => `${k}: ${v}`)
                      .join(', ')
                  : '–'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The services not yet done, at a glance. */
function Open() {
  const record = useRecordContext();
  const translate = useTranslate();
  const steps = (record?.steps ?? {}) as Record<string, StepStatus>;
  const open = STEPS.filter((s) => steps[s] && steps[s].state !== 'done');
  if (open.length === 0) return <>–</>;
  return <>{open.map((s) => translate(`fabelhaft.erasures.services.${s}`)).join(', ')}</>;
}

function RetryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const retry = useSupportAction(
    (dp, id: RaRecord['id']) => dp.retryErasure(id),
    () => ({ message: 'fabelhaft.erasures.retried' }),
  );
  if (!record || record.status === 'completed') return null;
  return (
    <Button
      size="small"
      variant="contained"
      disabled={retry.isPending}
      onClick={(e) => {
        e.stopPropagation();
        retry.mutate(record.id);
      }}
    >
      {translate('fabelhaft.erasures.retry')}
    </Button>
  );
}

/**
 * issue #22: every account erasure with a status per service (docs/admin-api.md "erasures"): which services are
 * done, which wait (a payment, a production, a parcel on its way) and which failed and are retried.
 */
function ErasureList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'requestedAt', order: 'DESC' }}
      filters={[
        <SelectInput
          key="status"
          source="status"
          alwaysOn
          choices={[
            { id: 'in_progress', name: translate('fabelhaft.erasures.status.in_progress') },
            { id: 'completed', name: translate('fabelhaft.erasures.status.completed') },
          ]}
        />,
      ]}
      exporter={false}
    >
      <Datagrid expand={<Steps />} rowClick="expand" bulkActionButtons={false}>
        <DateField source="requestedAt" showTime />
        <TextField source="subject" />
        <FunctionField
          source="status"
          render={(r: RaRecord) => translate(`fabelhaft.erasures.status.${String(r.status)}`)}
        />
        <FunctionField label="fabelhaft.erasures.open" render={() => <Open />} />
        <DateField source="completedAt" showTime emptyText="–" />
        <RetryButton />
      </Datagrid>
    </List>
  );
}

export const erasures = {
  name: 'erasures',
  list: ErasureList,
  icon: DeleteSweepIcon,
};
