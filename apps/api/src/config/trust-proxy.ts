import express from 'express';
import { isIP } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import type { EnvReader } from './env-reader.js';

/**
 * Whose X-Forwarded-For (and X-Forwarded-Proto) is believed: only a connection that comes from one of
 * these addresses is a proxy (probe 7, F2: with "one hop from anyone", a computer that reached the
 * port directly wrote its own header and escaped the login lockout). One hop, as the README's single
 * proxy: the client is the entry that proxy appended (proxyTrust).
 */
export interface TrustProxy {
  /** IPs, CIDR ranges, or the names loopback / linklocal / uniquelocal (Express's). */
  addresses: string[];
  /** From TRUST_PROXY=true: the proxy on this machine (until 2026-11 it meant any address). */
  fromTrue: boolean;
}

/** Express's names (proxy-addr) for ranges of addresses. */
const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: false (or unset), true, or the proxy's addresses separated by commas. `true` is the
 * proxy on this machine: loopback; in the Docker image (PORTAL_IN_CONTAINER) also the container's own
 * networks, where the host's published port (docker-proxy, the README's Caddy/nginx at 127.0.0.1:3000)
 * and a proxy container arrive from, while the LAN's computers arrive with their own addresses.
 */
export function readTrustProxy(
  read: EnvReader,
  inContainer: boolean,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
): TrustProxy | undefined {
  const raw = read.optional('TRUST_PROXY');
  const lower = raw?.toLowerCase();
  if (lower === undefined || ['0', 'false', 'no'].includes(lower)) return undefined;
  if (['1', 'true', 'yes'].includes(lower))
    return { addresses: ['loopback', ...(inContainer ? containerNetworks(interfaces) : [])], fromTrue: true };
  const addresses = raw!.split(',').map((entry) => entry.trim());
  const bad = addresses.filter((entry) => !isProxyAddress(entry));
  if (!bad.length) return { addresses, fromTrue: false };
  const which = addresses.length > 1 ? `; não entendido: ${bad.map((entry) => `"${entry}"`).join(', ')}` : '';
  read.errors.push(
    `TRUST_PROXY deve ser false, true ou o endereço do proxy reverso (vários separados por vírgula): um IP ` +
      `(192.168.0.10, ::1), uma faixa CIDR (172.18.0.0/16) ou loopback (recebido: ${raw}${which}).`,
  );
  return undefined;
}

/** An IP, a CIDR range (prefix within the family's bits), or one of Express's names; and Express takes it. */
export function isProxyAddress(entry: string): boolean {
  if (NAMES.includes(entry)) return true;
  const [ip, prefix, ...rest] = entry.split('/');
  const family = isIP(ip ?? '');
  if (!family || rest.length) return false;
  if (prefix !== undefined && !(/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128))) return false;
  return expressTakes(entry);
}

// Node and Express (ipaddr.js) differ on a few IPv6 spellings (`::0.0.0.0`): Express would throw at
// start-up with an English TypeError, so its own parser has the last word here.
function expressTakes(entry: string): boolean {
  try {
    express().set('trust proxy', [entry]);
    return true;
  } catch {
    return false;
  }
}

/** The container's networks (docker-proxy and other containers are on them), not link-local ones. */
function containerNetworks(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && entry.cidr && !entry.address.toLowerCase().startsWith('fe80:'))
    .map((entry) => entry.cidr!);
}

/**
 * Express's `trust proxy`: only the connection itself (hop 0) may be the proxy, and only from these
 * addresses. Not Express's list as is, which walks on leftwards while the hops are in it: a client
 * that is itself at a trusted address (a browser on the server, a container beside the proxy) would
 * then have its own entries before it read, and pick its IP again.
 */
export function proxyTrust(trustProxy: TrustProxy | undefined): false | ((address: string, hop: number) => boolean) {
  if (!trustProxy) return false;
  const fromProxy = express().set('trust proxy', trustProxy.addresses).get('trust proxy fn') as (
    address: string,
    hop: number,
  ) => boolean;
  return (address, hop) => hop === 0 && fromProxy(address, hop);
}

/** What an entry lets through beyond one machine: a name other than loopback, or a CIDR range. */
export function isRange(entry: string): boolean {
  if (entry === 'loopback') return false;
  if (NAMES.includes(entry)) return true;
  const [ip, prefix] = entry.split('/');
  if (prefix === undefined) return false;
  const loopback = ip!.startsWith('127.') || ip === '::1';
  return !loopback && Number(prefix) < (isIP(ip!) === 4 ? 32 : 128);
}
