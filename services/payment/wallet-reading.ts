// The wallet's answers read tolerantly (docs/contracts/payment.md, "Reading the wallet's answers"): a gateway
// without its Persian name or logo, a ledger entry of a type, currency or date the document does not name, are
// shown with what they have, and each such member is reported once (services/contract-drift.ts).
import { ledgerTypeLabel, type LedgerType } from '@/lib/ledger-filters';
import { ledgerTypeValues } from '@/contracts/generated/payment';
import { reportContractDrift } from '../contract-drift';
import type { PagedResult } from '../types/common';
import type { BankGateway, BankGatewayGroup, WalletTransaction } from '../types/payment';

const drift = (operation: string, field: string) => reportContractDrift({ service: 'payment', operation, field });

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What a ledger entry is called when the service gives it no Persian name of its own. */
export const UNNAMED_TRANSACTION = 'تراکنش کیف پول';
/** A gateway's name when the service gives it neither a Persian nor an own name. */
export const UNNAMED_GATEWAY = 'درگاه پرداخت';

const NO_IMAGE: BankGateway['image'] = { path: '', titleAttribute: null, altAttribute: null };

function readGateway(value: BankGateway, group: BankGatewayGroup, operation: string): BankGateway {
  let displayName = value.displayName;
  if (!isText(displayName)) {
    drift(operation, '[].gateways[].displayName');
    displayName = [value.name, group.title].find(isText) ?? UNNAMED_GATEWAY;
  }
  let image = value.image;
  if (!image || typeof image !== 'object') {
    drift(operation, '[].gateways[].image');
    image = NO_IMAGE;
  } else if (typeof image.path !== 'string') {
    drift(operation, '[].gateways[].image.path');
    image = { ...image, path: '' };
  }
  return { ...value, displayName, image };
}

/** Gateway groups as a list the shop can offer: a group without `gateways`, or an answer that is no list, offers none. */
export function readGatewayGroups(value: unknown, operation: string): BankGatewayGroup[] {
  if (!Array.isArray(value)) {
    if (value != null) drift(operation, '');
    return [];
  }
  return (value as BankGatewayGroup[]).map((group) => {
    if (!Array.isArray(group?.gateways)) {
      drift(operation, '[].gateways');
      return { ...group, gateways: [] };
    }
    return {
      ...group,
      gateways: group.gateways
        .filter((gateway) => typeof gateway?.id === 'number')
        .map((gateway) => readGateway(gateway, group, operation)),
    };
  });
}

const known = new Set<string>(ledgerTypeValues);

/** A ledger entry's Persian name: the service's own (`typeStr`), else the shop's for a known type. */
export function transactionLabel(transaction: Pick<WalletTransaction, 'type' | 'typeStr'>): string {
  if (isText(transaction.typeStr)) return transaction.typeStr;
  return known.has(transaction.type) ? ledgerTypeLabel(transaction.type as LedgerType) : UNNAMED_TRANSACTION;
}

function readTransaction(entry: WalletTransaction, operation: string): WalletTransaction {
  if (!known.has(entry.type)) drift(operation, 'items[].type');
  if (!isText(entry.typeStr)) drift(operation, 'items[].typeStr');
  if (entry.currencyType !== 'IRR') drift(operation, 'items[].currencyType');
  if (!isText(entry.creationTime) || Number.isNaN(Date.parse(entry.creationTime))) {
    drift(operation, 'items[].creationTime');
  }
  return { ...entry, typeStr: transactionLabel(entry) };
}

/** A page of the ledger: entries without a numeric id or amount cannot be shown and are left out. */
export function readTransactionsPage(
  value: PagedResult<WalletTransaction> | null | undefined,
  operation: string,
): PagedResult<WalletTransaction> {
  if (!value || !Array.isArray(value.items)) {
    drift(operation, 'items');
    return { totalCount: 0, items: [] };
  }
  const items = value.items
    .filter((entry) => {
      const whole = typeof entry?.id === 'number' && typeof entry.amount === 'number';
      if (!whole) drift(operation, typeof entry?.id === 'number' ? 'items[].amount' : 'items[].id');
      return whole;
    })
    .map((entry) => readTransaction(entry, operation));
  const totalCount = typeof value.totalCount === 'number' ? value.totalCount : items.length;
  if (typeof value.totalCount !== 'number') drift(operation, 'totalCount');
  return { totalCount, items };
}
