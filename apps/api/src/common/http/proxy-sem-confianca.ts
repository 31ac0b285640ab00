import { Logger } from '@nestjs/common';
import type { RequestHandler } from 'express';

const logger = new Logger('Proxy');

/**
 * Without TRUST_PROXY, a request that brings X-Forwarded-For tells the operator once that a proxy
 * seems to be in front (probe 7 F9: every visitor then counts as the proxy's IP, and 20 strangers an
 * hour locked everyone out of the public forms, with nothing in the log). A client writing the header
 * itself triggers it too: the text says what to check, not that a proxy exists.
 */
export function avisoDeProxySemConfianca(): RequestHandler {
  let avisado = false;
  return (request, _response, next) => {
    if (!avisado && request.headers['x-forwarded-for'] !== undefined) {
      avisado = true;
      logger.warn(
        'Pedidos chegam com X-Forwarded-For, mas TRUST_PROXY está desligado: se há um proxy reverso na frente ' +
          'do portal, todos os visitantes contam como o IP do proxy (limite de tentativas de login, limite dos ' +
          'formulários públicos por hora, IP da auditoria e do aceite). Defina TRUST_PROXY com o endereço do proxy ' +
          '(README, "TLS atrás de um proxy reverso"). Este aviso aparece uma vez por início.',
      );
    }
    next();
  };
}
