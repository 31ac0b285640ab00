import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { AppDatabase, type Db } from '../../database/database.js';
import type { DashboardDto } from './dashboard.response.js';

// Every figure comes from a small table or an index: customer totals from clientes_contagem and the
// monthly series from clientes_por_mes (both trigger-kept), products and staff are small tables,
// the last audit entries walk audit_logs_timestamp_idx backwards. One statement, one round trip.
const dashboard = (withLogs: boolean) => sql<Figures>`
WITH meses AS (
  SELECT to_char(m, 'YYYY-MM') AS mes
    FROM generate_series(date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') - interval '11 months',
                         date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo'), interval '1 month') m
)
SELECT
  (SELECT json_build_object('pf', coalesce(sum(total) FILTER (WHERE tipo_pessoa = 'pf'), 0)::int,
                            'pj', coalesce(sum(total) FILTER (WHERE tipo_pessoa = 'pj'), 0)::int)
     FROM clientes_contagem WHERE status) AS "clientesAtivos",
  (SELECT json_build_object('produtos', count(*) FILTER (WHERE tipo = 'p')::int,
                            'servicos', count(*) FILTER (WHERE tipo = 's')::int)
     FROM produtos WHERE status) AS "produtosAtivos",
  -- Per role through users_role_id_idx: users also holds every customer login (200k in the demo
  -- data), which a join filtered on the role name would scan whole (45 ms).
  (SELECT json_object_agg(lower(r.normalized_name),
                          (SELECT count(*) FROM users u WHERE u.role_id = r.id AND u.status = 1)::int)
     FROM roles r WHERE r.normalized_name IN ('ADMIN', 'COMERCIAL')) AS "usuariosInternosAtivos",
  (SELECT json_agg(json_build_object('mes', m.mes, 'total', coalesce(k.total, 0)::int) ORDER BY m.mes)
     FROM meses m LEFT JOIN clientes_por_mes k ON k.mes = m.mes) AS "novosClientesPorMes",
  -- The quotation pipeline: open ones through the partial index on sent quotations, the month's
  -- sends and the 90-day answers through cotacoes_status_criado_em_idx / enviada_em of recent rows.
  (SELECT json_build_object(
            'valorEmAberto', coalesce(sum(total) FILTER (WHERE validade >= hoje), 0),
            'vencendoEm7Dias', count(*) FILTER (WHERE validade BETWEEN hoje AND hoje + 7)::int)
     FROM cotacoes, (SELECT (now() AT TIME ZONE 'America/Sao_Paulo')::date AS hoje) h
    WHERE status = 'enviada' AND validade >= hoje) AS "pipelineAbertas",
  (SELECT count(*)::int FROM cotacoes
    WHERE enviada_em >= date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo') AT TIME ZONE 'America/Sao_Paulo')
    AS "enviadasNoMes",
  (SELECT CASE WHEN count(*) = 0 THEN NULL
               ELSE round(count(*) FILTER (WHERE status = 'aceita')::numeric / count(*), 4)::float8 END
     FROM cotacoes
    WHERE status IN ('aceita', 'recusada', 'expirada')
      AND coalesce(respondida_em, expirada_em) >= now() - interval '90 days') AS "taxaAceite90Dias",
  CASE WHEN ${withLogs}::boolean THEN coalesce((
    SELECT json_agg(json_build_object('timestamp', l."timestamp", 'message', l.message, 'data', l.data)
                    ORDER BY l."timestamp" DESC, l.id DESC)
      FROM (SELECT id, "timestamp", message, data FROM audit_logs ORDER BY "timestamp" DESC, id DESC LIMIT 10) l
  ), '[]'::json) END AS "ultimosLogs"`;

/** The statement's one row: JSON built in SQL (numbers as json numbers, numeric sums as text or number). */
type Figures = Omit<DashboardDto, 'cotacoes'> & {
  ultimosLogs: DashboardDto['ultimosLogs'] | null;
  pipelineAbertas: { valorEmAberto: string | number; vencendoEm7Dias: number };
  enviadasNoMes: number;
  taxaAceite90Dias: number | null;
};

@Injectable()
export class DashboardRepository {
  constructor(private readonly db: AppDatabase) {}

  async read(withLogs: boolean, db: Db = this.db): Promise<DashboardDto> {
    const { rows } = await dashboard(withLogs).execute(db);
    const { ultimosLogs, pipelineAbertas, enviadasNoMes, taxaAceite90Dias, ...figures } = rows[0];
    const cotacoes = {
      valorEmAberto: Number(pipelineAbertas.valorEmAberto),
      enviadasNoMes,
      taxaAceite90Dias,
      vencendoEm7Dias: pipelineAbertas.vencendoEm7Dias,
    };
    return ultimosLogs ? { ...figures, cotacoes, ultimosLogs } : { ...figures, cotacoes };
  }
}
