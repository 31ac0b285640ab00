import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cotacao } from '@portal/shared/dto';
import { maskPhone } from '@portal/shared/masks';

/** Who is behind the quotation: the salesperson's name, e-mail and phone, to ask or negotiate. */
export function Vendedor({ cotacao }: { cotacao: Cotacao }) {
  const telefone = cotacao.vendedorTelefone ? maskPhone(cotacao.vendedorTelefone) || cotacao.vendedorTelefone : null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="vendedor-title" sx={{ p: 2 }}>
      <Typography id="vendedor-title" variant="h6" component="h2">
        Seu vendedor
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{cotacao.vendedorNome}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${cotacao.vendedorEmail}`}>{cotacao.vendedorEmail}</Link>
      </Typography>
      {telefone && (
        <Typography>
          <Link href={`tel:+55${cotacao.vendedorTelefone}`}>{telefone}</Link>
        </Typography>
      )}
    </Paper>
  );
}
