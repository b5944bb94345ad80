import MenuBookIcon from '@mui/icons-material/MenuBook';
import {
  Button,
  Link,
  List as MuiList,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
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
  RecordContextProvider,
  useGetList,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HistoryTable, JourneyChip, Money, StatusChip, FormatField } from '../../components/fields';
import { CustomerLink, ParcelLinks, RefinementDialogues } from '../../components/support-links';
import { likenessRows, type LikenessRecord } from './likeness';
import { useSupportAction } from '../../components/use-action';
import { PRODUCTION_STATUSES } from '@fabelhaft/contracts/constants';

const STATUSES = PRODUCTION_STATUSES.map((id) => ({
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
        <BookJourney label="resources.books.fields.journey" />
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

/** issue #23: the likeness check of the revision shown — each character and page that still differs. */
function Likeness() {
  const record = useRecordContext();
  const translate = useTranslate();
  const likeness = record?.likeness as LikenessRecord | null | undefined;
  const rows = likenessRows(likeness);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('fabelhaft.books.likeness')}
      </Typography>
      {!likeness ? (
        <Typography variant="body2">{translate('fabelhaft.books.likenessNone')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {translate(
              likeness.passed ? 'fabelhaft.books.likenessPassed' : 'fabelhaft.books.likenessFailed',
              {
                pages: likeness.pagesChecked,
                checker: likeness.checker,
              },
            )}
          </Typography>
          {likeness.characters.map((c) => (
            <Typography key={c.characterId} variant="body2">
              {translate('fabelhaft.books.likenessCharacter', {
                name: c.name,
                pages: c.pages,
                failing: c.failing.length ? c.failing.join(', ') : '—',
              })}
            </Typography>
          ))}
          {likeness.remade.length > 0 && (
            <Typography variant="body2">
              {translate('fabelhaft.books.likenessRemade', { pages: likeness.remade.join(', ') })}
            </Typography>
          )}
          {likeness.unchecked.length > 0 && (
            <Typography variant="body2">
              {translate('fabelhaft.books.likenessUnchecked', { pages: likeness.unchecked.join(', ') })}
            </Typography>
          )}
          {rows.length > 0 && (
            <Table size="small" aria-label={translate('fabelhaft.books.likeness')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('fabelhaft.books.likenessPage')}</TableCell>
                  <TableCell>{translate('fabelhaft.books.likenessWho')}</TableCell>
                  <TableCell>{translate('fabelhaft.books.likenessParts')}</TableCell>
                  <TableCell>{translate('fabelhaft.books.likenessNotes')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={`${r.page}-${r.name}`}>
                    <TableCell>{r.page}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{r.parts}</TableCell>
                    <TableCell>{r.notes || '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </>
      )}
    </>
  );
}

/**
 * issue #24 (ADR 0040): where the book is after approval, in the parent's words — its newest print job's step
 * (libs/contracts journey.ts); "—" before it went to the print shop.
 */
function BookJourney(_props: { label?: string }) {
  const record = useRecordContext();
  const { data } = useGetList(
    'print-jobs',
    {
      filter: { bookId: record?.id },
      sort: { field: 'createdAt', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    },
    { enabled: !!record?.id },
  );
  const job = data?.[0];
  if (!job) return <span>—</span>;
  return (
    <RecordContextProvider value={job}>
      <JourneyChip source="status" printJob />
    </RecordContextProvider>
  );
}

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
        <BookJourney label="resources.books.fields.journey" />
        <BooleanField source="isPreview" />
        <FormatField source="format" />
        <TextField source="mainLanguage" />
        <TextField source="translationLanguage" emptyText="—" />
        <TextField source="style" />
        <TextField source="idea" />
        <TextField source="error" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="updatedAt" showTime />
        <Likeness />
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
            <JourneyChip source="status" printJob label="resources.print-jobs.fields.journey" />
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
