import { useRef, type KeyboardEvent } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  /** The tab's id, which its panel's `aria-labelledby` names. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
  /** Pointed at or focused: a tab whose panel's code loads on demand starts loading it. */
  onWanted?(): void;
}

interface Props<V extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<V>[];
  value: V;
  onChange(value: V): void;
}

/**
 * Material's full-width Tabs (primary text and indicator) as one styled element and a
 * `ButtonBase` per tab (issue 17). Material's Tabs measure every tab after mounting to place the
 * indicator (a layout read during hydration), watch their size, and bring scroll buttons; tabs
 * that share the width equally place the indicator by percentages, from the server's HTML on.
 * The keyboard is Material's: the chosen tab is the one tab stop, the arrows (and Home, End) move
 * between tabs, Enter or Space chooses.
 */
export function TabBar<V extends string>({ label, tabs, value, onChange }: Props<V>) {
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const last = buttons.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next > last ? 0 : next < 0 ? last : next]?.focus();
  };
  return (
    <Root>
      <div className="tab-bar__scroller">
        <div ref={list} className="tab-bar__list" role="tablist" aria-label={label} onKeyDown={moveFocus}>
          {tabs.map((tab) => {
            const selected = tab.value === value;
            return (
              <ButtonBase
                key={tab.value}
                className={selected ? 'tab-bar__tab tab-bar__tab--selected' : 'tab-bar__tab'}
                role="tab"
                id={tab.id}
                aria-controls={tab.controls}
                aria-selected={selected}
                tabIndex={selected ? 0 : -1}
                focusRipple
                onClick={() => {
                  if (!selected) onChange(tab.value);
                }}
                onPointerEnter={tab.onWanted}
                onFocus={tab.onWanted}
              >
                {tab.label}
              </ButtonBase>
            );
          })}
        </div>
        <span
          className="tab-bar__indicator"
          style={{ left: `${(index * 100) / tabs.length}%`, width: `${100 / tabs.length}%` }}
        />
      </div>
    </Root>
  );
}

const Root = styled('div')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  return {
    overflow: 'hidden',
    minHeight: 48,
    display: 'flex',
    '& .tab-bar__scroller': {
      position: 'relative',
      display: 'inline-block',
      flex: '1 1 auto',
      whiteSpace: 'nowrap',
      overflowX: 'hidden',
      width: '100%',
    },
    '& .tab-bar__list': { display: 'flex' },
    '& .tab-bar__tab': {
      ...typography.button,
      position: 'relative',
      minWidth: 90,
      minHeight: 48,
      padding: '12px 16px',
      overflow: 'hidden',
      whiteSpace: 'normal',
      textAlign: 'center',
      lineHeight: 1.25,
      flexDirection: 'column',
      // Full width: the tabs share the row.
      flexShrink: 1,
      flexGrow: 1,
      flexBasis: 0,
      maxWidth: 'none',
      color: palette.text.secondary,
    },
    // The keyboard's focus ring inside the tab: the bar clips whatever lies outside it.
    '& .tab-bar__tab.Mui-focusVisible': { outlineOffset: -2 },
    '& .tab-bar__tab--selected': { color: palette.primary.main },
    '& .tab-bar__indicator': {
      position: 'absolute',
      height: 2,
      bottom: 0,
      backgroundColor: palette.primary.main,
      transition: transitions.create('all'),
    },
    // Forced colours (high contrast) paint a background over: the line under the chosen tab
    // stays, in the system's highlight colour.
    '@media (forced-colors: active)': {
      '& .tab-bar__indicator': { backgroundColor: 'Highlight', forcedColorAdjust: 'none' },
    },
  };
});
