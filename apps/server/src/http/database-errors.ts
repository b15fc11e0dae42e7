// Whether an error, or one it wraps (`cause`), is PostgreSQL's connection failing: the server shut
// down or restarted under a query (SQLSTATE class 08, 57P01-57P03) or node-postgres's own words for a
// connection that ended. Such a failure may be over by the time the error handler asks the database,
// so it is recognised by itself (decision 043). Other libraries' network errors are not: a refused
// connection to Stripe is no database fault.
const SQLSTATES = /^(08...|57P0[123])$/;

const PG_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

export function isDatabaseConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    const { code, severity } = current as Error & { code?: unknown; severity?: unknown };
    if (typeof severity === 'string' && typeof code === 'string' && SQLSTATES.test(code)) return true;
    if (PG_MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    current = current.cause;
  }
  return false;
}
