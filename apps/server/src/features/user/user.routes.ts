// The user/* calls of spec §7, at the server root. Every route acts on the signed-in user only:
// a user_uid or uid in the body that is someone else's gets 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { errorBodySchema } from '../../http/error.schema';
import type { EmailSender } from '../../integrations/email/email';
import { createAccountDeletedEmail } from '../../integrations/email/templates';
import { MESSAGES } from '../../messages';
import { assertSameUser } from '../auth/session';
import type { RequireUser } from '../auth/session';
import {
  completeSignupResponseSchema, deleteResponseSchema, registrationBodySchema, termsAcceptedResponseSchema,
  uidBodySchema, userDataSchema, userUidBodySchema,
} from './user.schema';
import type { UserService } from './user.service';

type Options = {
  users: UserService;
  requireUser: RequireUser;
  email: EmailSender;
  /** Runs before an account is deleted (payments end the student's subscriptions); a throw stops the deletion. */
  beforeDelete?: (userId: string) => Promise<void>;
  /** Called once an account is gone (its sessions must not be remembered). */
  onDeleted?: () => void;
};

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 502: errorBodySchema };

export const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, requireUser, email, beforeDelete, onDeleted }) => {
  const notRegistered = () => new AppError('not_registered', 404, MESSAGES.notRegistered);

  app.get('/user/data', {
    schema: { summary: 'I dati dello studente (404: non ancora registrato)', tags: ['utente'], response: { 200: userDataSchema, ...errors } },
  }, async (request) => {
    const user = await requireUser(request);
    const data = await users.readUserData(user);
    if (!data) throw notRegistered();
    return data;
  });

  app.post('/user/data', {
    schema: { summary: 'Registrazione: nome, scuola, anno', tags: ['utente'], body: registrationBodySchema, response: { 200: userDataSchema, ...errors } },
  }, async (request) => {
    const user = await requireUser(request);
    assertSameUser(user, request.body.user_uid);
    await users.registerUser(user, request.body);
    const data = await users.readUserData(user);
    if (!data) throw notRegistered();
    return data;
  });

  app.post('/user/complete-signup', {
    schema: {
      summary: 'Dopo l’accesso con Google: il profilo esiste già o va completato?',
      tags: ['utente'], body: userUidBodySchema, response: { 200: completeSignupResponseSchema, ...errors },
    },
  }, async (request) => {
    const user = await requireUser(request);
    assertSameUser(user, request.body.user_uid);
    return { status: await users.isRegistered(user.id) ? 'registered' as const : 'needs_registration' as const };
  });

  app.post('/user/terms-accepted', {
    schema: { summary: 'Lo studente accetta i termini', tags: ['utente'], response: { 200: termsAcceptedResponseSchema, ...errors } },
  }, async (request) => {
    const user = await requireUser(request);
    if (!await users.acceptTerms(user.id)) throw new AppError('not_registered', 404, MESSAGES.termsFailed);
    return { termsAccepted: true as const };
  });

  app.post('/user/delete', {
    schema: { summary: 'Elimina l’account e tutti i dati dello studente', tags: ['utente'], body: uidBodySchema, response: { 200: deleteResponseSchema, ...errors } },
  }, async (request, reply) => {
    const user = await requireUser(request);
    assertSameUser(user, request.body.uid);
    await beforeDelete?.(user.id);
    await users.deleteUser(user.id);
    onDeleted?.();
    // The account is gone whatever happens to the goodbye e-mail.
    await email.send(createAccountDeletedEmail(user.email, user.name))
      .catch((error: unknown) => request.log.warn({ err: error }, 'email di conferma eliminazione non inviata'));
    reply.header('set-cookie', clearedSessionCookies());
    return { deleted: true as const };
  });
};

// The browser should forget the session now; the rows behind it are already gone.
function clearedSessionCookies(): string[] {
  return ['versio.session_token', '__Secure-versio.session_token'].map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
}
