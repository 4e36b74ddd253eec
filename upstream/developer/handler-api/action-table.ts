import { getNumber, getNumberV2 } from './activation-buy';
import { getActiveActivations, getHistory } from './activation-lists';
import { getStatus, getStatusV2, setStatus } from './activation-status';
import {
  getBalance,
  getCountries,
  getNumbersStatus,
  getOperators,
  getPrices,
  getServicesList,
  getTopCountriesByService,
} from './catalogue-actions';
import type { HandlerAction } from './handler-call';
import {
  continueRentNumber,
  getRentList,
  getRentNumber,
  getRentServicesAndCountries,
  getRentStatus,
  setRentStatus,
} from './rent-actions';
import { sandboxResetBalance, sandboxSendRentSms, sandboxSendSms } from './sandbox-actions';
import { activationTokens, rentTokens, type tokenOf } from './tokens';

/**
 * Every `action=` the handler answers. `dialect` says how refusals look: the classic actions
 * answer the bare token as text, the rental ones `{"status":"error","message":<token>}`. All of
 * them are within an API key's scope (numbers, rentals, prices, catalogue, balance, history).
 */
export interface ActionEntry {
  run: HandlerAction;
  dialect: 'text' | 'json';
  tokens: Parameters<typeof tokenOf>[1];
}

const classic = (run: HandlerAction): ActionEntry => ({ run, dialect: 'text', tokens: activationTokens });
const rental = (run: HandlerAction): ActionEntry => ({ run, dialect: 'json', tokens: rentTokens });

export const actions = new Map<string, ActionEntry>([
  ['getBalance', classic(getBalance)],
  ['getNumbersStatus', classic(getNumbersStatus)],
  ['getCountries', classic(getCountries)],
  ['getServicesList', classic(getServicesList)],
  ['getOperators', classic(getOperators)],
  ['getPrices', classic(getPrices)],
  ['getTopCountriesByService', classic(getTopCountriesByService)],
  ['getNumber', classic(getNumber)],
  ['getNumberV2', classic(getNumberV2)],
  ['getStatus', classic(getStatus)],
  ['getStatusV2', classic(getStatusV2)],
  ['setStatus', classic(setStatus)],
  ['getActiveActivations', classic(getActiveActivations)],
  ['getHistory', classic(getHistory)],
  ['getRentServicesAndCountries', rental(getRentServicesAndCountries)],
  ['getRentNumber', rental(getRentNumber)],
  ['getRentStatus', rental(getRentStatus)],
  ['setRentStatus', rental(setRentStatus)],
  ['getRentList', rental(getRentList)],
  ['continueRentNumber', rental(continueRentNumber)],
  // Codeport's own, for sandbox keys (docs/developer-api.md "Sandbox").
  ['sandboxSendSms', classic(sandboxSendSms)],
  ['sandboxSendRentSms', rental(sandboxSendRentSms)],
  ['sandboxResetBalance', classic(sandboxResetBalance)],
]);
