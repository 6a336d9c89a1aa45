import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './routes';

const router = createBrowserRouter(buildRoutes());

export function AppRouter() {
  return <RouterProvider router={router} />;
}
