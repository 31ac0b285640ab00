import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiFetch, forgetSession } from '@/lib/api-client';
import { descartarDoUsuario } from '@/lib/guardado-local';
import { clearToken, getToken, sessionUserId } from '@/lib/token';
import { usePageTitle } from '@/lib/use-page-title';

export function LogoutPage() {
  usePageTitle('Logout');
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    // The person's own "Sair": nothing of theirs stays in this browser (a session that merely ended keeps it).
    const usuario = sessionUserId();
    if (usuario !== null) descartarDoUsuario(usuario);
    const serverLogout = getToken()
      ? apiFetch<unknown>('/api/auth/logout', { method: 'POST' }).catch((error: unknown) => {
          // docs/produto.md §4: a failed server call is ignored (only logged).
          console.error('Falha no logout no servidor:', error);
        })
      : Promise.resolve();
    void serverLogout.then(() => {
      clearToken();
      forgetSession();
      if (active) void navigate('/login', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <Box component="main" role="status" sx={{ p: 6, textAlign: 'center' }}>
      <Typography>{GENERAL_MESSAGES.loggingOut}</Typography>
    </Box>
  );
}
