import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useSupportAction } from '../../components/use-action';

/** docs/admin-api.md: grant 1–100; reason ≥ 3 characters. */
export const validGrant = (n: number): boolean => Number.isInteger(n) && n >= 1 && n <= 100;
export const validReason = (s: string): boolean => s.trim().length >= 3;

/** Approve (with how many, default 3) and Reject (with a reason): only while the request is pending. */
export function DecisionButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const [grant, setGrant] = useState('3');
  const [reason, setReason] = useState('');
  const close = () => setOpen(null);
  const approve = useSupportAction(
    (dp, n: number) => dp.approveLimitRequest(record!.id, n),
    (n) => ({ message: 'fabelhaft.limitRequests.approved', args: { grant: n } }),
    close,
  );
  const reject = useSupportAction(
    (dp, text: string) => dp.rejectLimitRequest(record!.id, text.trim()),
    () => ({ message: 'fabelhaft.limitRequests.rejected' }),
    close,
  );
  if (!record || record.status !== 'pending') return null;
  const kind = translate(`fabelhaft.limitRequests.kind.${String(record.kind)}`);
  const grantNumber = Number(grant);
  return (
    <Stack direction="row" spacing={1} sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Button variant="contained" color="success" size="small" onClick={() => setOpen('approve')}>
        {translate('fabelhaft.limitRequests.approve')}
      </Button>
      <Button variant="outlined" color="error" size="small" onClick={() => setOpen('reject')}>
        {translate('fabelhaft.limitRequests.reject')}
      </Button>
      <Dialog
        open={open === 'approve'}
        onClose={close}
        aria-labelledby="approve-title"
        fullWidth
        maxWidth="xs"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (validGrant(grantNumber)) approve.mutate(grantNumber);
          }}
        >
          <DialogTitle id="approve-title">{translate('fabelhaft.limitRequests.approveTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              type="number"
              label={translate('fabelhaft.limitRequests.grantLabel', { kind })}
              helperText={translate('fabelhaft.limitRequests.grantHelp')}
              value={grant}
              onChange={(e) => setGrant(e.target.value)}
              error={!validGrant(grantNumber)}
              slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('fabelhaft.common.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color="success"
              disabled={!validGrant(grantNumber) || approve.isPending}
            >
              {translate('fabelhaft.limitRequests.approve')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <Dialog open={open === 'reject'} onClose={close} aria-labelledby="reject-title" fullWidth maxWidth="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (validReason(reason)) reject.mutate(reason);
          }}
        >
          <DialogTitle id="reject-title">{translate('fabelhaft.limitRequests.rejectTitle')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              multiline
              minRows={3}
              label={translate('fabelhaft.limitRequests.reasonLabel')}
              helperText={translate('fabelhaft.limitRequests.reasonHelp')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('fabelhaft.common.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              color="error"
              disabled={!validReason(reason) || reject.isPending}
            >
              {translate('fabelhaft.limitRequests.reject')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
