import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './router';

/**
 * The entry holds React, React Router and the light public layout only: Mantine comes with the Mantine
 * layout chunk and TanStack Query with the pages that fetch through it (app/providers.tsx).
 */
export function App() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
