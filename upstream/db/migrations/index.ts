import type { Migration } from 'kysely/migration';
import * as core from './0001-core';
import * as commerce from './0002-commerce';
import * as accountSecurity from './0003-account-security';
import * as unmatchedSms from './0004-unmatched-sms';
import * as paymentsCheckout from './0006-payments-checkout';
import * as webhooks from './0007-webhooks';
import * as rentalCallbacks from './0008-rental-callbacks';
import * as purchaseReceipt from './0009-purchase-receipt';
import * as rentalCallbackDeliveries from './0012-rental-callback-deliveries';
import * as sandbox from './0013-sandbox';
import * as purchaseSpeed from './0014-purchase-speed';
import * as supplierSmsIds from './0015-supplier-sms-ids';
import * as catalogVersion from './0016-catalog-version';
import * as purchaseFactsFunction from './0017-purchase-facts-function';
import * as liveBuyFunction from './0018-live-buy-function';
import * as activationCloseFunction from './0019-activation-close-function';
import * as sessionLookupFunction from './0020-session-lookup-function';
import * as activationCloseNotice from './0021-activation-close-notice';
import * as inlinePurchaseCalls from './0022-inline-purchase-calls';
import * as signedActions from './0023-signed-actions';
import * as rentExtensionKeys from './0024-rent-extension-keys';
import * as apiKeyHashes from './0025-api-key-hashes';
import * as liveBuyPriceCap from './0026-live-buy-price-cap';
import * as extensionLedgerRefs from './0027-extension-ledger-refs';
import * as numberRest from './0028-number-rest';
import * as recoveryCodes from './0029-recovery-codes';
import * as twoFactorOnCodes from './0030-two-factor-on-codes';
import * as signInCodes from './0031-sign-in-codes';
import * as webhookErrorCodes from './0032-webhook-error-codes';
import * as realtimeEpoch from './0033-realtime-epoch';
import * as settledSpend from './0034-settled-spend';
import * as retentionIndexes from './0035-retention-indexes';
import * as unreadNotifications from './0036-unread-notifications';
import * as contentCorrections from './0037-content-corrections';
import * as sandboxAutoSms from './0038-sandbox-auto-sms';
import * as frenchPunctuationSpaces from './0039-french-punctuation-spaces';
import * as partnerSharePromise from './0040-partner-share-promise';

/**
 * Every versioned migration, in order. Names sort lexically and are never renamed:
 * Kysely records applied names in kysely_migration. Add new files as 0003-…, never
 * edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '0002-commerce': commerce,
  '0003-account-security': accountSecurity,
  '0004-unmatched-sms': unmatchedSms,
  '0006-payments-checkout': paymentsCheckout,
  '0007-webhooks': webhooks,
  '0008-rental-callbacks': rentalCallbacks,
  '0009-purchase-receipt': purchaseReceipt,
  '0012-rental-callback-deliveries': rentalCallbackDeliveries,
  '0013-sandbox': sandbox,
  '0014-purchase-speed': purchaseSpeed,
  '0015-supplier-sms-ids': supplierSmsIds,
  '0016-catalog-version': catalogVersion,
  '0017-purchase-facts-function': purchaseFactsFunction,
  '0018-live-buy-function': liveBuyFunction,
  '0019-activation-close-function': activationCloseFunction,
  '0020-session-lookup-function': sessionLookupFunction,
  '0021-activation-close-notice': activationCloseNotice,
  '0022-inline-purchase-calls': inlinePurchaseCalls,
  '0023-signed-actions': signedActions,
  '0024-rent-extension-keys': rentExtensionKeys,
  '0025-api-key-hashes': apiKeyHashes,
  '0026-live-buy-price-cap': liveBuyPriceCap,
  '0027-extension-ledger-refs': extensionLedgerRefs,
  '0028-number-rest': numberRest,
  '0029-recovery-codes': recoveryCodes,
  '0030-two-factor-on-codes': twoFactorOnCodes,
  '0031-sign-in-codes': signInCodes,
  '0032-webhook-error-codes': webhookErrorCodes,
  '0033-realtime-epoch': realtimeEpoch,
  '0034-settled-spend': settledSpend,
  '0035-retention-indexes': retentionIndexes,
  '0036-unread-notifications': unreadNotifications,
  '0037-content-corrections': contentCorrections,
  '0038-sandbox-auto-sms': sandboxAutoSms,
  '0039-french-punctuation-spaces': frenchPunctuationSpaces,
  '0040-partner-share-promise': partnerSharePromise,
};
