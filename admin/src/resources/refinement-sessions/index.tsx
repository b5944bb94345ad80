import ForumIcon from '@mui/icons-material/Forum';
import {
  BooleanField,
  Datagrid,
  DateField,
  FunctionField,
  List,
  Show,
  SimpleShowLayout,
  TextField,
  type RaRecord,
} from 'react-admin';
import { StatusChip } from '../../components/fields';
import { StatusTabs } from '../../components/StatusTabs';
import { BookLink, CustomerLink, RefinementDialogue } from '../../components/support-links';
import { REFINEMENT_SESSION_STATUSES } from '@fabelhaft/contracts/constants';

/** Waiting on the parent first: a customer stuck in a dialogue shows there (issue #24). */
const TABS = ['all', ...REFINEMENT_SESSION_STATUSES.filter((s) => s !== 'draft')];

function SessionList() {
  return (
    <List sort={{ field: 'updatedAt', order: 'DESC' }} exporter={false}>
      <StatusTabs statuses={TABS} labels="fabelhaft.refinement.tabs" />
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <BookLink source="bookId" />
        <CustomerLink source="ownerId" />
        <TextField source="number" />
        <StatusChip source="status" />
        <BooleanField source="open" />
        <FunctionField
          source="messages"
          sortable={false}
          render={(r: RaRecord) => String((r.messages as unknown[] | undefined)?.length ?? 0)}
        />
        <DateField source="updatedAt" showTime />
      </Datagrid>
    </List>
  );
}

/** Read-only: support reads the dialogue; changing a book stays the parent's (ADR 0020). */
function SessionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <BookLink source="bookId" />
        <CustomerLink source="ownerId" />
        <DateField source="createdAt" showTime />
        <TextField source="revision" emptyText="—" />
        <RefinementDialogue />
      </SimpleShowLayout>
    </Show>
  );
}

export const refinementSessions = {
  name: 'refinement-sessions',
  list: SessionList,
  show: SessionShow,
  icon: ForumIcon,
  recordRepresentation: (r: RaRecord) => `#${String(r.number ?? r.id)}`,
};
