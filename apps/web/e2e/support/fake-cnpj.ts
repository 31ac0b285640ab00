import { createServer, type Server } from 'node:http';

/**
 * Companies the fake CNPJ provider knows (ReceitaWS format, GET /v1/cnpj/{cnpj}); any other CNPJ gets
 * ReceitaWS's refusal (status ERROR), which the API turns into its not-found message.
 */
export const KNOWN_CNPJS: Record<string, Record<string, string>> = {
  '11222333000181': {
    nome: 'Padaria Pão Quente Ltda',
    fantasia: 'Pão Quente',
    email: 'Financeiro@PaoQuente.com.br',
    logradouro: 'Avenida Rio Branco',
    numero: '156',
    complemento: 'Sala 1',
    bairro: 'Centro',
    municipio: 'Rio de Janeiro',
    uf: 'RJ',
    cep: '20.040-020',
  },
};

export function startCnpjServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const cnpj = /^\/v1\/cnpj\/([^/?]+)$/.exec(request.url ?? '')?.[1];
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    const company = cnpj ? KNOWN_CNPJS[decodeURIComponent(cnpj)] : undefined;
    response.end(
      JSON.stringify(
        company ? { status: 'OK', cnpj, ...company } : { status: 'ERROR', message: 'CNPJ não encontrado na base.' },
      ),
    );
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
