import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Button, Link, List as MuiList, ListItem, Typography } from '@mui/material';
import {
  BooleanField,
  BooleanInput,
  Datagrid,
  DateField,
  List,
  ReferenceManyField,
  SearchInput,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HistoryTable, Money, StatusChip, FormatField } from '../../components/fields';
import { CustomerLink, ParcelLinks, RefinementDialogues } from '../../components/support-links';
import { useSupportAction } from '../../components/use-action';

const STATUSES = ['queued', 'orchestrating', 'running', 'completed', 'failed'].map((id) => ({
  id,
  name: id,
}));

function BookList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="status" source="status" choices={STATUSES} />,
        <BooleanInput key="isPreview" source="isPreview" />,
      ]}
      exporter={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="title" emptyText="—" />
        <CustomerLink source="ownerId" />
        <StatusChip source="status" />
        <StatusChip source="paymentStatus" />
        <BooleanField source="isPreview" />
        <FormatField source="format" />
        <TextField source="mainLanguage" />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}

/** Retry production: for a paid full book whose production failed (as /support/books/{id}/retry-production). */
export const canRetryProduction = (r: RaRecord | undefined): boolean =>
  Boolean(r && !r.isPreview && r.status === 'failed' && r.paymentStatus === 'success');

function RetryButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const retry = useSupportAction(
    (dp, id: RaRecord['id']) => dp.retryProduction(id),
    () => ({ message: 'fabelhaft.books.retried' }),
  );
  if (!canRetryProduction(record)) return null;
  return (
    <Button
      variant="contained"
      size="small"
      disabled={retry.isPending}
      onClick={() => retry.mutate(record!.id)}
    >
      {translate('fabelhaft.books.retry')}
    </Button>
  );
}

function Files() {
  const record = useRecordContext();
  const translate = useTranslate();
  const files = (record?.files ?? []) as { kind: string; key: string; url: string }[];
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('fabelhaft.books.files')}
      </Typography>
      {files.length === 0 ? (
        <Typography variant="body2">{translate('fabelhaft.books.noFiles')}</Typography>
      ) : (
        <MuiList dense>
          {files.map((f) => (
            <ListItem key={f.key} disableGutters>
              <Link href={f.url} target="_blank" rel="noopener noreferrer">
                {f.kind}: {f.key}
              </Link>
            </ListItem>
          ))}
        </MuiList>
      )}
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

const None = () => <Typography variant="body2">—</Typography>;

function BookShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RetryButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="title" emptyText="—" />
        <TextField source="id" />
        <CustomerLink source="ownerId" />
        <StatusChip source="status" />
        <StatusChip source="previewStatus" />
        <StatusChip source="paymentStatus" />
        <BooleanField source="isPreview" />
        <FormatField source="format" />
        <TextField source="mainLanguage" />
        <TextField source="translationLanguage" emptyText="—" />
        <TextField source="style" />
        <TextField source="idea" />
        <TextField source="error" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
        <Files />
        <Heading text="fabelhaft.books.orders" />
        <ReferenceManyField reference="orders" target="bookId" perPage={25} label={false}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<None />}>
            <TextField source="id" />
            <StatusChip source="status" />
            <Money source="amountTotal" />
            <TextField source="invoiceNumber" emptyText="—" />
            <DateField source="createdAt" showTime />
          </Datagrid>
        </ReferenceManyField>
        <Heading text="fabelhaft.books.printJobs" />
        <ReferenceManyField reference="print-jobs" target="bookId" perPage={25} label={false}>
          <Datagrid rowClick="show" bulkActionButtons={false} empty={<None />}>
            <TextField source="id" />
            <TextField source="orderId" />
            <StatusChip source="status" />
            <ParcelLinks label="resources.print-jobs.fields.parcels" />
            <DateField source="updatedAt" showTime />
          </Datagrid>
        </ReferenceManyField>
        <Heading text="fabelhaft.books.refinement" />
        {/* issue #24: support reads the dialogue the parent had (read-only), newest session first. */}
        <ReferenceManyField
          reference="refinement-sessions"
          target="bookId"
          perPage={20}
          sort={{ field: 'createdAt', order: 'DESC' }}
          label={false}
        >
          <RefinementDialogues />
        </ReferenceManyField>
        <HistoryTable />
      </SimpleShowLayout>
    </Show>
  );
}

export const books = {
  name: 'books',
  list: BookList,
  show: BookShow,
  icon: MenuBookIcon,
  recordRepresentation: (r: RaRecord) => String(r.title ?? r.id),
};
