// The kinds of Versio user (spec §4 "User type"); shared so that UI components can take them as props.
export const USER_TYPES = ['anonymous', 'normal', 'premium', 'lifetime'] as const;
export type UserType = (typeof USER_TYPES)[number];
export type Session = { userType: UserType; name: string };

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

export function isLoggedIn(session: Pick<Session, 'userType'>): boolean {
  return session.userType !== 'anonymous';
}
