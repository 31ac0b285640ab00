import {
  cotacaoCanceladaMail,
  cotacaoEnviadaMail,
  cotacaoLembreteMail,
  cotacaoRespondidaMail,
  frase,
} from './cotacao-mails.js';
import { COTACAO_MESSAGES } from '@portal/shared/messages';

const c = {
  numero: 'COT-2026-000123',
  revisao: 2,
  clienteNome: 'Padaria <Pão> Quente',
  validade: '2026-12-09',
  total: '1295.04',
  itens: 2,
  link: 'http://portal.test/cliente/minhas-cotacoes/7',
  empresa: 'Portal de Cotações',
};

describe('quotation e-mails', () => {
  it('the sent mail carries the summary and the portal link, HTML-escaped', () => {
    const mail = cotacaoEnviadaMail('Carla', c, 'Vera');
    expect(mail.subject).toBe('Portal de Cotações: cotação COT-2026-000123 (revisão 2) de Padaria <Pão> Quente');
    expect(mail.text).toContain('Total: R$ 1.295,04');
    expect(mail.text).toContain('Válida até: 09/12/2026');
    expect(mail.text).toContain('Ver a cotação no portal: http://portal.test/cliente/minhas-cotacoes/7');
    expect(mail.html).toContain('Padaria &lt;Pão&gt; Quente');
    expect(mail.links).toEqual([c.link]);
  });

  it('the answer mails name the order or the reason; the reminder names the last day', () => {
    expect(cotacaoRespondidaMail('Vera', c, { aceita: true, pedidoId: 42, usuarioNome: 'Carla' }).text).toContain(
      'Carla aceitou a cotação COT-2026-000123 (revisão 2) de Padaria <Pão> Quente. O pedido 42 foi criado.',
    );
    expect(cotacaoRespondidaMail('Vera', c, { aceita: false, motivo: null, usuarioNome: 'Carla' }).text).toContain(
      'Motivo: não informado.',
    );
    expect(cotacaoLembreteMail('Carla', c).subject).toBe(
      'Portal de Cotações: a cotação COT-2026-000123 (revisão 2) vence em 09/12/2026',
    );
  });

  it('subjects start with the company name; the customer mails name the salesperson (issue 26)', () => {
    const vendedor = { nome: 'Vera Vendas', email: 'vera@aurora.com.br', telefone: '11955554444' };
    const mail = cotacaoEnviadaMail('Carla', { ...c, empresa: 'Tintas Aurora', vendedor }, 'Vera');
    expect(mail.subject).toBe('Tintas Aurora: cotação COT-2026-000123 (revisão 2) de Padaria <Pão> Quente');
    expect(mail.text).toContain('Vendedor: Vera Vendas · vera@aurora.com.br · (11)95555-4444');
    expect(mail.text).toMatch(/— Tintas Aurora$/);
    expect(cotacaoCanceladaMail('Carla', { ...c, empresa: 'Tintas Aurora' }).subject).toBe(
      'Tintas Aurora: a cotação COT-2026-000123 (revisão 2) foi cancelada',
    );
  });

  it('a reason ends with one full stop, never "rever?." (issue 26)', () => {
    const refused = (motivo: string) =>
      cotacaoRespondidaMail('Vera', c, { aceita: false, motivo, usuarioNome: 'Carla' }).text;
    expect(refused('Podemos rever?')).toContain('Motivo: Podemos rever?\n');
    expect(refused('Prazo longo')).toContain('Motivo: Prazo longo.\n');
    expect(['Caro.', 'Ótimo!', 'ok…', ' x '].map(frase)).toEqual(['Caro.', 'Ótimo!', 'ok…', 'x.']);
  });

  it('to an address that cannot answer in the portal: the PDF, no promise, no link (probe F2)', () => {
    const semPortal = { ...c, semPortal: true };
    for (const mail of [
      cotacaoEnviadaMail('Faturamento', semPortal, 'Vera'),
      cotacaoLembreteMail('Faturamento', semPortal),
      cotacaoCanceladaMail('Faturamento', semPortal),
    ]) {
      expect(mail.links).toEqual([]);
      expect(mail.text).not.toContain('http');
      expect(mail.html).not.toContain('href=');
    }
    const enviada = cotacaoEnviadaMail('Faturamento', semPortal, 'Vera').text;
    expect(enviada).toContain(
      `Vera enviou uma cotação para Padaria <Pão> Quente, válida até 09/12/2026. O PDF segue anexo. ${COTACAO_MESSAGES.emailSemPortal}`,
    );
    expect(enviada).not.toContain('no portal você pode');
    expect(cotacaoLembreteMail('Faturamento', semPortal).text).toContain(COTACAO_MESSAGES.emailSemPortal);
  });
});
