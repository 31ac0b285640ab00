import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CotacaoItem } from '@portal/shared/dto';
import { formatarNumeroBr, formatarReais } from '@portal/shared/cotacoes';

// As the PDF prints them: the one formatter of packages/shared, exact (3 decimals at most, 2 for a percentage).
const quantidade = (value: number) => formatarNumeroBr(value, 3);
const percent = (value: number) => `${formatarNumeroBr(value, 2)}%`;

/** The line's description, as the PDF prints it under the name. */
function Descricao({ texto }: { texto: string | null | undefined }) {
  if (!texto?.trim()) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {texto}
    </Typography>
  );
}

/** The line's taxes as the PDF prints them: 'IPI 9,75%: R$ 4,28 · ICMS-ST: R$ 12,34'; '' when none. */
function impostos(item: CotacaoItem): string {
  return [
    item.ipiPercentual ? `IPI ${percent(item.ipiPercentual)}: ${formatarReais(item.ipi)}` : '',
    item.icmsStValor === null ? '' : `ICMS-ST: ${formatarReais(item.icmsStValor)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A quotation's lines, read-only: a table on wide screens, stacked rows on a phone. */
export function CotacaoLines({ itens }: { itens: CotacaoItem[] }) {
  // The nine columns need about 800 px with the page's margins: below that (a tablet, or a laptop at
  // 200 % zoom: 640 CSS px) the stacked rows, so the page never scrolls sideways (WCAG 1.4.10).
  const narrow = useMediaQuery('(max-width: 899.95px)');
  if (narrow) {
    return (
      <Box component="ol" aria-label="Itens" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {itens.map((item, index) => (
          <Paper component="li" variant="outlined" key={index} sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.nome}</Typography>
            <Descricao texto={item.descricao} />
            <Typography variant="body2" color="text.secondary">
              {item.sku}
            </Typography>
            <Typography variant="body2">
              {quantidade(item.quantidade)} {item.unidade} × {formatarReais(item.precoUnitario)}
              {item.descontoPercentual > 0 && ` (desconto ${percent(item.descontoPercentual)})`}
            </Typography>
            {impostos(item) && <Typography variant="body2">{impostos(item)}</Typography>}
            <Typography sx={{ fontWeight: 600 }}>{formatarReais(item.total)}</Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Itens">
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Produto/Serviço</TableCell>
            <TableCell align="right">Qtd.</TableCell>
            <TableCell>Un.</TableCell>
            <TableCell align="right">Preço unit.</TableCell>
            <TableCell align="right">Desc.</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">IPI</TableCell>
            <TableCell align="right">ICMS-ST</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itens.map((item, index) => (
            <TableRow key={index}>
              <TableCell>{item.sku}</TableCell>
              <TableCell>
                {item.nome}
                <Descricao texto={item.descricao} />
              </TableCell>
              <TableCell align="right">{quantidade(item.quantidade)}</TableCell>
              <TableCell>{item.unidade}</TableCell>
              <TableCell align="right">{formatarReais(item.precoUnitario)}</TableCell>
              <TableCell align="right">{percent(item.descontoPercentual)}</TableCell>
              <TableCell align="right">{formatarReais(item.total)}</TableCell>
              <TableCell align="right">
                {formatarReais(item.ipi)}
                {item.ipiPercentual > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {percent(item.ipiPercentual)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{item.icmsStValor === null ? '—' : formatarReais(item.icmsStValor)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
