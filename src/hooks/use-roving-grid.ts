import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** Letters typed within this long of each other are one type-ahead search (as in native selects). */
const TYPE_AHEAD_PAUSE_MS = 700;
const PAGE_ROWS = 10;

export interface Cell {
  row: number;
  col: number;
}

export interface RovingGridOptions {
  /** Each row's name, in order: type-ahead matches their beginnings. */
  labels: readonly string[];
  /** The chosen row's index, or -1: it is the grid's Tab stop until the user moves elsewhere. */
  selectedIndex: number;
  /** Cells a keyboard can reach in each row (the row's main cell is column 0). */
  columns: number;
  /** ArrowDown, PageDown or End asked for a row past the last one loaded (load more, if there is more). */
  onPastEnd?(): void;
}

export interface RovingGrid {
  /** Goes on the grid element: it handles the keys and remembers which cell was focused last. */
  gridProps: {
    ref: RefObject<HTMLUListElement | null>;
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
    onFocus(event: FocusEvent<HTMLElement>): void;
  };
  /** The cell that is the Tab stop now: its row passes `tabStop.col` to `gridCellProps`, others null. */
  tabStop: Cell;
}

/**
 * Goes on each reachable cell's focusable element (the grid reads these attributes back):
 * `stopCol` is the column of this row's cell that is the grid's one Tab stop, or null. A row
 * takes its Tab stop as a plain value, so a memoised row renders again only when it moves.
 */
export function gridCellProps(
  row: number,
  col: number,
  stopCol: number | null,
): { tabIndex: 0 | -1; 'data-row': number; 'data-col': number } {
  return { tabIndex: stopCol === col ? 0 : -1, 'data-row': row, 'data-col': col };
}

const cellOf = (target: EventTarget | null): Cell | null => {
  if (!(target instanceof HTMLElement) || target.dataset.row === undefined) return null;
  return { row: Number(target.dataset.row), col: Number(target.dataset.col ?? 0) };
};

const isTypeAheadKey = (e: KeyboardEvent) =>
  e.key.length === 1 && e.key !== ' ' && !e.ctrlKey && !e.metaKey && !e.altKey;

/**
 * A long selectable list as one Tab stop (WAI-ARIA grid pattern, roving tabindex): ArrowUp and
 * ArrowDown move between rows, ArrowLeft and ArrowRight between a row's cells (its star),
 * Home/End and PageUp/PageDown jump, typed letters move to the next row whose name starts with
 * them. Enter and Space are the cells' own (buttons). The chosen row is scrolled into view
 * inside the grid when it appears or changes, without moving the page.
 */
export function useRovingGrid({ labels, selectedIndex, columns, onPastEnd }: RovingGridOptions): RovingGrid {
  const grid = useRef<HTMLUListElement>(null);
  const [last, setLast] = useState<Cell | null>(null);
  const typed = useRef({ text: '', at: 0 });
  // A row asked for past the end: focused once the next chunk brings it.
  const wanted = useRef<Cell | null>(null);
  const count = labels.length;

  const stop: Cell =
    last && last.row < count ? last : { row: selectedIndex >= 0 && selectedIndex < count ? selectedIndex : 0, col: 0 };

  const focusCell = useCallback((cell: Cell) => {
    grid.current?.querySelector<HTMLElement>(`[data-row="${cell.row}"][data-col="${cell.col}"]`)?.focus();
  }, []);

  useEffect(() => {
    const next = wanted.current;
    if (!next || next.row >= count) return;
    wanted.current = null;
    // Only while the user is still in the grid: a search typed meanwhile keeps its focus.
    if (grid.current?.contains(document.activeElement)) focusCell(next);
  }, [count, focusCell]);

  // Scrolls once per chosen row: later browsing (wheel, loading more) is the user's own.
  const scrolledTo = useRef<string | null>(null);
  const selectedLabel = selectedIndex >= 0 ? (labels[selectedIndex] ?? null) : null;
  useEffect(() => {
    if (selectedLabel === null) {
      scrolledTo.current = null;
      return;
    }
    const container = grid.current;
    const row = container?.querySelector<HTMLElement>(`[data-row="${selectedIndex}"]`)?.closest('[role="row"]');
    if (!container || !row || scrolledTo.current === selectedLabel) return;
    scrolledTo.current = selectedLabel;
    if (container.scrollHeight <= container.clientHeight) return;
    const box = container.getBoundingClientRect();
    const item = row.getBoundingClientRect();
    if (item.top < box.top) container.scrollTop -= box.top - item.top;
    else if (item.bottom > box.bottom) container.scrollTop += item.bottom - box.bottom;
  }, [selectedIndex, selectedLabel]);

  const typeAhead = (key: string, from: number): number => {
    const now = Date.now();
    const text = now - typed.current.at > TYPE_AHEAD_PAUSE_MS ? key : typed.current.text + key;
    typed.current = { text, at: now };
    const wantedText = text.toLocaleLowerCase();
    // The same letter again ("rr") steps through the rows starting with it.
    const repeated = [...wantedText].every((c) => c === wantedText[0]);
    const prefix = repeated ? wantedText[0]! : wantedText;
    const start = repeated || text.length === 1 ? from + 1 : from;
    for (let i = 0; i < count; i++) {
      const index = (start + i) % count;
      if (labels[index]!.toLocaleLowerCase().startsWith(prefix)) return index;
    }
    return -1;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const at = cellOf(e.target);
    if (!at || count === 0) return;
    let next: Cell | null = null;
    const past = (row: number) => {
      if (row < count) return { row, col: at.col };
      if (onPastEnd) {
        wanted.current = { row: count, col: at.col };
        onPastEnd();
      }
      return { row: count - 1, col: at.col };
    };
    switch (e.key) {
      case 'ArrowDown':
        next = past(at.row + 1);
        break;
      case 'ArrowUp':
        next = { row: Math.max(at.row - 1, 0), col: at.col };
        break;
      case 'PageDown':
        next = past(at.row + PAGE_ROWS);
        break;
      case 'PageUp':
        next = { row: Math.max(at.row - PAGE_ROWS, 0), col: at.col };
        break;
      case 'Home':
        next = { row: 0, col: at.col };
        break;
      case 'End':
        next = { row: count - 1, col: at.col };
        break;
      case 'ArrowRight':
        next = { row: at.row, col: Math.min(at.col + 1, columns - 1) };
        break;
      case 'ArrowLeft':
        next = { row: at.row, col: Math.max(at.col - 1, 0) };
        break;
      default:
        if (isTypeAheadKey(e)) {
          const found = typeAhead(e.key, at.row);
          if (found >= 0) next = { row: found, col: 0 };
          else next = at;
        }
    }
    if (!next) return;
    e.preventDefault();
    if (next.row !== at.row || next.col !== at.col) focusCell(next);
  };

  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const cell = cellOf(e.target);
    if (cell) setLast((prev) => (prev && prev.row === cell.row && prev.col === cell.col ? prev : cell));
  };

  return {
    gridProps: { ref: grid, onKeyDown, onFocus },
    tabStop: stop,
  };
}
