/** Spec §5 and §9: passwords have at least 6 characters (the server enforces the same). */
export const MIN_PASSWORD_LENGTH = 6;
