// Payments and lifetime seats (decisions 031 and 032): the checkout sessions a student opened, the
// subscriptions they hold with a payment provider, the provider events already applied (so a
// repeated delivery changes nothing), and the one counter of lifetime seats taken.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    // The provider's id (Stripe's cs_…, the sandbox's cs_sandbox_…).
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('annual', 'monthly')`))
    // What the server chose to charge, in cents of `currency`; never a number from the browser.
    .addColumn('amount_cents', 'integer', (col) => col.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'complete', 'canceled')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema.createIndex('checkout_sessions_user_idx').on('checkout_sessions').column('user_id').execute();

  await db.schema
    .createTable('subscriptions')
    // The provider's subscription id (Stripe's sub_…, the sandbox's sub_sandbox_…).
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('auth_user.id').onDelete('cascade'))
    .addColumn('provider', 'text', (col) => col.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.check(sql`period in ('annual', 'monthly')`))
    // The provider's state (active, past_due, canceled, unpaid…) or Versio's own 'refunded'.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text')
    // Epoch milliseconds of the newest event applied: an older event arriving late changes nothing.
    .addColumn('last_event_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user_idx').on('subscriptions').column('user_id').execute();
  await db.schema.createIndex('subscriptions_customer_idx').on('subscriptions').column('customer_id').execute();

  await db.schema
    .createTable('payment_events')
    // The provider's event id (Stripe's evt_…): the primary key makes a second delivery a no-op.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  // One row: how many lifetime seats were ever given. A seat is taken by one conditional UPDATE
  // ("taken = taken + 1 where taken < seats"), so no race can give one more than configured.
  await db.schema
    .createTable('lifetime_seats')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
    .execute();
  await db.insertInto('lifetime_seats' as never).values({ id: 1, taken: 0 } as never).execute();
}
