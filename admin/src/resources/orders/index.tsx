import ReceiptIcon from '@mui/icons-material/Receipt';
import { Grid, Link, List as MuiList, ListItem, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  Datagrid,
  DateField,
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
import {
  HistoryTable,
  JsonBlock,
  JourneyChip,
  Money,
  StatusChip,
  FormatField,
} from '../../components/fields';
import {
  AddressField,
  BookLink,
  CustomerLink,
  ParcelLink,
  ParcelLinks,
} from '../../components/support-links';
import { StatusTabs } from '../../components/StatusTabs';
import { RefundButton } from './RefundButton';
import type { OrderStatus } from '@fabelhaft/contracts/constants';
import type { AdminOrderDetailResponse } from '@fabelhaft/contracts';

// The statuses support filters by most (libs/contracts: a status that does not exist fails the type check).
const TABS: ('all' | OrderStatus)[] = [
  'all',
  'paid',
  'processing',
  'fulfilled',
  'requires_payment',
  'refunded',
  'cancelled',
];

function OrderList() {
  const translate = useTranslate();
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder={translate('fabelhaft.orders.searchHelp')}
          sx={{ minWidth: 340 }}
        />,
      ]}
      exporter={false}
    >
      <StatusTabs statuses={TABS} labels="fabelhaft.orders.tabs" />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="email" emptyText="—" />
        <StatusChip source="status" />
        <StatusChip source="paymentStatus" />
        <Money source="amountTotal" />
        <TextField source="invoiceNumber" emptyText="—" />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

/** docs/admin-api.md: number and url stay null while the credit note is being issued (libs/contracts). */
type CreditNote = AdminOrderDetailResponse['creditNotes'][number];

function Documents() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const notes = (record.creditNotes ?? []) as CreditNote[];
  const links: { label: string; url: string }[] = [
    ...(record.invoiceUrl
      ? [
          {
            label: `${translate('fabelhaft.orders.invoice')} ${record.invoiceNumber ?? ''}`,
            url: String(record.invoiceUrl),
          },
        ]
      : []),
    ...(record.receiptUrl
      ? [{ label: translate('fabelhaft.orders.receipt'), url: String(record.receiptUrl) }]
      : []),
    // A credit note is numbered and its PDF stored by a job just after the refund (ADR 0017).
    ...notes
      .filter((n) => n.number && n.url)
      .map((n) => ({ label: translate('fabelhaft.orders.creditNote', { number: n.number }), url: n.url! })),
  ];
  const issuing = notes.filter((n) => !n.number || !n.url).length;
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('fabelhaft.orders.documents')}
      </Typography>
      <MuiList dense>
        {links.map((l) => (
          <ListItem key={l.url} disableGutters>
            <Link href={l.url} target="_blank" rel="noopener noreferrer">
              {l.label}
            </Link>
          </ListItem>
        ))}
        {issuing > 0 && <ListItem disableGutters>{translate('fabelhaft.orders.creditNoteIssuing')}</ListItem>}
        {links.length === 0 && issuing === 0 && <ListItem disableGutters>—</ListItem>}
      </MuiList>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('fabelhaft.orders.payment')}
      </Typography>
      <JsonBlock value={record.payment} />
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('fabelhaft.orders.paymentIssues')}
      </Typography>
      {Array.isArray(record.paymentIssues) && record.paymentIssues.length > 0 ? (
        <JsonBlock value={record.paymentIssues} />
      ) : (
        <Typography variant="body2">{translate('fabelhaft.orders.noIssues')}</Typography>
      )}
    </>
  );
}

function OrderShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <Grid container spacing={2} sx={{ p: 2 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="id" />
            <CustomerLink source="ownerId" />
            <TextField source="email" emptyText="—" />
            <AddressField source="shippingAddress" />
            <StatusChip source="status" />
            <StatusChip source="paymentStatus" />
            <Money source="amountTotal" />
            <Money source="refundedAmount" />
            <TextField source="couponCode" emptyText="—" />
            <TextField source="invoiceNumber" emptyText="—" />
            <DateField source="createdAt" showTime />
            <DateField source="paidAt" showTime emptyText="—" />
          </SimpleShowLayout>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Documents />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h2">
            {translate('fabelhaft.orders.items')}
          </Typography>
          <ArrayField source="items">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <BookLink source="bookId" />
              <FormatField source="format" />
              <NumberField source="quantity" />
              <Money source="amountTotal" />
              <JourneyChip source="journey" fallback="fulfilmentStatus" />
              <ParcelLink label="resources.orders.fields.trackingNumber" />
              <BooleanField source="refunded" />
            </Datagrid>
          </ArrayField>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
            {translate('fabelhaft.orders.printJobs')}
          </Typography>
          <ReferenceManyField reference="print-jobs" target="orderId" perPage={50} label={false}>
            <Datagrid
              rowClick="show"
              bulkActionButtons={false}
              empty={<Typography variant="body2">{translate('fabelhaft.orders.noPrintJobs')}</Typography>}
            >
              <TextField source="id" />
              <TextField source="itemId" />
              <JourneyChip source="status" printJob label="resources.print-jobs.fields.journey" />
              <ParcelLinks label="resources.print-jobs.fields.parcels" />
              <DateField source="updatedAt" showTime />
            </Datagrid>
          </ReferenceManyField>
          <HistoryTable />
        </Grid>
      </Grid>
    </Show>
  );
}

export const orders = {
  name: 'orders',
  list: OrderList,
  show: OrderShow,
  icon: ReceiptIcon,
  recordRepresentation: (r: RaRecord) => String(r.invoiceNumber ?? r.id),
};
