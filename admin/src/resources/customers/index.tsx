import PeopleIcon from '@mui/icons-material/People';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  ReferenceManyField,
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HistoryTable, Money, StatusChip, FormatField } from '../../components/fields';
import { useSupportAction } from '../../components/use-action';

const Remaining = ({ kind }: { kind: 'preview' | 'edit'; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>
      {translate('fabelhaft.customers.remainingOf', {
        remaining: record[`${kind}Remaining`],
        limit: record[`${kind}Limit`],
      })}
    </span>
  );
};

function CustomerList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="email" emptyText="—" />
        <FunctionField label="fabelhaft.customers.previews" render={() => <Remaining kind="preview" />} />
        <FunctionField label="fabelhaft.customers.edits" render={() => <Remaining kind="edit" />} />
        <NumberField source="openRequests" />
        <DateField source="createdAt" emptyText="—" />
      </Datagrid>
    </List>
  );
}

const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n <= 100;

/** Grant previews or edits directly (docs/admin-api.md: each 1–100; a 0 is left out). */
function GrantButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [previews, setPreviews] = useState('0');
  const [edits, setEdits] = useState('0');
  const grant = useSupportAction(
    (dp, input: { previews?: number; edits?: number }) => dp.grantCustomer(record!.id, input),
    () => ({ message: 'fabelhaft.customers.granted' }),
    () => setOpen(false),
  );
  if (!record) return null;
  const p = Number(previews);
  const e = Number(edits);
  const valid = inRange(p) && inRange(e) && p + e > 0;
  return (
    <>
      <Button variant="contained" size="small" onClick={() => setOpen(true)}>
        {translate('fabelhaft.customers.grant')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="grant-title">
        <form
          onSubmit={(ev) => {
            ev.preventDefault();
            if (valid) grant.mutate({ ...(p > 0 ? { previews: p } : {}), ...(e > 0 ? { edits: e } : {}) });
          }}
        >
          <DialogTitle id="grant-title">{translate('fabelhaft.customers.grantTitle')}</DialogTitle>
          <DialogContent>
            <MuiTextField
              type="number"
              label={translate('fabelhaft.customers.grantPreviews')}
              value={previews}
              onChange={(ev) => setPreviews(ev.target.value)}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              fullWidth
              margin="dense"
            />
            <MuiTextField
              type="number"
              label={translate('fabelhaft.customers.grantEdits')}
              value={edits}
              onChange={(ev) => setEdits(ev.target.value)}
              helperText={translate('fabelhaft.customers.grantHelp')}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('fabelhaft.common.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!valid || grant.isPending}>
              {translate('fabelhaft.customers.grant')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

const Heading = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
      {translate(text)}
    </Typography>
  );
};

function CustomerShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <GrantButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="email" emptyText="—" />
        <TextField source="id" />
        <FunctionField label="fabelhaft.customers.previews" render={() => <Remaining kind="preview" />} />
        <FunctionField label="fabelhaft.customers.edits" render={() => <Remaining kind="edit" />} />
        <NumberField source="openRequests" />
        <DateField source="createdAt" showTime emptyText="—" />
        <Heading text="fabelhaft.customers.books" />
        <ReferenceManyField reference="books" target="ownerId" perPage={10} label={false}>
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="title" emptyText="—" />
            <StatusChip source="status" />
            <StatusChip source="paymentStatus" />
            <FormatField source="format" />
            <DateField source="createdAt" />
          </Datagrid>
        </ReferenceManyField>
        <Heading text="fabelhaft.customers.orders" />
        <ReferenceManyField reference="orders" target="ownerId" perPage={10} label={false}>
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="id" />
            <StatusChip source="status" />
            <Money source="amountTotal" />
            <TextField source="invoiceNumber" emptyText="—" />
            <DateField source="createdAt" />
          </Datagrid>
        </ReferenceManyField>
        <HistoryTable />
      </SimpleShowLayout>
    </Show>
  );
}

export const customers = {
  name: 'customers',
  list: CustomerList,
  show: CustomerShow,
  icon: PeopleIcon,
  recordRepresentation: (r: RaRecord) => String(r.email ?? r.id),
};
