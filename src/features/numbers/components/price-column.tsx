import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import type { NumberKind } from '@/lib/number-cache';
import type { Chosen } from './price-panel';
import { ChoosePrompt } from './choose-prompt';

const loadActivationPanel = () => import('./price-panel');
const loadRentPanel = () => import('./rent-price-panel');
const loading = () => <ChoosePrompt busy />;
const PricePanel = dynamic(() => loadActivationPanel().then((m) => m.PricePanel), { loading });
const RentPricePanel = dynamic(() => loadRentPanel().then((m) => m.RentPricePanel), { loading });

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
 * chosen on arrival (a catalogue page's call to action) renders on the server as before: Next.js
 * sends the panel's code with the page then.
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
    <Panel
      key={`${service.id}:${country.id}`}
      service={service}
      country={country}
      signedIn={signedIn}
      stickyBar={stickyBar}
    />
  );
}
