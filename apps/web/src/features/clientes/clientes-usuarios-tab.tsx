import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ClienteUsuario } from '@portal/shared/dto';
import { ACESSO_PORTAL_MESSAGES as M, CLIENTE_MESSAGES } from '@portal/shared/messages';
import { type AcessoPortalErrors } from '@portal/shared/validators';
import { useState } from 'react';
import { answerMessage, errorMessage } from '@/components/data/error-message';
import { formatDateTime } from '@/components/data/format';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { convidarContato, revogarContato } from './api/acesso-portal';
import { useClienteUsuarios } from './api/get-cliente-usuarios';
import { ConviteForm, conviteErrors, EMPTY_CONVITE, type Convite } from './convite-form';

type Aviso = { severity: 'success' | 'error'; text: string } | null;

const situacao = (u: ClienteUsuario) => (!u.ativo ? 'Revogado' : u.senhaDefinida ? 'Ativo' : M.senhaPendente);

/** "Acesso ao portal": the contacts who sign in for this customer, inviting and revoking them. */
export function ClientesUsuariosTab({ clienteId }: { clienteId: number | null }) {
  const { data, loading, failed, reload } = useClienteUsuarios(clienteId);
  const [convite, setConvite] = useState<Convite>(EMPTY_CONVITE);
  const [errors, setErrors] = useState<AcessoPortalErrors>({});
  const [aviso, setAviso] = useState<Aviso>(null);
  const [busy, setBusy] = useState(false);
  const [revogando, setRevogando] = useState<ClienteUsuario | null>(null);

  if (clienteId === null) return <Typography>Salve o cliente para dar acesso ao portal aos seus contatos.</Typography>;

  const act = async (work: () => Promise<unknown>, fallback: string, after?: () => void) => {
    setBusy(true);
    setAviso(null);
    try {
      setAviso({ severity: 'success', text: answerMessage(await work(), '') });
      after?.();
      reload();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body as { errors?: Record<string, string[]> })?.errors : null;
      if (fields) setErrors({ nome: fields.nome?.[0], email: fields.email?.[0] });
      setAviso({ severity: 'error', text: errorMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const convidar = () => {
    const found = conviteErrors(convite);
    setErrors(found);
    if (Object.keys(found).length) return;
    void act(
      () => convidarContato(clienteId, convite),
      'Não foi possível dar acesso ao contato.',
      () => setConvite(EMPTY_CONVITE),
    );
  };

  const revogar = () => {
    const alvo = revogando!;
    setRevogando(null);
    void act(() => revogarContato(clienteId, alvo.id), 'Não foi possível revogar o acesso.');
  };

  const usuarios = Array.isArray(data) ? data : [];
  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Contatos deste cliente que entram no portal para ver e responder as cotações. Cada contato recebe por e-mail um
        link para definir a senha.
      </Typography>
      {aviso && (
        <Alert severity={aviso.severity} sx={{ mb: 2 }} onClose={() => setAviso(null)}>
          {aviso.text}
        </Alert>
      )}
      <ConviteForm value={convite} errors={errors} busy={busy} onChange={setConvite} onSubmit={convidar} />
      {loading && <Typography>Carregando...</Typography>}
      {failed && <Typography role="alert">Não foi possível carregar os acessos.</Typography>}
      {data && usuarios.length === 0 && <Typography>{CLIENTE_MESSAGES.noUsers}</Typography>}
      {usuarios.length > 0 && (
        <Table size="small" aria-label="Usuários">
          <TableHead>
            <TableRow>
              <TableCell>Nome</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Criado em</TableCell>
              <TableCell>Último acesso</TableCell>
              <TableCell>Ações</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {usuarios.map((usuario) => (
              <TableRow key={usuario.id}>
                <TableCell>{usuario.nome}</TableCell>
                <TableCell>{usuario.email}</TableCell>
                <TableCell>{situacao(usuario)}</TableCell>
                <TableCell>{formatDateTime(usuario.criadoEm)}</TableCell>
                <TableCell>{usuario.ultimoAcesso ? formatDateTime(usuario.ultimoAcesso) : 'Nunca'}</TableCell>
                <TableCell>
                  {usuario.ativo && (
                    <Button
                      size="small"
                      color="error"
                      disabled={busy}
                      aria-label={`Revogar acesso de ${usuario.nome}`}
                      onClick={() => setRevogando(usuario)}
                    >
                      Revogar acesso
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <ConfirmDialog
        open={revogando !== null}
        title="Revogar acesso ao portal"
        confirm="Sim, revogar"
        onCancel={() => setRevogando(null)}
        onConfirm={revogar}
      >
        <Typography>
          {revogando ? `${revogando.nome} (${revogando.email}): ` : ''}
          {M.confirmRevogar}
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
