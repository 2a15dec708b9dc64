// The payment service's shapes: wallet balance, gateways, tokens and transactions (docs/contracts/payment.md).
import type { CurrencyType } from './common';

export type WalletBalance = { amount: number | null; currencyType: CurrencyType };

export type ImageRef = { path: string | null; titleAttribute: string | null; altAttribute: string | null };

export type BankGateway = {
  id: number;
  name: string;
  displayName: string;
  isEnabled: boolean;
  image: ImageRef | null;
  form?: { elements: unknown[] } | null;
};

export type BankGatewayGroup = {
  keyword: string;
  category: string;
  name: string;
  title: string;
  description: string | null;
  image: ImageRef | null;
  gateways: BankGateway[];
};

/** Gateway groups as served, plus the enabled gateways flattened out of them. */
export type DepositGateways = { groups: BankGatewayGroup[]; gateways: BankGateway[] };

export type PaymentToken = { tokenId: string };

export type TransactionType = 'IncreaseDeposit' | 'DecreaseDeposit' | (string & {});

export type WalletTransaction = {
  id: number;
  amount: number;
  currencyType: CurrencyType;
  type: TransactionType;
  typeStr: string;
  information: string | null;
  creationTime: string;
  creationDateStr: string;
  creationTimeStr: string;
};

export type ConfirmByDepositResult = { isSuccess: boolean; reserveId: number; remainingBalance: number };

/** GetAllToExcel's answer: the key to a file made for one download. */
export type ExportFile = { fileName: string; fileType: string; fileToken: string };

/** A downloaded file and the name to save it under. */
export type DownloadedFile = { blob: Blob; fileName: string };
