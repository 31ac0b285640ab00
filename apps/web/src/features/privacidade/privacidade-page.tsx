import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '@/components/layout/public-page';
import { usePageTitle } from '@/lib/use-page-title';
import { usePublicConfig } from '@/lib/use-public-config';

function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <section>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        {titulo}
      </Typography>
      {children}
    </section>
  );
}

/** /privacidade: the privacy notice (LGPD, Lei 13.709/2018), with the controller's contact from configuration. */
export function PrivacidadePage() {
  usePageTitle('Aviso de Privacidade');
  const privacy = usePublicConfig()?.privacy;
  const contato = privacy?.contactEmail ? (
    <Link href={`mailto:${privacy.contactEmail}`}>{privacy.contactEmail}</Link>
  ) : (
    <Link component={RouterLink} to="/fale-conosco">
      Fale conosco
    </Link>
  );

  return (
    <PublicPage title="Aviso de Privacidade" maxWidth={760}>
      <Typography color="text.secondary">Versão {privacy?.noticeVersion ?? '—'}</Typography>
      <Secao titulo="Quem cuida dos seus dados">
        <Typography>
          A empresa que mantém este portal é a controladora dos dados pessoais tratados nele. Para falar com o
          encarregado de dados sobre qualquer assunto deste aviso, escreva para {contato}.
        </Typography>
      </Secao>
      <Secao titulo="Quais dados guardamos">
        <Typography component="ul">
          <li>Cadastro: nome ou razão social, CPF ou CNPJ, endereço, telefones e e-mail.</li>
          <li>Acesso: e-mail de login, senha (guardada apenas como resumo criptográfico) e datas de acesso.</li>
          <li>Negócios: cotações, itens, aceites e recusas (com data e endereço IP) e pedidos.</li>
          <li>Mensagens enviadas pelo Fale conosco.</li>
          <li>Registros de auditoria: quem alterou ou consultou cada cadastro, quando e de onde.</li>
        </Typography>
      </Secao>
      <Secao titulo="Para que usamos">
        <Typography>
          Para prestar o serviço que você contratou (cadastro, cotações e pedidos), cumprir obrigações legais e fiscais,
          manter a segurança do portal e responder às suas mensagens. Não vendemos seus dados nem os usamos para
          publicidade.
        </Typography>
      </Secao>
      <Secao titulo="Com quem compartilhamos">
        <Typography>
          Com o serviço de e-mail que entrega nossas mensagens e, quando você usa “Buscar CEP” ou a consulta de CNPJ,
          com os serviços públicos que informam o endereço ou a razão social. Também com autoridades, quando a lei
          exigir.
        </Typography>
      </Secao>
      <Secao titulo="Por quanto tempo">
        <Typography>
          Enquanto sua conta existir. Depois da exclusão, pedidos e cotações aceitas continuam guardados pelo prazo que
          a lei fiscal exige, sem seus dados pessoais de contato. Registros de auditoria são apagados automaticamente ao
          fim do prazo de retenção.
        </Typography>
      </Secao>
      <Secao titulo="Seus direitos">
        <Typography>
          A LGPD garante a você confirmar e acessar seus dados, corrigi-los, levá-los a outro fornecedor, pedir a
          anonimização ou exclusão do que não for mais necessário e saber com quem foram compartilhados. No portal, em{' '}
          <Link component={RouterLink} to="/meus-dados">
            Meus Dados
          </Link>
          , você corrige seu cadastro, usa “Baixar meus dados” para receber tudo o que guardamos sobre você e “Excluir
          minha conta” para anonimizar seus dados pessoais. Para qualquer outro pedido, escreva para {contato}.
        </Typography>
      </Secao>
      <Secao titulo="Segurança">
        <Typography>
          O acesso ao portal exige senha, cada consulta ao cadastro completo de um cliente fica registrada e as senhas
          nunca são guardadas em texto.
        </Typography>
      </Secao>
    </PublicPage>
  );
}
