// The lessons feature, assembled once per app: the store of videos (local disk or bucket), the
// catalogue, signed links, who may watch premium lessons, and the administrators' API.
import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env';
import type { Db } from '../../db/create-db';
import { createLessonStorage } from '../../integrations/storage/create-storage';
import type { ObjectStorage } from '../../integrations/storage/storage';
import type { Accounts } from '../auth/accounts';
import { createRequireAdmin } from '../auth/admin';
import { createLessonAccess } from './lesson-access';
import { createLessonLinks } from './lesson-links';
import { lessonsAdminRoutes } from './lessons-admin.routes';
import { createLessonsAdmin } from './lessons-admin.service';
import { lessonsRoutes } from './lessons.routes';
import { createLessonsService } from './lessons.service';

type Options = { env: Env; db: Db; accounts: Pick<Accounts, 'secret' | 'plans' | 'requireUser'>; storage?: ObjectStorage };

export const lessonsFeature: FastifyPluginAsync<Options> = async (app, { env, db, accounts, storage = createLessonStorage(env) }) => {
  await app.register(lessonsRoutes, {
    lessons: createLessonsService({ db }),
    storage,
    links: createLessonLinks({ secret: accounts.secret, ttlSeconds: env.LESSON_LINK_TTL_SECONDS }),
    access: createLessonAccess({ db, plans: accounts.plans, adminEmails: env.ADMIN_EMAILS }),
    requireUser: accounts.requireUser,
  });
  await app.register(lessonsAdminRoutes, {
    admin: createLessonsAdmin({ db, storage }),
    requireAdmin: createRequireAdmin(accounts.requireUser, env.ADMIN_EMAILS),
    maxVideoBytes: env.LESSON_VIDEO_MAX_MB * 1024 * 1024,
  });
};
