import InboxIcon from '@mui/icons-material/MoveToInbox';
import { Card, CardContent, Grid, Typography } from '@mui/material';
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
import { StatusChip, FormatField } from '../../components/fields';
import { StatusTabs } from '../../components/StatusTabs';
import { DecisionButtons } from './DecisionButtons';

const Kind = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return record ? <span>{translate(`fabelhaft.limitRequests.kind.${String(record.kind)}`)}</span> : null;
};

/** Pending first (the default tab), oldest first (docs/admin-api.md). */
function LimitRequestList() {
  return (
    <List
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      exporter={false}
    >
      <StatusTabs statuses={['pending', 'approved', 'rejected']} labels="fabelhaft.limitRequests.tabs" />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" showTime />
        <FunctionField source="kind" render={() => <Kind />} />
        <TextField source="email" emptyText="—" />
        <TextField source="message" sx={{ display: 'block', maxWidth: 420 }} />
        <StatusChip source="status" />
        <NumberField source="granted" emptyText="—" />
        <FunctionField label="" render={() => <DecisionButtons />} />
      </Datagrid>
    </List>
  );
}

function Quota() {
  const record = useRecordContext();
  const translate = useTranslate();
  const quota = record?.quota as
    { previewLimit: number; previewRemaining: number; editLimit: number; editRemaining: number } | undefined;
  if (!quota) return null;
  const line = (label: string, remaining: number, limit: number) => (
    <Typography variant="body1">
      <strong>{translate(label)}:</strong>{' '}
      {translate('fabelhaft.customers.remainingOf', { remaining, limit })}
    </Typography>
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('fabelhaft.limitRequests.quota')}
        </Typography>
        {line('fabelhaft.customers.previews', quota.previewRemaining, quota.previewLimit)}
        {line('fabelhaft.customers.edits', quota.editRemaining, quota.editLimit)}
      </CardContent>
    </Card>
  );
}

function CustomerBooks() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('fabelhaft.limitRequests.customerBooks')}
      </Typography>
      <ReferenceManyField reference="books" target="ownerId" source="ownerId" perPage={10}>
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" emptyText="—" />
          <StatusChip source="status" />
          <StatusChip source="paymentStatus" />
          <FormatField source="format" />
          <DateField source="createdAt" />
        </Datagrid>
      </ReferenceManyField>
    </>
  );
}

const ShowActions = () => (
  <TopToolbar>
    <DecisionButtons />
  </TopToolbar>
);

function LimitRequestShow() {
  return (
    <Show actions={<ShowActions />}>
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <FunctionField source="kind" render={() => <Kind />} />
            <StatusChip source="status" />
            <TextField source="email" emptyText="—" />
            <TextField source="ownerId" />
            <TextField source="bookId" emptyText="—" />
            <TextField source="message" />
            <DateField source="createdAt" showTime />
            <NumberField source="granted" emptyText="—" />
            <TextField source="reason" emptyText="—" />
            <DateField source="decidedAt" showTime emptyText="—" />
            <TextField source="decidedBy" emptyText="—" />
          </SimpleShowLayout>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Quota />
        </Grid>
        <Grid size={12}>
          <CustomerBooks />
        </Grid>
      </Grid>
    </Show>
  );
}

export const limitRequests = {
  name: 'limit-requests',
  list: LimitRequestList,
  show: LimitRequestShow,
  icon: InboxIcon,
  recordRepresentation: (r: RaRecord) => String(r.email ?? r.id),
};
