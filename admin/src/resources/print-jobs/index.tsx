import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  ArrayField,
  Datagrid,
  DateField,
  List,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TopToolbar,
  UrlField,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HistoryTable, JsonBlock, JourneyChip, StatusChip } from '../../components/fields';
import { StatusTabs } from '../../components/StatusTabs';
import { useSupportAction } from '../../components/use-action';
import type { PrintJobStatusValue } from '@fabelhaft/contracts/constants';

// The statuses support filters by most (libs/contracts: a status that does not exist fails the type check).
const TABS: ('all' | PrintJobStatusValue)[] = [
  'all',
  'submitted',
  'accepted',
  'in_production',
  'shipped',
  'rejected',
  'cancelled',
];
/** issue #15: cancelled only before in_production. */
const CANCELLABLE = new Set(['requested', 'submitted', 'accepted']);
const REPRINTABLE = new Set(['rejected', 'cancelled', 'shipped', 'delivered']);

function PrintJobList() {
  return (
    <List sort={{ field: 'createdAt', order: 'DESC' }} exporter={false}>
      <StatusTabs statuses={TABS} labels="fabelhaft.printJobs.tabs" />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RaTextField source="id" />
        <RaTextField source="orderId" />
        <RaTextField source="partnerId" />
        <StatusChip source="status" />
        <JourneyChip source="status" printJob label="resources.print-jobs.fields.journey" />
        <NumberField source="quantity" />
        <DateField source="updatedAt" showTime />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

/** One support action with a reason (3–500 characters), confirmed in a dialog. */
function ReasonAction(props: {
  kind: 'cancel' | 'reprint';
  shown: (record: RaRecord) => boolean;
  color: 'warning' | 'primary';
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const t = (key: string) => translate(`fabelhaft.printJobs.${key}`);
  const action = useSupportAction(
    async (dp, input: string) => {
      const result =
        props.kind === 'cancel'
          ? await dp.cancelPrintJob(record!.id, input)
          : await dp.reprintPrintJob(record!.id, input);
      // A reprint is a new job: show it.
      if (props.kind === 'reprint') redirect('show', 'print-jobs', result.data.id);
      return result;
    },
    () => ({ message: `fabelhaft.printJobs.${props.kind === 'cancel' ? 'cancelled' : 'reprinted'}` }),
    () => setOpen(false),
  );
  if (!record || !props.shown(record)) return null;
  const valid = reason.trim().length >= 3 && reason.trim().length <= 500;
  const title = `print-job-${props.kind}-title`;
  return (
    <>
      <Button variant="contained" color={props.color} size="small" onClick={() => setOpen(true)}>
        {t(props.kind)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={title} fullWidth maxWidth="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid) action.mutate(reason.trim());
          }}
        >
          <DialogTitle id={title}>{t(`${props.kind}Title`)}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t(`${props.kind}Help`)}
            </Typography>
            <TextField
              label={t('reason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={translate('fabelhaft.limitRequests.reasonHelp')}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('fabelhaft.common.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color={props.color}
              disabled={!valid || action.isPending}
            >
              {t(props.kind)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

function PrintJobShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <ReasonAction kind="cancel" color="warning" shown={(r) => CANCELLABLE.has(String(r.status))} />
          <ReasonAction
            kind="reprint"
            color="primary"
            shown={(r) => REPRINTABLE.has(String(r.status)) && !r.reprintedAs}
          />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <RaTextField source="id" />
        <StatusChip source="status" />
        <JourneyChip source="status" printJob label="resources.print-jobs.fields.journey" />
        <RaTextField source="reason" emptyText="—" />
        <RaTextField source="orderId" />
        <RaTextField source="itemId" />
        <RaTextField source="bookId" />
        <RaTextField source="ownerId" />
        <RaTextField source="partnerId" />
        <RaTextField source="partnerJobRef" emptyText="—" />
        <RaTextField source="reprintOf" emptyText="—" />
        <RaTextField source="reprintedAs" emptyText="—" />
        <NumberField source="quantity" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
      <Typography variant="h6" component="h2" sx={{ px: 2 }}>
        {translate('fabelhaft.printJobs.parcels')}
      </Typography>
      <ArrayField source="parcels">
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ px: 2 }}>—</Typography>}
        >
          <RaTextField source="carrier" />
          <RaTextField source="trackingNumber" />
          <UrlField source="trackingUrl" emptyText="—" target="_blank" rel="noopener noreferrer" />
        </Datagrid>
      </ArrayField>
      <Typography variant="h6" component="h2" sx={{ px: 2, mt: 2 }}>
        {translate('fabelhaft.printJobs.promised')}
      </Typography>
      <PromisedAndProduct />
      <HistoryTable />
    </Show>
  );
}

function PromisedAndProduct() {
  const record = useRecordContext();
  if (!record) return null;
  return <JsonBlock value={{ promised: record.promised, product: record.product }} />;
}

export const printJobs = {
  name: 'print-jobs',
  list: PrintJobList,
  show: PrintJobShow,
  icon: LocalPrintshopIcon,
  recordRepresentation: (r: RaRecord) => String(r.id),
};
