// The payment host's shapes, as contracts/payment.openapi.yaml gives them: wallet balance, gateways, tokens and
// ledger entries. An order is a "reserve" there.
import type { components } from '@/contracts/generated/payment';

type Schemas = components['schemas'];

export type WalletBalance = Schemas['WalletBalance'];

export type BankGateway = Schemas['BankGateway'];

export type BankGatewayGroup = Schemas['BankGatewayGroup'];

/** Gateway groups as served, plus the enabled gateways flattened out of them. */
export type DepositGateways = { groups: BankGatewayGroup[]; gateways: BankGateway[] };

export type MakeDepositTokenInput = Schemas['MakeDepositTokenInput'];

export type PaymentToken = Schemas['PaymentToken'];

/** One of the ten ledger types; the sandbox writes only IncreaseDeposit and DecreaseDeposit. */
export type LedgerType = Schemas['LedgerType'];

export type WalletTransaction = Schemas['WalletTransaction'];

/** GetAllToExcel's answer: the key to a file made for one download. */
export type ExportFile = Schemas['FileDto'];

/** How the bank page settled a token, in the `status` of the address it sends the browser back to: `1` paid, `0` not. */
export type GatewayOutcome = Schemas['GatewayOutcome'];

/** A downloaded file and the name to save it under. */
export type DownloadedFile = { blob: Blob; fileName: string };
