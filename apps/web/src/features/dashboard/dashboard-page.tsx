import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GENERAL_MESSAGES } from '@portal/shared/messages';
import { usePageTitle } from '@/lib/use-page-title';
import { useDashboard } from './api/get-dashboard';
import { FigureCard } from './components/figure-card';
import { PipelineCard } from './components/pipeline-card';
import { MonthlyChart } from './components/monthly-chart';
import { RecentLogs } from './components/recent-logs';

/** /dashboard (ADMIN, COMERCIAL): totals, the quotation pipeline, new customers per month and, for ADMIN, recent activity. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const { data, loading, failed } = useDashboard();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Dashboard
      </Typography>
      {loading && <Typography role="status">{GENERAL_MESSAGES.loading}</Typography>}
      {failed && (
        <Alert severity="error" role="alert">
          Não foi possível carregar o dashboard.
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <FigureCard
              title="Clientes ativos"
              parts={[
                ['PF', data.clientesAtivos.pf],
                ['PJ', data.clientesAtivos.pj],
              ]}
            />
            <FigureCard
              title="Produtos e serviços ativos"
              parts={[
                ['Produtos', data.produtosAtivos.produtos],
                ['Serviços', data.produtosAtivos.servicos],
              ]}
            />
            <FigureCard
              title="Usuários internos ativos"
              parts={[
                ['ADMIN', data.usuariosInternosAtivos.admin],
                ['COMERCIAL', data.usuariosInternosAtivos.comercial],
              ]}
            />
          </Stack>
          {data.cotacoes && <PipelineCard pipeline={data.cotacoes} />}
          <MonthlyChart months={data.novosClientesPorMes} />
          {data.ultimosLogs && <RecentLogs logs={data.ultimosLogs} />}
        </Stack>
      )}
    </Box>
  );
}
