import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** Frame of the pages outside the layout: logo, a heading, the content and a way back to /login. */
export function PublicPage({
  title,
  children,
  maxWidth = 560,
}: {
  title: string;
  children: ReactNode;
  maxWidth?: number;
}) {
  return (
    <>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <Paper sx={{ p: 4, width: '100%', maxWidth }}>
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <img src="/logo.svg" alt="" width={48} height={48} />
          </Box>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {title}
          </Typography>
          {children}
          <Typography align="center" sx={{ mt: 3 }}>
            <Link component={RouterLink} to="/login">
              Voltar para o login
            </Link>
          </Typography>
        </Paper>
      </Box>
    </>
  );
}
