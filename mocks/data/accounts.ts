import { perWorld } from '../scope';
/**
 * Seeded shoppers of the reference API (api-contract.md, "Reference API seed"), by user id (the `WC_USERID` cookie)
 * and by email (the logon id). Passwords are part of the seed because this is a mock; nothing logs them.
 * Accounts created through `POST /identity/profile` and phone updates live in memory until `resetAccounts()`.
 */
export interface OfferCounts {
  rewards: { new: number; expsn: number };
  campaigns: { new: number; expsn: number };
}

export interface SeedAccount {
  userId: string;
  firstName: string;
  lastName: string;
  emailId: string;
  phoneNumber: string;
  /** Missing: the password of the seed (`SEED_PASSWORD`). */
  password?: string;
  offerCount?: OfferCounts;
  /** `false` -> the account verification prompt; missing reads as verified. */
  accountVerified?: boolean;
  /** Sign-in with any password (or code) answers this error key. */
  errorKey?: string;
  birthday?: string;
  loyaltyOptIn?: boolean;
}

/** The password of every seeded account that signs in. */
export const SEED_PASSWORD = 'Trail2025!Go';
/** The one-time code that signs in any seeded address; `EXPIRED_PASSCODE` answers `_ERR_PASSCODE_EXPIRED`. */
export const VALID_PASSCODE = '123456';
export const EXPIRED_PASSCODE = '000000';
/** The code lifetime the reference API announces (10 minutes). */
export const PASSCODE_LIFETIME_SECONDS = 600;
/** A phone number that belongs to another account: `_ERR_MOBILE_NUMBER_ALREADY_EXISTS`. */
export const TAKEN_PHONE = '7135550000';

const seed: readonly SeedAccount[] = [
  { userId: '1234567', firstName: 'Jordan', lastName: 'Rivera', emailId: 'jordan@example.com', phoneNumber: '7135550142' },
  { userId: '7654321', firstName: 'Sam', lastName: 'Lee', emailId: 'sam@example.com', phoneNumber: '2815550199' },
  {
    userId: '7001',
    firstName: 'Pat',
    lastName: 'Lee',
    emailId: 'pat@example.com',
    phoneNumber: '7135550123',
    offerCount: { rewards: { new: 2, expsn: 1 }, campaigns: { new: 1, expsn: 0 } },
    accountVerified: true,
  },
  {
    userId: '7003',
    firstName: 'Casey',
    lastName: 'Morgan',
    emailId: 'new.member@example.com',
    phoneNumber: '',
    offerCount: { rewards: { new: 0, expsn: 0 }, campaigns: { new: 0, expsn: 0 } },
  },
  { userId: '7004', firstName: 'Robin', lastName: 'Diaz', emailId: 'unverified@example.com', phoneNumber: '2815550111', accountVerified: false },
  { userId: '7005', firstName: 'Lee', lastName: 'Locked', emailId: 'locked@example.com', phoneNumber: '', errorKey: '_ERR_PERSON_ACCOUNT_LOCKED_OUT' },
  { userId: '7006', firstName: 'Dana', lastName: 'Disabled', emailId: 'disabled@example.com', phoneNumber: '', errorKey: '_ERR_PERSON_ACCOUNT_DISABLED' },
  { userId: '7007', firstName: 'Paz', lastName: 'Paused', emailId: 'paused@example.com', phoneNumber: '', errorKey: '_ERR_LOGIN_NOT_ALLOWED_NOW' },
  { userId: '7008', firstName: 'Eli', lastName: 'Expired', emailId: 'expired@example.com', phoneNumber: '', errorKey: '_ERR_PASSWORD_EXPIRED' },
];

/** The first id given to a created account (api-contract.md: `7002`); later ones count on from the highest id. */
const FIRST_CREATED_ID = 7002;

// Per visitor's world (mocks/scope.ts): an account created or a phone changed in one browser is not in another's.
const currentOf = perWorld<SeedAccount[]>(() => seed.map((account) => ({ ...account })));

/** The accounts as they are now (seed + created + updated). */
export const accounts = (): readonly SeedAccount[] => currentOf.get();

/** Back to the seed: created accounts and phone updates are forgotten. */
export function resetAccounts(): void {
  currentOf.set(seed.map((account) => ({ ...account })));
}

export const findAccount = (userId: string | null | undefined) => currentOf.get().find((a) => a.userId === userId) ?? null;

export const findAccountByEmail = (email: string | null | undefined) => {
  const wanted = (email ?? '').trim().toLowerCase();
  return wanted ? (currentOf.get().find((a) => a.emailId.toLowerCase() === wanted) ?? null) : null;
};

export const findAccountByPhone = (phone: string) => currentOf.get().find((a) => a.phoneNumber === phone) ?? null;

/** The password an account signs in with. */
export const passwordOf = (account: SeedAccount) => account.password ?? SEED_PASSWORD;

function nextUserId(): string {
  const used = new Set(currentOf.get().map((a) => a.userId));
  let id = FIRST_CREATED_ID;
  while (used.has(String(id))) id += 1;
  return String(id);
}

/** Adds an account (create account) and returns it. */
export function addAccount(fields: Omit<SeedAccount, 'userId'>): SeedAccount {
  const account: SeedAccount = {
    ...fields,
    userId: nextUserId(),
    offerCount: { rewards: { new: 0, expsn: 0 }, campaigns: { new: 0, expsn: 0 } },
  };
  currentOf.set([...currentOf.get(), account]);
  return account;
}

export function updateAccount(userId: string, change: Partial<Omit<SeedAccount, 'userId'>>): void {
  currentOf.set(currentOf.get().map((a) => (a.userId === userId ? { ...a, ...change } : a)));
}
