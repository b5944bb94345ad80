import ReportIcon from '@mui/icons-material/ReportProblem';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  Datagrid,
  DateField,
  List,
  NumberField,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { JsonBlock } from '../../components/fields';
import { useSupportAction } from '../../components/use-action';

function DeadLetterActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [confirm, setConfirm] = useState(false);
  const retry = useSupportAction(
    (dp, id: RaRecord['id']) => dp.retryDeadLetter(id),
    () => ({ message: 'fabelhaft.deadLetters.retried' }),
  );
  const discard = useSupportAction(
    (dp, id: RaRecord['id']) => dp.discardDeadLetter(id),
    () => ({ message: 'fabelhaft.deadLetters.discarded' }),
    () => setConfirm(false),
  );
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="contained"
        disabled={retry.isPending}
        onClick={() => retry.mutate(record.id)}
      >
        {translate('fabelhaft.deadLetters.retry')}
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setConfirm(true)}>
        {translate('fabelhaft.deadLetters.discard')}
      </Button>
      <Confirm
        isOpen={confirm}
        title="fabelhaft.deadLetters.discard"
        content="fabelhaft.deadLetters.confirmDiscard"
        onConfirm={() => discard.mutate(record.id)}
        onClose={() => setConfirm(false)}
      />
    </Stack>
  );
}

function Message() {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2" component="h3">
        {translate('fabelhaft.deadLetters.message')} ({String(record?.subject ?? '')})
      </Typography>
      <JsonBlock value={record?.data} />
    </div>
  );
}

/** The dead-letter stream: error and data shown in the row's expansion; Retry and Discard per message. */
function DeadLetterList() {
  return (
    <List
      sort={{ field: 'failedAt', order: 'DESC' }}
      filters={[
        <TextInput key="service" source="service" alwaysOn />,
        <TextInput key="consumer" source="consumer" />,
      ]}
      exporter={false}
    >
      <Datagrid expand={<Message />} rowClick="expand" bulkActionButtons={false}>
        <DateField source="failedAt" showTime />
        <TextField source="service" />
        <TextField source="consumer" />
        <TextField source="subject" />
        <TextField source="error" sx={{ display: 'block', maxWidth: 360, color: 'error.main' }} />
        <NumberField source="deliveries" />
        <DeadLetterActions />
      </Datagrid>
    </List>
  );
}

export const deadLetters = {
  name: 'dead-letters',
  list: DeadLetterList,
  icon: ReportIcon,
};
