import { useEffect, useId, useRef } from 'react';
import { styled } from '@mui/material/styles';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Enter in the box (the blog search navigates to its own route). */
  onSubmit?(value: string): void;
}

/**
 * Material's small outlined text field with a search icon, drawn by one styled element (issue
 * 17). As a TextField it was a form control, a label, an outlined input, its notched outline and
 * legend, an adornment and an icon: about ten styled components serialising their styles on
 * every catalogue, FAQ and blog page as it hydrated on a phone, for a box whose label never moves
 * (a field with a start adornment keeps its label raised) and whose only states are hover and
 * focus, which CSS draws. The geometry and colours are Material's own.
 */
const Field = styled('div')(({ theme }) => {
  const { palette, typography, shape } = theme;
  const outline = palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';
  return {
    position: 'relative',
    display: 'inline-flex',
    flexDirection: 'column',
    minWidth: 0,
    verticalAlign: 'top',
    width: '100%',
    [theme.breakpoints.up('sm')]: { width: 320 },
    '& .search-field__label': {
      ...typography.body1,
      lineHeight: '1.4375em',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      display: 'block',
      maxWidth: 'calc(133% - 32px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
      userSelect: 'none',
    },
    '&:focus-within .search-field__label': { color: palette.primary.main },
    '& .search-field__box': {
      ...typography.body1,
      lineHeight: '1.4375em',
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      paddingLeft: 14,
      borderRadius: shape.borderRadius,
      color: palette.text.primary,
      cursor: 'text',
    },
    '& .search-field__icon': {
      width: 20,
      height: 20,
      flexShrink: 0,
      marginRight: 8,
      fill: 'currentColor',
      color: palette.action.active,
    },
    '& .search-field__input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      boxSizing: 'content-box',
      display: 'block',
      height: '1.4375em',
      minWidth: 0,
      width: '100%',
      margin: 0,
      padding: '8.5px 14px 8.5px 0',
      border: 0,
      background: 'none',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      '&:invalid': { boxShadow: 'none' },
      // The padding Chromium keeps for a search field's decoration.
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
    },
    '& .search-field__outline': {
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      textAlign: 'left',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: `1px solid ${outline}`,
      overflow: 'hidden',
      minWidth: '0%',
    },
    // The notch in the outline where the raised label sits: an invisible copy of its text.
    '& .search-field__notch': {
      display: 'block',
      float: 'unset',
      width: 'auto',
      maxWidth: '100%',
      height: 11,
      padding: 0,
      overflow: 'hidden',
      visibility: 'hidden',
      whiteSpace: 'nowrap',
      fontSize: '0.75em',
      '& > span': { display: 'inline-block', paddingLeft: 5, paddingRight: 5, opacity: 0, visibility: 'visible' },
    },
    '& .search-field__box:hover .search-field__outline': { borderColor: palette.text.primary },
    '@media (hover: none)': { '& .search-field__box:hover .search-field__outline': { borderColor: outline } },
    '& .search-field__box:focus-within .search-field__outline': {
      borderColor: palette.primary.main,
      borderWidth: 2,
    },
  };
});

/** Material's Search icon. */
const searchIcon =
  'M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14';

/** The search box of the content lists: labelled, full width on phones. */
export function SearchField({ label, value, onChange, onSubmit }: Props) {
  const id = useId();
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
    <Field>
      <label className="search-field__label" htmlFor={id}>
        {label}
      </label>
      {/* A click anywhere in the box (the icon, the padding) puts the caret in the field, as
          Material's does; the keyboard reaches the field itself. */}
      <div className="search-field__box" onClick={() => input.current?.focus()}>
        <svg className="search-field__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={searchIcon} />
        </svg>
        <input
          ref={input}
          id={id}
          className="search-field__input"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onSubmit) {
              e.preventDefault();
              onSubmit(value);
            }
          }}
        />
        <fieldset className="search-field__outline" aria-hidden="true">
          <legend className="search-field__notch">
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </Field>
  );
}
