// Builds the Versio HTTP app: plugins, routes (registered at the server root, where the spec's
// paths live), the web build in production, and the one error handler.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { checkDb } from './db/create-db';
import type { Db } from './db/create-db';
import { accountsRoutes, createAccounts } from './features/auth/accounts';
import { analyzeRoutes } from './features/analyze/analyze.routes';
import { createAnalysisGrants } from './features/analyze/analyze-credit';
import { createGrantUses } from './features/analyze/grant-uses';
import { healthRoutes } from './features/health/health.routes';
import { historyRoutes } from './features/history/history.routes';
import { lessonsFeature } from './features/lessons/lessons';
import { createPayments } from './features/payments/create-payments';
import { paymentsRoutes } from './features/payments/payments.routes';
import { STRIPE_WEBHOOK_PATH } from './features/payments/stripe-webhook.routes';
import { ocrRoutes } from './features/ocr/ocr.routes';
import { createOcrService } from './features/ocr/ocr.service';
import { siteRoutes } from './features/site/site.routes';
import { translateRoutes } from './features/translate/translate.routes';
import { isAuthCallback } from './features/auth/auth.routes';
import { registerCanonicalPaths } from './http/canonical-path';
import { registerErrorHandler } from './http/error-handler';
import { answerClientError, answerFrameworkError } from './http/framework-errors';
import { createOriginPolicy, registerOriginCheck } from './http/origins';
import { registerResponseDefaults } from './http/response-defaults';
import { registerNotFound, registerWebApp } from './http/web-app';
import { registerRateLimit } from './integrations/rate-limit/rate-limit';
import { createUploadStore } from './integrations/uploads/upload-store';
import { registerRequestMetrics, instrumentOcrPool, instrumentWorkPool } from './observability/instrument';
import { createMetrics } from './observability/metrics';
import { metricsRoutes } from './observability/metrics.routes';
import { REQUEST_ID_HEADER, registerRequestIds, requestIdOf } from './observability/request-id';
import { VERSION } from './version';
import { registerOcrPool } from './workers/ocr-pool';
import { registerWorkPool } from './workers/work-pool';

export type AppDeps = { env: Env; db: Db };

export async function buildApp({ env, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      ...(env.NODE_ENV === 'development'
        ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
        : {}),
    },
    // Spec §5 caps texts at 1500 characters; 1 MiB leaves room for analyses sent back to /save.
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    // Every log line of a request carries its id (reqId) (the proxy's X-Request-Id when well formed), and so does the answer.
    genReqId: requestIdOf,
    requestIdHeader: false,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { exposeDetails: env.NODE_ENV !== 'production', databaseAnswers: () => checkDb(db) });
  // First of all hooks: a request is refused before any limit or handler sees a second spelling of a path.
  registerCanonicalPaths(app);
  registerRequestIds(app, REQUEST_ID_HEADER);
  const metrics = createMetrics({ processMetrics: env.NODE_ENV !== 'test' });
  registerRequestMetrics(app, metrics);
  // Exempt by design: an identity provider's callback, and Stripe's webhook (signed, posted from Stripe's servers).
  registerOriginCheck(app, createOriginPolicy(env), (path) => isAuthCallback(path) || path === STRIPE_WEBHOOK_PATH);
  await registerResponseDefaults(app, env);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Versio API', description: 'Traduzione e analisi di latino e greco antico', version: VERSION },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI needs inline scripts: its pages carry their own policy.
  if (env.API_DOCS) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Before any route: the limit attaches itself to each route as it is registered.
  await registerRateLimit(app, env, db);

  const accounts = createAccounts({ env, db, onCreditSpent: metrics.creditSpent });
  const payments = createPayments({ env, db, plans: accounts.plans, log: app.log });

  await app.register(healthRoutes, { db });
  await app.register(metricsRoutes, { metrics, token: env.METRICS_TOKEN });
  await app.register(siteRoutes, { env });
  const grants = createAnalysisGrants({
    secret: accounts.secret, credits: accounts.credits, requireUser: accounts.requireUser, uses: createGrantUses(db),
  });
  // Analysis and translation run on these threads, off the event loop.
  const pool = instrumentWorkPool(registerWorkPool(app, env), metrics);
  await app.register(analyzeRoutes, { pool, grants, db });
  await app.register(historyRoutes, { db, requireUser: accounts.requireUser, users: accounts.users });
  // Scatta e traduci: photos wait in the upload store and are read on a pool of their own.
  const ocr = createOcrService({
    db, store: createUploadStore(env), pool: instrumentOcrPool(registerOcrPool(app, env), metrics), credits: accounts.credits, plans: accounts.plans,
    secret: accounts.secret, ttlMs: env.OCR_UPLOAD_TTL_SECONDS * 1000, maxPixels: env.OCR_MAX_PIXELS,
  });
  await app.register(ocrRoutes, { ocr, requireUser: accounts.requireUser, maxBytes: env.OCR_MAX_UPLOAD_BYTES });
  // A deleted account must not go on paying: its subscriptions end first.
  await app.register(accountsRoutes, { env, accounts, beforeDelete: payments.checkout.cancelSubscriptionsOf, onCameraSpent: ocr.markOnePaid });
  await app.register(translateRoutes, { env, db, pool, requireUser: accounts.requireUser });
  await app.register(lessonsFeature, { env, db, accounts });
  await app.register(paymentsRoutes, { payments, db, plans: accounts.plans, requireUser: accounts.requireUser });

  const servesWeb = env.NODE_ENV === 'production' && await registerWebApp(app, env.WEB_DIST);
  registerNotFound(app, { spaFallback: servesWeb });

  return app;
}
