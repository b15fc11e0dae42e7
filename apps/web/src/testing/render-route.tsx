import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { ROUTES } from '../app/routes';
import type { UserType } from '../lib/user-type';

/** Renders the whole app at `path` as the given kind of user; returns the router to read its location. */
export function renderRoute(path: string, userType: UserType = 'anonymous', name = 'Livia') {
  if (userType !== 'anonymous') window.localStorage.setItem('versio.devUserType', userType);
  window.localStorage.setItem('versio.devUserName', name);
  const router = createMemoryRouter(ROUTES, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view: RenderResult = render(
    <AppProvider client={client}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, view };
}
