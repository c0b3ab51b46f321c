/**
 * Seeded shoppers of the reference API, by user id (the `WC_USERID` cookie). The account issue grows this file
 * (emails, passwords, rewards); the header needs only the profile's names.
 */
export interface SeedAccount {
  userId: string;
  firstName: string;
  lastName: string;
  emailId: string;
  phoneNumber: string;
}

export const accounts: readonly SeedAccount[] = [
  { userId: '1234567', firstName: 'Jordan', lastName: 'Rivera', emailId: 'jordan@example.com', phoneNumber: '7135550142' },
  { userId: '7654321', firstName: 'Sam', lastName: 'Lee', emailId: 'sam@example.com', phoneNumber: '2815550199' },
];

export const findAccount = (userId: string | null | undefined) => accounts.find((a) => a.userId === userId) ?? null;
