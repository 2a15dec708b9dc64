// The demo account (docs/contracts/README.md, "Seed data and reset"), shared by the seeds of identity,
// payment and commerce.
export const DEMO_USER = {
  id: 1,
  phoneNumber: '09123456789',
  password: 'Demo@12345',
  firstName: 'سارا',
  lastName: 'محمدی',
  emailAddress: 'sara.mohammadi@example.com',
  gender: false,
} as const;

/** Wallet balance the demo account starts with (IRR): 25,000,000 IRR = 2,500,000 Toman. */
export const DEMO_WALLET_BALANCE = 25_000_000;
