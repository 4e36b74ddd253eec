import { useEffect, useRef, useState, type ReactNode } from 'react';
import { styled, useTheme } from '@mui/material/styles';
import { useWideScreen } from '@/hooks/use-wide-screen';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { CatalogList } from './catalog-list';
import { PickerSteps, type PickerStep } from './picker-steps';
import type { Chosen } from './price-panel';
import { readPickerChoice, savePickerChoice } from '@/features/numbers/utils/picker-choice';

interface Props {
  kind: NumberKind;
  signedIn: boolean;
  /** The price column for the chosen pair (activation or rent). */
  renderPrice(service: Chosen | null, country: Chosen | null): ReactNode;
  /** Chosen on arrival (a catalogue page's call to action); the next step is scrolled into view. */
  initial?: { service?: Chosen; country?: Chosen };
  /**
   * The server's guess that the screen is a phone's (issue 17): only the list a phone shows is
   * rendered at first, the other once its switch is pressed or the screen proves wide. A list
   * hidden by CSS alone still costs its whole hydration (20 rows of a grid) on a slow phone.
   */
  phoneFirst?: boolean;
}

/**
 * The three columns (two on a phone's one), drawn by one styled element rather than four Boxes
 * (issue 17). Modifiers:
 * - `--first`: the step left to do after arriving with a choice, first on a phone;
 * - `--hidden`: a list a phone does not show now;
 * - `--off-phone`: the price column on a phone while a list is shown: out of sight and out of
 *   the accessibility tree, but not `display: none`, which would take the card's sticky bar (a
 *   fixed descendant that makes itself visible again) with it.
 */
const Columns = styled('div')(({ theme }) => {
  const { up, down } = theme.breakpoints;
  return {
    display: 'grid',
    gap: theme.spacing(2),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    // Scrolled to on arrival: the page's scroll-padding-top (reader-settings.css) keeps it clear
    // of the sticky header; this is a little air on top of that.
    scrollMarginTop: 8,
    '& > *': { scrollMarginTop: 8 },
    '& .catalog-picker__column': { minWidth: 0 },
    // Phones only, written for them alone (as the Boxes' breakpoints were): a test's DOM, which
    // applies no media query, shows every column.
    [down('md')]: {
      '& .catalog-picker__column--first': { order: -1 },
      '& .catalog-picker__column--hidden': { display: 'none' },
      '& .catalog-picker__column--off-phone': { height: 0, overflow: 'hidden', visibility: 'hidden' },
    },
  };
});

/**
 * Services and countries side by side, each narrowed by the other's choice, and the price
 * column. On a phone one list at a time flows in the page (no scroll area inside the page's
 * scroll to trap a thumb): services, then countries once a service is chosen, switched by
 * `PickerSteps`; once a country is chosen, the whole price card (operator, period) takes the
 * list's place, and the price panel's sticky bar carries the choice and Buy.
 */
