import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocale, useRecordContext, useTranslate } from 'react-admin';
import { formatLabel, formatMoney } from '../../components/fields';
import { useSupportAction } from '../../components/use-action';
import type { AdminOrder } from '@fabelhaft/contracts';

/** An order's item as `/admin/orders` answers it (libs/contracts). */
export type OrderItem = AdminOrder['items'][number];

/** Items not refunded yet; the button shows while there is something left (docs/admin-api.md: else 409). */
export const refundableItems = (items: OrderItem[] | undefined): OrderItem[] =>
  (items ?? []).filter((i) => !i.refunded);

/** Refund the whole order or chosen items, with a reason (a credit note follows, server-side). */
export function RefundButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState<'whole' | 'items'>('whole');
  const [chosen, setChosen] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const refund = useSupportAction(
    (dp, input: { items?: string[]; reason: string }) => dp.refundOrder(record!.id, input),
    () => ({ message: 'fabelhaft.orders.refundDone' }),
    () => setOpen(false),
  );
  const items = refundableItems(record?.items as OrderItem[] | undefined);
  const paid = record?.paymentStatus === 'paid' || Boolean(record?.paidAt);
  if (!record || !paid || items.length === 0 || record.status === 'refunded') return null;
  const valid = reason.trim().length >= 3 && (scope === 'whole' || chosen.length > 0);
  return (
    <>
      <Button variant="contained" color="warning" size="small" onClick={() => setOpen(true)}>
        {translate('fabelhaft.orders.refund')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="refund-title"
        fullWidth
        maxWidth="sm"
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (valid)
              refund.mutate(
                scope === 'whole' ? { reason: reason.trim() } : { items: chosen, reason: reason.trim() },
              );
          }}
        >
          <DialogTitle id="refund-title">{translate('fabelhaft.orders.refundTitle')}</DialogTitle>
          <DialogContent>
            <RadioGroup value={scope} onChange={(e) => setScope(e.target.value as 'whole' | 'items')}>
              <FormControlLabel
                value="whole"
                control={<Radio />}
                label={translate('fabelhaft.orders.refundWhole')}
              />
              <FormControlLabel
                value="items"
                control={<Radio />}
                label={translate('fabelhaft.orders.refundItems')}
              />
            </RadioGroup>
            {scope === 'items' &&
              items.map((item) => (
                <FormControlLabel
                  key={item.itemId}
                  sx={{ display: 'flex', ml: 3 }}
                  control={
                    <Checkbox
                      checked={chosen.includes(item.itemId)}
                      onChange={(e) =>
                        setChosen((c) =>
                          e.target.checked ? [...c, item.itemId] : c.filter((x) => x !== item.itemId),
                        )
                      }
                    />
                  }
                  label={
                    <Typography variant="body2">
                      {item.title ?? item.bookId} · {formatLabel(item.format, locale)} · {item.quantity}× ·{' '}
                      {formatMoney(item.amountTotal, String(record.currency ?? 'EUR'), locale)}
                    </Typography>
                  }
                />
              ))}
            <TextField
              label={translate('fabelhaft.orders.refundReason')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              helperText={translate('fabelhaft.limitRequests.reasonHelp')}
              fullWidth
              margin="dense"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('fabelhaft.common.cancel')}</Button>
            <Button type="submit" variant="contained" color="warning" disabled={!valid || refund.isPending}>
              {translate('fabelhaft.orders.refund')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
