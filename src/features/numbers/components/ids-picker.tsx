import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useSidebarList } from '@/features/numbers/hooks/use-sidebar-list';
import type { SidebarTarget } from '@/lib/sidebar-keys';

/** Enough options for a filter picker: the first 100 by name. */
const OPTION_CHUNKS = 5;

/** Services or countries an active list is narrowed to, picked by name. */
export function IdsPicker({
  target,
  label,
  ids,
  onChange,
}: {
  target: SidebarTarget;
  label: string;
  ids: number[];
  onChange(ids: number[]): void;
}) {
  const { items } = useSidebarList(target, { sort: 'name' }, OPTION_CHUNKS);
  const options = items.map((i) => ({ id: i.id, name: i.name }));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={options.filter((o) => ids.includes(o.id))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 180, flex: 1 }}
    />
  );
}
