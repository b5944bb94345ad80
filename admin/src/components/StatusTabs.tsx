import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Tabs over a list's `status` filter (`all` clears it); the first tab is the default filter. */
export function StatusTabs({ statuses, labels }: { statuses: string[]; labels: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const current = (filterValues.status as string | undefined) ?? 'all';
  return (
    <Tabs
      value={statuses.includes(current) ? current : statuses[0]}
      onChange={(_e, value: string) => {
        const { status: _status, ...rest } = filterValues;
        setFilters(value === 'all' ? rest : { ...rest, status: value }, displayedFilters);
      }}
      aria-label="status"
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
    >
      {statuses.map((s) => (
        <Tab key={s} value={s} label={translate(`${labels}.${s}`)} />
      ))}
    </Tabs>
  );
}
