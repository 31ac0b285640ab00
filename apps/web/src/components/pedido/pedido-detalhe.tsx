import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatarReais } from '@portal/shared/cotacoes';
import type { PedidoDetalhe } from '@portal/shared/dto';
import { maskCep, maskDoc } from '@portal/shared/masks';
import { formatDateTime } from '@/components/data/format';
import { PedidoStatusChip } from './pedido-status';

/** The accepted revision's copy is whatever the quotation API answered: read it field by field. */
type Linha = {
  sku?: string;
  nome?: string;
  quantidade?: number;
  unidade?: string;
  precoUnitario?: number;
  descontoPercentual?: number;
  total?: number;
};
const numero = (value: unknown) => (typeof value === 'number' ? value : null);
const texto = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function Campo({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    // A name without spaces (255 characters is valid) breaks rather than widening a phone screen (F9).
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {value}
    </Typography>
  );
}

/** An order as staff and the customer read it: status, the customer's fiscal copy, lines, totals, terms. */
export function PedidoDetalheView({ pedido }: { pedido: PedidoDetalhe }) {
  const { cliente, cotacao } = pedido;
  const itens = (Array.isArray(cotacao.itens) ? cotacao.itens : []) as Linha[];
  const e = cliente.endereco;
  const totais: [string, unknown][] = [
    ['Subtotal', cotacao.subtotal],
    ['Descontos', cotacao.descontos],
    ['Frete', cotacao.frete],
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" id="pedido-title">
          Pedido {pedido.numero ?? pedido.id}
        </Typography>
        <PedidoStatusChip status={pedido.status} />
      </Stack>
      <Stack spacing={0.5}>
        <Campo label="Emitido em" value={formatDateTime(pedido.dataEmissao)} />
        <Campo label="Faturado em" value={formatDateTime(pedido.faturadoEm)} />
        <Campo label="Cancelado em" value={formatDateTime(pedido.canceladoEm)} />
      </Stack>
      <Card variant="outlined" component="section" aria-label="Cliente" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Cliente
        </Typography>
        <Campo label="Razão social" value={cliente.razaoSocial} />
        <Campo label="Nome" value={cliente.nome} />
        <Campo label="CPF/CNPJ" value={maskDoc(cliente.documento ?? '')} />
        <Campo label="Inscrição estadual" value={cliente.isentoIe ? 'Isento' : cliente.ie} />
        <Campo label="E-mail de faturamento" value={cliente.emailFaturamento} />
        {e && (
          <Campo
            label="Endereço"
            value={[
              [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', '),
              e.bairro,
              `${e.cidade}/${e.uf}`,
              e.cep && `CEP ${maskCep(e.cep)}`,
            ]
              .filter(Boolean)
              .join(' - ')}
          />
        )}
      </Card>
      <Stack component="ul" aria-label="Itens" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {itens.map((item, i) => (
          <Card component="li" variant="outlined" key={i} sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {item.sku} - {item.nome}
            </Typography>
            <Typography variant="body2">
              {item.quantidade} {item.unidade} x {formatarReais(numero(item.precoUnitario) ?? 0)}
              {numero(item.descontoPercentual) ? ` (desconto ${item.descontoPercentual}%)` : ''} ={' '}
              {formatarReais(numero(item.total) ?? 0)}
            </Typography>
          </Card>
        ))}
      </Stack>
      <Stack spacing={0.5} aria-label="Totais" sx={{ alignItems: 'flex-end' }}>
        {totais.map(([label, value]) =>
          numero(value) === null ? null : (
            <Typography variant="body2" key={label}>
              {label}: {formatarReais(numero(value)!)}
            </Typography>
          ),
        )}
        <Typography variant="h6" component="p">
          Total: {formatarReais(pedido.total)}
        </Typography>
      </Stack>
      <Stack spacing={0.5}>
        <Campo label="Condições de pagamento" value={texto(cotacao.condicoesPagamento)} />
        <Campo label="Prazo de entrega" value={texto(cotacao.prazoEntrega)} />
        <Campo label="Observações" value={texto(cotacao.observacoes)} />
      </Stack>
    </Stack>
  );
}
