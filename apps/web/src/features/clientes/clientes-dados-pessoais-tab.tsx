import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/components/data/error-message';
import { formatDateTime } from '@/components/data/format';
import { AnonimizarDialog } from './anonimizar-dialog';
import { baixarDadosPessoais, baixarRelatorioAcessos, useAcessos } from './api/dados-pessoais';

const VIA: Record<string, string> = {
  modal: 'Cadastro',
  csv: 'Exportação CSV',
  csv_pedidos: 'Exportação CSV de pedidos',
  csv_cotacoes: 'Exportação CSV de cotações',
  pdf: 'PDF de cotação',
  exportacao: 'Exportação LGPD',
};
const SHOWN = 20;

/** ADMIN only: the customer's LGPD requests by another channel (export, anonymise) and who read the record. */
export function ClientesDadosPessoaisTab({
  clienteId,
  onChanged,
}: {
  clienteId: number;
  onChanged: (message: string) => void;
}) {
  const acessos = useAcessos(clienteId);
  const [mensagem, setMensagem] = useState<{ ok: boolean; text: string } | null>(null);
  const [anonimizando, setAnonimizando] = useState(false);

  const baixar = async (work: () => Promise<void>) => {
    setMensagem(null);
    try {
      await work();
    } catch (error) {
      setMensagem({ ok: false, text: errorMessage(error, 'Não foi possível gerar o arquivo. Tente novamente.') });
    }
  };
  const rows = acessos.data?.data ?? [];

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>
        Para pedidos de titulares recebidos por outro canal: a cópia dos dados pessoais deste cliente, o relatório de
        quem acessou o cadastro e a anonimização (com motivo registrado).
      </Typography>
      {mensagem && (
        <Alert severity={mensagem.ok ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setMensagem(null)}>
          {mensagem.text}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Button variant="outlined" onClick={() => void baixar(() => baixarDadosPessoais(clienteId))}>
          Baixar dados pessoais
        </Button>
        <Button variant="outlined" onClick={() => void baixar(() => baixarRelatorioAcessos(clienteId))}>
          Relatório de acessos (CSV)
        </Button>
        <Button variant="outlined" color="error" onClick={() => setAnonimizando(true)}>
          Anonimizar dados pessoais
        </Button>
      </Box>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Acessos ao cadastro {acessos.data ? `(${acessos.data.totalCount})` : ''}
      </Typography>
      {acessos.loading && <Typography>Carregando...</Typography>}
      {acessos.failed && <Typography role="alert">Não foi possível carregar os acessos.</Typography>}
      {acessos.data && rows.length === 0 && <Typography>Nenhum acesso registrado.</Typography>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Acessos ao cadastro">
          <TableHead>
            <TableRow>
              <TableCell>Quando</TableCell>
              <TableCell>Quem</TableCell>
              <TableCell>De onde</TableCell>
              <TableCell>Por</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.slice(0, SHOWN).map((acesso, index) => (
              <TableRow key={`${acesso.em}:${index}`}>
                <TableCell>{formatDateTime(acesso.em)}</TableCell>
                <TableCell>{acesso.usuarioNome ?? acesso.usuarioEmail ?? '—'}</TableCell>
                <TableCell>{acesso.ip ?? '—'}</TableCell>
                <TableCell>{VIA[acesso.via] ?? acesso.via}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {anonimizando && (
        <AnonimizarDialog
          clienteId={clienteId}
          onCancel={() => setAnonimizando(false)}
          onDone={(text) => {
            setAnonimizando(false);
            setMensagem({ ok: true, text });
            // The modal closes with the list refresh: the snackbar carries the text on.
            onChanged(text);
          }}
        />
      )}
    </Box>
  );
}
