// Queries on a hot path, compiled once. Kysely builds and compiles a query on every call, about a
// quarter of a millisecond of the event loop each (decision 030); a prepared query is compiled once
// with a placeholder for each value, and each call only puts its values in the placeholders' places
// (Kysely's own "splitting build, compile and execute" recipe, with parameters swapped).
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './create-db';

/**
 * `build` is called once, with placeholders standing for the values; the function returned runs the
 * compiled query with real values. Example:
 *   const find = prepareQuery(db, ['id'], (v: { id: string }) => db.selectFrom('auth_user').select('name').where('id', '=', v.id));
 *   const { rows } = await find({ id: 'u1' });
 */
export function prepareQuery<Values extends object, Row>(
  db: Db,
  names: readonly (keyof Values & string)[],
  build: (values: Values) => Compilable<Row>,
): (values: Values) => Promise<QueryResult<Row>> {
  const placeholders = new Map(names.map((name) => [Symbol(name), name] as const));
  const stand = Object.fromEntries([...placeholders].map(([symbol, name]) => [name, symbol])) as unknown as Values;
  const compiled = build(stand).compile();
  const slots = compiled.parameters.map((parameter) => (typeof parameter === 'symbol' ? placeholders.get(parameter) : undefined));
  const missing = names.filter((name) => !slots.includes(name));
  if (missing.length > 0) throw new Error(`prepareQuery: ${missing.join(', ')} not among the query's parameters`);
  return (values) => db.executeQuery<Row>({
    ...compiled,
    parameters: slots.map((name, i) => (name === undefined ? compiled.parameters[i] : values[name as keyof Values])),
  } satisfies CompiledQuery<Row>);
}
