import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { ROUTES } from '../app/routes';
import type { UserType } from '../lib/user-type';
import { createAccount, installFakeServer, type FakeAccount, type FakeHandler } from './fake-server';

type Who = UserType | 'unregistered' | FakeAccount;

/**
 * Renders the whole app at `path` as the given kind of user, against the fake server;
 * returns the router (to read its location) and the server (to read calls or change answers).
 */
export function renderRoute(
  path: string | { pathname: string; search?: string; state?: unknown },
  who: Who = 'anonymous',
  options: { name?: string; routes?: Record<string, FakeHandler> } = {},
) {
  const server = installFakeServer(typeof who === 'string' ? createAccount(who, options.name ?? 'Livia') : who);
  for (const [key, handler] of Object.entries(options.routes ?? {})) server.on(key, handler);
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view: RenderResult = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, view, server };
}
