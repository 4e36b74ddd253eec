import { lazy, Suspense, useEffect } from 'react';
import type { NumberKind } from '@/lib/number-cache';
import type { Chosen } from './price-panel';
import { ChoosePrompt } from './choose-prompt';

const loadActivationPanel = () => import('./price-panel');
const loadRentPanel = () => import('./rent-price-panel');
const PricePanel = lazy(() => loadActivationPanel().then((m) => ({ default: m.PricePanel })));
const RentPricePanel = lazy(() => loadRentPanel().then((m) => ({ default: m.RentPricePanel })));

interface Props {
  kind: NumberKind;
  service: Chosen | null;
  country: Chosen | null;
  signedIn: boolean;
  stickyBar?: boolean;
}

/**
 * The catalogue's price column: the prompt until a pair is chosen, then the price panel.
 *
 * The panel's code (its operator and period menus, the card, the notices: about 20 kB gzip of
 * Material's select, menu, popover and modal) loads only once it is needed, so the home page and
 * /rent do not fetch and evaluate it before a visitor has chosen anything (issue 17). It starts
 * loading as soon as a service is chosen, so it is usually there by the time a country is. A pair
 * chosen on arrival (a catalogue page's call to action) renders on the server as before.
 *
 * `React.lazy` in a Suspense boundary rather than `next/dynamic`: with Turbopack, Next.js does not
 * send a server-rendered dynamic component's code before hydrating, so the browser's first render
 * (the loading state) did not match the server's HTML (React error 418) and the page was drawn
 * again. A boundary whose code has not arrived keeps the server's HTML as it is and hydrates
 * when it does.
 */
export function PriceColumn({ kind, service, country, signedIn, stickyBar }: Props) {
  const chosenService = service !== null;
  useEffect(() => {
    if (chosenService) void (kind === 'rent' ? loadRentPanel() : loadActivationPanel());
  }, [kind, chosenService]);
  if (!service || !country) return <ChoosePrompt />;
  const Panel = kind === 'rent' ? RentPricePanel : PricePanel;
  // A key per pair: a new pair starts with a fresh operator (and period) choice.
  return (
    <Suspense fallback={<ChoosePrompt busy />}>
      <Panel
        key={`${service.id}:${country.id}`}
        service={service}
        country={country}
        signedIn={signedIn}
        stickyBar={stickyBar}
      />
    </Suspense>
  );
}
