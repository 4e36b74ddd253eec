import { useEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server's HTML before this part hydrated (the page's content hydrates
  // after the shell, issue 17) stays in the box, but React took the state's value: the search
  // ran on nothing. What the box holds once hydrated is the search.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
    // Once, as it mounts: later, every keystroke reaches onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <TextField
      inputRef={input}
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
