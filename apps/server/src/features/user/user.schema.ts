import { z } from 'zod';
import { safeText } from '../../http/safe-text';
import { timestampSchema } from '../limits/limits.schema';

export const SCHOOLS = ['classico', 'scientifico', 'linguistico', 'pedagogico', 'universita', 'altro'] as const;

// The web app's selects send strings; API clients may send numbers. 0 means "Altro".
const yearSchema = z.union([z.number(), z.string().regex(/^\d$/).transform(Number)])
  .pipe(z.number().int().min(0).max(5));

export const MAX_NAME_LENGTH = 100;

/** A student's name wherever it is stored: the profile's nome and the account's name (sign-up, update-user). */
export const nameSchema = safeText().trim().min(1).max(MAX_NAME_LENGTH);

/** POST user/data: the registration payload of spec §3 (phoneNumber is always empty there). */
export const registrationBodySchema = z.object({
  user_uid: z.string().min(1),
  nome: nameSchema,
  scuola: z.enum(SCHOOLS),
  anno: yearSchema,
  phoneNumber: safeText().max(30).default(''),
}).strict();

export const userUidBodySchema = z.object({ user_uid: z.string().min(1) }).strict();

export const uidBodySchema = z.object({ uid: z.string().min(1) }).strict();

/** GET user/data: spec §3 userData, plus the account's id, e-mail and verification state. */
export const userDataSchema = z.object({
  isRegistered: z.literal(true),
  uid: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  type: z.enum(['normal', 'premium', 'lifetime']),
  nome: z.string(),
  scuola: z.enum(SCHOOLS),
  anno: z.number().int(),
  membership: z.string().nullable(),
  termsAccepted: z.boolean(),
  latinoCount: z.number().int(),
  grecoCount: z.number().int(),
  cameraCount: z.number().int(),
  lastUpdate: timestampSchema,
  /** Versio's addition: when the credits are next reset (lastUpdate + 1 calendar month, clamped). */
  nextUpdate: timestampSchema,
});

export const completeSignupResponseSchema = z.object({ status: z.enum(['registered', 'needs_registration']) });

export const termsAcceptedResponseSchema = z.object({ termsAccepted: z.literal(true) });

export const deleteResponseSchema = z.object({ deleted: z.literal(true) });

export type UserData = z.infer<typeof userDataSchema>;
/** What the web app sends (anno may be '0'…'5' or a number). */
export type RegistrationBody = z.input<typeof registrationBodySchema>;
export type Registration = z.output<typeof registrationBodySchema>;
export type CompleteSignupResponse = z.infer<typeof completeSignupResponseSchema>;
