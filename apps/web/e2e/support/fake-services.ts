import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { listenSmtp, type LocalSmtpServer } from '@portal/test-support';

/** Postal codes the fake ViaCEP knows; anything else answers { erro: true }, '00000000' a 400. */
export const KNOWN_CEPS: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01001000': { logradouro: 'Praça da Sé', bairro: 'Sé', localidade: 'São Paulo', uf: 'SP' },
  '20040020': { logradouro: 'Avenida Rio Branco', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  // A town with a single CEP: the service knows no street or district.
  '78175000': { logradouro: '', bairro: '', localidade: 'Poconé', uf: 'MT' },
};

/** An HTTP server answering like ViaCEP at /ws/{cep}/json/, with CORS as the real one sends. */
export function startCepServer(port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const cep = /^\/ws\/(\d+)\/json\/?$/.exec(request.url ?? '')?.[1];
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (!cep || cep.length !== 8 || cep === '00000000') {
      response.statusCode = 400;
      response.end('{"erro":"Bad Request"}');
      return;
    }
    const known = KNOWN_CEPS[cep];
    response.end(JSON.stringify(known ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, ...known } : { erro: true }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A local SMTP server writing every received message to `mailDir` as JSON { to, raw }. */
export function startSmtpServer(port: number, mailDir: string): Promise<LocalSmtpServer> {
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  return listenSmtp(port, ({ to, raw }) => {
    writeFileSync(join(mailDir, `${Date.now()}-${++count}.json`), JSON.stringify({ to, raw }));
  });
}
