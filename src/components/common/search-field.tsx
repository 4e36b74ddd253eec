import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter in the box (the blog search navigates to its own route). */
  onSubmit?(value: string): void;
}

/** The search box of the content lists: labelled, full width on phones. */
export function SearchField({ label, value, onChange, onSubmit }: Props) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && onSubmit) {
          e.preventDefault();
          onSubmit(value);
        }
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