export function CatalogPicker({ kind, signedIn, renderPrice, initial, phoneFirst = false }: Props) {
  const { t } = useTranslation('numbers');
  const [service, setService] = useState<Chosen | null>(initial?.service ?? null);
  const [country, setCountry] = useState<Chosen | null>(initial?.country ?? null);
  const prefix = kind === 'rent' ? 'rent-' : '';
  const grid = useRef<HTMLDivElement>(null);
  // On a phone the columns stack: the step left to do after arriving with a choice (the
  // countries for a service, the price for a pair) comes first, and the picker into view.
  const [step] = useState(initial?.service ? (initial.country ? 'price' : 'countries') : undefined);
  // A column's classes: first on a phone when its step was left to do on arrival; out of a
  // phone's view (`hidden` for a list, `off-phone` for the price card) while another step shows.
  const column = (name: PickerStep, away: 'hidden' | 'off-phone') =>
    [
      'catalog-picker__column',
      step === name ? 'catalog-picker__column--first' : '',
      phoneStep === name ? '' : `catalog-picker__column--${away}`,
    ]
      .filter(Boolean)
      .join(' ');
  const [phoneStep, setPhoneStep] = useState<PickerStep>(
    initial?.service ? (initial.country ? 'price' : 'countries') : 'services',
  );
  // The lists a phone has shown stay mounted (their search and sort kept), as CSS hides them.
  const [shown, setShown] = useState<ReadonlySet<PickerStep>>(() => new Set([phoneStep]));
  // False on the server and while hydrating (as the server rendered), then the screen's answer.
  const wide = useWideScreen(useTheme().breakpoints.values.md, phoneFirst);
  const rendered = (name: PickerStep) => !phoneFirst || wide || shown.has(name);
  const goTo = (next: PickerStep) => {
    setPhoneStep(next);
    setShown((before) => (before.has(next) ? before : new Set(before).add(next)));
  };
  const steps = useRef<HTMLDivElement>(null);
  /**
   * The next step on a phone. The switches show only there; a long list may have left the top
   * of the picker above the screen, and the next step begins there. The list that had focus is
   * hidden now: focus goes to the step's column (the grid's third or fourth child, after the
   * switches), to its heading, once drawn. Without a heading yet (the price card's code still
   * loading) the column takes it, and the card's heading once there (price-card.tsx).
   */
  const advance = (next: PickerStep) => {
    goTo(next);
    const node = steps.current;
    if (!node?.offsetParent) return;
    if (node.getBoundingClientRect().top < 0) node.scrollIntoView?.({ block: 'start' });
    setTimeout(() => {
      const shown = grid.current?.children[next === 'price' ? 3 : 2] as HTMLElement | undefined;
      const target = shown?.querySelector('h2') ?? shown;
      target?.setAttribute('tabindex', '-1');
      target?.focus();
    });
  };
  const chooseService = (next: Chosen) => {
    setService(next);
    savePickerChoice(kind, { service: next, country });
    advance('countries');
  };
  // A country chosen: a phone shows the whole price card (operator choice too) in the list's place.
  const chooseCountry = (next: Chosen) => {
    setCountry(next);
    if (service) savePickerChoice(kind, { service, country: next });
    advance('price');
  };
  useEffect(() => {
    const node = grid.current;
    if (!initial?.service && !initial?.country) {
      // The choice this tab left here (picker-choice.ts), once hydrated: storage is the browser's.
      const saved = readPickerChoice(kind);
      if (saved) {
        // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is only readable after hydration
        setService(saved.service);
        setCountry(saved.country);
        goTo(saved.country ? 'price' : 'countries');
      }
      return;
    }
    if (node && node.getBoundingClientRect().top > window.innerHeight / 2) node.scrollIntoView?.({ block: 'start' });
    // Only on arrival: later choices are the visitor's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Columns ref={grid} data-testid="catalog-picker">
      <PickerSteps
        ref={steps}
        step={phoneStep}
        service={service?.name ?? null}
        country={country?.name ?? null}
        onStep={goTo}
      />
      <div className={column('services', 'hidden')}>
        {rendered('services') && (
          <CatalogList
            target={`${prefix}services`}
            title={t('catalog.services')}
            crossFilter={{ country_id: country?.id }}
            selectedId={service?.id ?? null}
            onSelect={(item) => chooseService({ id: item.id, name: item.name })}
            signedIn={signedIn}
          />
        )}
      </div>
      <div className={column('countries', 'hidden')}>
        {rendered('countries') && (
          <CatalogList
            target={`${prefix}countries`}
            title={t('catalog.countries')}
            crossFilter={{ service_id: service?.id }}
            selectedId={country?.id ?? null}
            onSelect={(item) => chooseCountry({ id: item.id, name: item.name })}
            signedIn={signedIn}
          />
        )}
      </div>
      <div className={column('price', 'off-phone')}>{renderPrice(service, country)}</div>
    </Columns>
  );
}
