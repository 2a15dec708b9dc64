// The seeded codes (docs/contracts/discount.md, "Seeded codes"), dated from the moment of seeding.
import type { SandboxDeps } from '../deps';

const DAY_MS = 24 * 3600 * 1000;

export function seedDiscount({ db }: SandboxDeps): void {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS).toISOString();
  const insert = db.prepare(
    `INSERT INTO discount_codes (code, title, kind, value, max_discount, service, starts_at, ends_at, once_per_user)
     VALUES (@code, @title, @kind, @value, @maxDiscount, @service, @startsAt, @endsAt, @oncePerUser)`,
  );
  const codes = [
    {
      code: 'GAMINO10',
      title: 'ده درصد تخفیف گیمینو',
      kind: 'Percent',
      value: 10,
      maxDiscount: null,
      service: 'Shop',
      startsAt: at(-30),
      endsAt: at(365),
      oncePerUser: 0,
    },
    {
      code: 'WELCOME50',
      title: 'هدیه‌ی خوش‌آمد',
      kind: 'Amount',
      value: 500_000,
      maxDiscount: null,
      service: 'Shop',
      startsAt: null,
      endsAt: null,
      oncePerUser: 1,
    },
    {
      code: 'EXPIRED20',
      title: 'جشنواره‌ی پاییز',
      kind: 'Percent',
      value: 20,
      maxDiscount: null,
      service: 'Shop',
      startsAt: at(-60),
      endsAt: at(-10),
      oncePerUser: 0,
    },
    {
      code: 'SOON15',
      title: 'جشنواره‌ی نوروز',
      kind: 'Percent',
      value: 15,
      maxDiscount: null,
      service: 'Shop',
      startsAt: at(30),
      endsAt: at(60),
      oncePerUser: 0,
    },
    // For charging the wallet, not for orders: registering it on an order is 6102.
    {
      code: 'WALLET20',
      title: 'هدیه‌ی شارژ کیف پول',
      kind: 'Percent',
      value: 20,
      maxDiscount: 2_000_000,
      service: 'Wallet',
      startsAt: null,
      endsAt: null,
      oncePerUser: 0,
    },
  ];
  for (const code of codes) insert.run(code);
}
