import CssBaseline from '@mui/material/CssBaseline';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { PRODUCT_NAME } from '@portal/shared/constants';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { homePath } from '@/lib/token';
import { useAuth } from '@/lib/use-auth';
import type { FeatureMenuItem } from './feature-route';
import { menusFor } from './menu-config';
import { NavDropdown } from './nav-dropdown';
import { UserMenu } from './user-menu';

/** Top bar with logo, the role's links and dropdowns, and the user menu; the page below. */
export function AppLayout({ features = [] }: { features?: FeatureMenuItem[] }) {
  const { role } = useAuth();
  const menus = menusFor(role, features);

  return (
    <>
      <CssBaseline />
      <AppBar position="static">
        <Toolbar component="nav" aria-label="Menu principal" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <RouterLink to={homePath(role)} style={{ display: 'flex', marginRight: 16 }}>
            <img src="/logo.svg" alt={PRODUCT_NAME} height={36} />
          </RouterLink>
          {menus.links.map((link) => (
            <Button key={link.to} color="inherit" component={RouterLink} to={link.to}>
              {link.label}
            </Button>
          ))}
          {menus.dropdowns.map((menu) => (
            <NavDropdown key={menu.label} menu={menu} />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <UserMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: 3 }}>
        <Outlet />
      </Container>
    </>
  );
}
