import { useId, useRef, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import { outlinedControlStyles, outlinedFieldStateStyles, outlinedFieldStyles } from '@/styles/outlined-field-styles';
import { OutlinedFieldHelper, OutlinedFieldOutline, outlinedHelperId } from './outlined-field-outline';
import { useValueBeforeHydration } from '@/hooks/use-value-before-hydration';
import { pathIcon } from '@/components/common/path-icon';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  /** Drawn before the label in the box while this option is the choice (a payment system's logo). */
  icon?: ReactNode;
}

interface Props<V extends string> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange(value: NoInfer<V>): void;
  /** Full width on phones and this wide from `sm` up; without it, as wide as the choice it shows (`minWidth` at least). */
  smWidth?: number;
  /** Without `smWidth`: the narrowest it gets (110 px unless told). */
  minWidth?: number;
  /** As wide as its container at every size (overrides the two above). */
  fullWidth?: boolean;
  /** Marks the list invalid; the helper text under it is read as its description. */
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
}

/**
 * A short list of choices (sort orders, a country filter) as the browser's own `select`, drawn as
 * Material's small outlined select (issue 17). Material's TextField `select` was about ten styled
 * components hydrating on every catalogue page, and its menu a popover of its own; the browser's
 * list is the phone's picker, types ahead, and has nothing to hydrate.
 */
const Field = styled('div', {
  shouldForwardProp: (prop) => prop !== 'smWidth' && prop !== 'minWidth' && prop !== 'fullWidth',
})<{ smWidth?: number; minWidth: number; fullWidth: boolean }>(({ theme, smWidth, minWidth, fullWidth }) => ({
  ...outlinedFieldStyles(theme),
  ...outlinedFieldStateStyles(theme),
  // A small field's helper text, as Material's (`outlinedFieldStateStyles` has the medium's 3 px).
  '& .outlined-field__helper': { margin: '4px 14px 0' },
  ...(fullWidth
    ? { width: '100%' }
    : smWidth === undefined
      ? // Beside a full-width search box: keeps its own width (squeezed, pt "Popularidade" was cut).
        { minWidth, flexShrink: 0 }
      : { width: '100%', [theme.breakpoints.up('sm')]: { width: smWidth } }),
  // What the list holds, shown as Material's Select shows it: wrapping, never cut (issue 16:
  // "Alle Länder (niedrigster Pr…" on /de/prices), which a select's own text cannot do.
  '& .outlined-select__value': {
    ...outlinedControlStyles,
    height: 'auto',
    minHeight: '1.4375em',
    padding: '8.5px 32px 8.5px 14px',
    whiteSpace: 'normal',
    overflowWrap: 'break-word',
    userSelect: 'none',
  },
  '& .outlined-select__value--icon': { display: 'flex', alignItems: 'center', gap: 8 },
  // The browser's select lies over the whole box, unseen: a press anywhere opens its list
  // (the phone's picker), and it is what the keyboard and screen readers reach.
  '& .outlined-select__input': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    margin: 0,
    padding: 0,
    border: 0,
    opacity: 0,
    appearance: 'none',
    cursor: 'pointer',
    font: 'inherit',
    // The list the browser opens follows the page's theme.
    colorScheme: theme.palette.mode,
    '& option': { color: theme.palette.text.primary, backgroundColor: theme.palette.background.paper },
  },
  // Material's ArrowDropDown, where its Select puts it.
  '& .outlined-select__icon': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - 12px)',
    width: 24,
    height: 24,
    pointerEvents: 'none',
    fill: 'currentColor',
    color: theme.palette.action.active,
  },
}));

export function OutlinedSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  smWidth,
  minWidth = 110,
  fullWidth = false,
  error = false,
  helperText,
  sx,
}: Props<V>) {
  // The value the list holds is one of its options': handing on that option's keeps its type.
  const choose = (chosen: string) => {
    const option = options.find((o) => o.value === chosen);
    if (option) onChange(option.value);
  };
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A choice made in the server's HTML before this part hydrated is the choice (as the search
  // box's text is). Only when the value is one of the choices: otherwise the list shows its first
  // for want of it, which nobody chose.
  useValueBeforeHydration(select, value, (early) => {
    if (options.some((o) => o.value === value)) choose(early);
  });
  const helperId = outlinedHelperId(id, helperText);
  const chosen = options.find((o) => o.value === value);
  return (
    <Field
      smWidth={smWidth}
      minWidth={minWidth}
      fullWidth={fullWidth}
      className={error ? 'outlined-field--error' : undefined}
      sx={sx}
    >
      <label className="outlined-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="outlined-field__box">
        <span
          className={`outlined-select__value${chosen?.icon ? ' outlined-select__value--icon' : ''}`}
          aria-hidden="true"
        >
          {chosen?.icon}
          {chosen?.label}
        </span>
        <select
          ref={select}
          id={id}
          className="outlined-select__input"
          value={value}
          onChange={(e) => choose(e.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {pathIcon('M7 10l5 5 5-5z', { className: 'outlined-select__icon' })}
        <OutlinedFieldOutline label={label} />
      </div>
      <OutlinedFieldHelper controlId={id} text={helperText} />
    </Field>
  );
}
