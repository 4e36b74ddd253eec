import { useId, useRef } from 'react';
import { styled } from '@mui/material/styles';
import { outlinedControlStyles, outlinedFieldStyles } from '@/styles/outlined-field-styles';
import { OutlinedFieldOutline } from './outlined-field-outline';
import { useValueBeforeHydration } from '@/hooks/use-value-before-hydration';
import { pathIcon } from '@/components/common/path-icon';
import { SEARCH_MAX_LENGTH } from '@contracts/list-limits';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter in the box (the blog search navigates to its own route). */
  onSubmit?(value: string): void;
  /**
   * A catalogue column's box: no icon, the label resting inside the empty box (Material's
   * field without an adornment), and as wide as its row.
   */
  plain?: boolean;
}

/**
 * Material's small outlined text field with a search icon, drawn by one styled element (issue
 * 17). As a TextField it was a form control, a label, an outlined input, its notched outline and
 * legend, an adornment and an icon: about ten styled components serialising their styles on
 * every catalogue, FAQ and blog page as it hydrated on a phone, for a box whose label never moves
 * (a field with a start adornment keeps its label raised) and whose only states are hover and
 * focus, which CSS draws (`outlinedFieldStyles`, shared with `OutlinedSelect`). The `plain` box
 * of the home page's catalogue columns has no icon, so its label floats as Material's does.
 */
const Field = styled('div')(({ theme }) => ({
  ...outlinedFieldStyles(theme),
  width: '100%',
  [theme.breakpoints.up('sm')]: { width: 320 },
  '&.search-field--plain': { width: '100%' },
  '&.search-field--plain .search-field__box': { paddingLeft: 0 },
  '&.search-field--plain .search-field__input': { paddingLeft: 14 },
  '& .search-field__box': { paddingLeft: 14, cursor: 'text' },
  '& .search-field__icon': {
    width: 20,
    height: 20,
    flexShrink: 0,
    marginRight: 8,
    fill: 'currentColor',
    color: theme.palette.action.active,
  },
  '& .search-field__input': {
    ...outlinedControlStyles,
    padding: '8.5px 14px 8.5px 0',
    '&:invalid': { boxShadow: 'none' },
    // The padding Chromium keeps for a search field's decoration.
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
}));

/** Material's Search icon. */
const searchIcon =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

/** The search box of the content lists: labelled, full width on phones. */
export function SearchField({ label, value, onChange, onSubmit, plain = false }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server's HTML before this part hydrated stays in the box: it is the search.
  useValueBeforeHydration(input, value, onChange);
  return (
    <Field
      className={
        plain ? `search-field--plain outlined-field--floating${value ? ' outlined-field--filled' : ''}` : undefined
      }
    >
      <label className="outlined-field__label" htmlFor={id}>
        {label}
      </label>
      {/* A click anywhere in the box (the icon, the padding) puts the caret in the field, as
          Material's does; the keyboard reaches the field itself. */}
      <div className="outlined-field__box search-field__box" onClick={() => input.current?.focus()}>
        {!plain && pathIcon(searchIcon, { className: 'search-field__icon' })}
        <input
          ref={input}
          id={id}
          className="search-field__input"
          type="search"
          // Every list's search stops at this length (list-limits.ts): longer was refused upstream.
          maxLength={SEARCH_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onSubmit) {
              e.preventDefault();
              onSubmit(value);
            }
          }}
        />
        <OutlinedFieldOutline label={label} />
      </div>
    </Field>
  );
}
