// Whether an e-mail that better-auth asked Versio to send during one request could not be sent.
// better-auth swallows the failure of the sign-up's verification e-mail (the account is created all
// the same) and turns that of a resent one into a bare 500; the accounts bridge (auth.routes.ts)
// runs each request inside `trackEmails` and, from what is noted here, tells the student clearly.
import { AsyncLocalStorage } from 'node:async_hooks';

type Outcome = { failed: boolean };

const outcomes = new AsyncLocalStorage<Outcome>();

/** Runs `work` and reports whether an e-mail failed meanwhile (`noteEmailFailure`). */
export async function trackEmails<T>(work: () => Promise<T>): Promise<{ result: T; emailFailed: boolean }> {
  const outcome: Outcome = { failed: false };
  const result = await outcomes.run(outcome, work);
  return { result, emailFailed: outcome.failed };
}

/** Sends through `send`; a failure is noted for the request in progress, then thrown on. */
export async function sendNoting(send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const outcome = outcomes.getStore();
    if (outcome) outcome.failed = true;
    throw error;
  }
}
