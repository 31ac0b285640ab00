import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLIENTE_MESSAGES } from '@portal/shared/messages';
import { useClienteUsuarios } from './api/get-cliente-usuarios';

/** The customer's users: nome and email. */
export function ClientesUsuariosTab({ clienteId }: { clienteId: number | null }) {
  const { data, loading } = useClienteUsuarios(clienteId);
  if (loading) return <Typography>Carregando...</Typography>;
  const usuarios = Array.isArray(data) ? data : [];
  if (usuarios.length === 0) return <Typography>{CLIENTE_MESSAGES.noUsers}</Typography>;
  return (
    <Table size="small" aria-label="Usuários">
      <TableHead>
        <TableRow>
          <TableCell>Nome</TableCell>
          <TableCell>Email</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {usuarios.map((usuario) => (
          <TableRow key={usuario.id}>
            <TableCell>{usuario.nome}</TableCell>
            <TableCell>{usuario.email}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
