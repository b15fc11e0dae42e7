// The shapes of the account calls (spec §3 userData, §7), as the server answers them
// (apps/server/src/features/user/user.schema.ts). Kept here until the server exports them as types.

export type Timestamp = { _seconds: number; _nanoseconds: number };

export type PaidUserType = 'normal' | 'premium' | 'lifetime';

export const SCHOOLS = ['classico', 'scientifico', 'linguistico', 'pedagogico', 'universita', 'altro'] as const;
export type School = (typeof SCHOOLS)[number];

/** GET user/data: the profile and this month's credits of a registered student. */
export type UserData = {
  isRegistered: true;
  uid: string;
  email: string;
  emailVerified: boolean;
  type: PaidUserType;
  nome: string;
  scuola: School;
  anno: number;
  membership: string | null;
  termsAccepted: boolean;
  latinoCount: number;
  grecoCount: number;
  cameraCount: number;
  lastUpdate: Timestamp;
};

/** The better-auth account behind the session. */
export type AuthUser = { id: string; email: string; name: string; emailVerified: boolean };

/** POST user/data: the registration payload of spec §3 (phoneNumber is never collected). */
export type RegistrationPayload = { user_uid: string; nome: string; scuola: School; anno: number; phoneNumber: '' };

/** POST limit/: the counters merged into userData. */
export type LimitResponse = { latino_count: number; greco_count: number; last_update: Timestamp };
