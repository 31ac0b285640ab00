import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Cotacao } from '@portal/shared/dto';
import { memo } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StatusChip, numeroText } from '@/components/cotacao/cotacao-status';
import { usePageTitle } from '@/lib/use-page-title';
import { CotacaoAcoes } from './cotacao-acoes';
import { CotacaoCampos } from './cotacao-campos';
import { ConflitoPanel } from './conflito-panel';
import { EdicaoPerdidaPanel } from './edicao-perdida-panel';
import { FreteETotais } from './frete-e-totais';
import { CotacaoHistorico } from './cotacao-historico';
import { CotacaoReadView } from './cotacao-read-view';
import { Mensagens } from '@/components/cotacao/mensagens';
import { LinhasEditor } from './linhas-editor';
import { useCotacaoEditor } from './use-cotacao-editor';
import { useLeaveGuard } from './use-leave-guard';

/**
 * On a phone the page is long (some 3000 px with 5 lines): the actions go to the end of the page and stick
 * to the bottom of the screen all the way down, in one row: saving and sending, the rest in "Mais ações"
 * (barra-de-acoes.tsx). On a wide screen they stay on top, every one a button.
 */
const BARRA_DE_ACOES: SxProps<Theme> = {
  order: { xs: 1, md: 0 },
  position: { xs: 'sticky', md: 'static' },
  bottom: 0,
  zIndex: 2,
  bgcolor: 'background.default',
  py: { xs: 1, md: 0 },
  borderTop: { xs: 1, md: 0 },
  borderColor: 'divider',
};
// A field focused near the bottom scrolls above the bar, never under it.
const ESPACO_DA_BARRA = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: { html: { scrollPaddingBottom: '88px' } },
});

/** /comercial/cotacoes/nova and /comercial/cotacoes/:id: a quotation on its own page. */
export function CotacaoEditorPage() {
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const editor = useCotacaoEditor(id);
  const { cotacao, aviso, editable } = editor;
  useLeaveGuard(editor.dirty, editor.leaving, editor.guardar);
  const title = cotacao ? `Cotação ${numeroText(cotacao)}` : 'Nova cotação';
  usePageTitle(title);

  if (params.id && id === null) return <Alert severity="error">Cotação não encontrada.</Alert>;
  if (id !== null && !cotacao) {
    return (
      <Box sx={{ p: 2 }} role={editor.loadFailed ? 'alert' : 'status'}>
        {editor.loadFailed ? 'Não foi possível carregar a cotação.' : 'Carregando...'}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="cotacao-title"
      // minmax(0, 1fr): on a narrow screen the line grid scrolls inside its box, not the whole page.
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="cotacao-title" variant="h5" component="h1">
          {title}
        </Typography>
        {cotacao && <StatusChip status={cotacao.status} />}
        {cotacao?.pedidoId && <Typography>Pedido nº {cotacao.pedidoId}</Typography>}
        <Link component={RouterLink} to="/comercial/cotacoes-busca" sx={{ ml: 'auto' }}>
          Voltar para a busca
        </Link>
      </Stack>
      {aviso && (
        <Alert severity={aviso.severity} role={aviso.severity === 'error' ? 'alert' : 'status'}>
          {aviso.text}
          {aviso.link && (
            <>
              {' '}
              <Link component={RouterLink} to={aviso.link.to}>
                {aviso.link.text}
              </Link>
            </>
          )}
        </Alert>
      )}
      {cotacao?.motivoRecusa && <Alert severity="warning">Motivo da recusa: {cotacao.motivoRecusa}</Alert>}
      <ConflitoPanel editor={editor} />
      <EdicaoPerdidaPanel editor={editor} />
      <Box sx={BARRA_DE_ACOES}>
        <CotacaoAcoes editor={editor} />
      </Box>
      <GlobalStyles styles={ESPACO_DA_BARRA} />
      {cotacao && !editable ? (
        <CotacaoReadView cotacao={cotacao} />
      ) : (
        <>
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
              alignItems: 'start',
            }}
          >
            <CotacaoCampos editor={editor} />
            <FreteETotais editor={editor} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <LinhasEditor
              linhas={editor.linhas}
              readOnly={!editable}
              showErrors={editor.showErrors}
              onAdd={editor.addLinha}
              onChange={editor.changeLinha}
              onRemove={editor.removeLinha}
              onMove={editor.moveLinha}
            />
          </Paper>
        </>
      )}
      {cotacao && <MensagensEHistorico cotacao={cotacao} />}
    </Box>
  );
}

/** The messages with the customer and the history: they change with the saved quotation, not with the typing. */
const MensagensEHistorico = memo(function MensagensEHistorico({ cotacao }: { cotacao: Cotacao }) {
  return (
    <>
      <Mensagens
        url={`/api/Cotacoes/${cotacao.id}/mensagens`}
        souCliente={false}
        bloqueio={cotacao.enviadaEm ? null : 'As mensagens com o cliente começam quando a cotação for enviada.'}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CotacaoHistorico cotacao={cotacao} />
      </Paper>
    </>
  );
});
