import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { colarEmNfc } from './lib/colar-em-nfc';
import { descartarVencidos } from './lib/guardado-local';
import { setNavigator } from './lib/navigation';
import './app/base.css';

// Personal data kept in this browser past its validity (lib/guardado-local.ts) goes at every load.
descartarVencidos();
colarEmNfc(document);
const router = createBrowserRouter(routes);
setNavigator(
  (to, options) => void router.navigate(to, options),
  () => router.state.location,
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
