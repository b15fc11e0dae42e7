import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { ROUTES } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(ROUTES));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
