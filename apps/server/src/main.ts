// Starts Versio: configuration, database, migrations, HTTP. Everything else lives in app.ts.
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import type { Env } from './config/env';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { loadCatalogue, seedCatalogue } from './features/lessons/catalogue';

function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function start(): Promise<void> {
  const env = loadEnvOrExit();
  const db = createDb(env);
  const app = await buildApp({ env, db });
  let address: string;
  try {
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'migrazioni applicate');
    // The starting catalogue: only lessons the database has never had (decision 033).
    const seeded = await seedCatalogue(db, loadCatalogue());
    if (seeded.length > 0) app.log.info(`${seeded.length} lezioni aggiunte al catalogo`);
    address = await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    app.log.fatal({ err: error }, 'avvio non riuscito');
    await app.close();
    await db.destroy();
    process.exit(1);
  }
  app.log.info(`Versio è pronto su ${env.PUBLIC_URL} (in ascolto su ${address})`);

  let closing = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} ricevuto: chiudo le connessioni`);
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'chiusura non riuscita');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await start();
