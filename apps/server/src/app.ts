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
import type { Db } from './db/create-db';
import { healthRoutes } from './features/health/health.routes';
import { siteRoutes } from './features/site/site.routes';
import { registerErrorHandler } from './http/error-handler';
import { registerNotFound, registerWebApp } from './http/web-app';
import { VERSION } from './version';

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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, { exposeDetails: env.NODE_ENV !== 'production' });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Versio API', description: 'Traduzione e analisi di latino e greco antico', version: VERSION },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, { env });

  const servesWeb = env.NODE_ENV === 'production' && await registerWebApp(app, env.WEB_DIST);
  registerNotFound(app, { spaFallback: servesWeb });

  return app;
}
