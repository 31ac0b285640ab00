import express from 'express';
import fc from 'fast-check';
import type { NetworkInterfaceInfo } from 'node:os';
import { EnvReader } from './env-reader.js';
import { isProxyAddress, isRange, readTrustProxy } from './trust-proxy.js';

const iface = (address: string, cidr: string, internal = false) =>
  ({ address, cidr, internal, family: address.includes(':') ? 'IPv6' : 'IPv4' }) as NetworkInterfaceInfo;
// What a container on a compose network sees (and this machine: a LAN address).
const interfaces = {
  lo: [iface('127.0.0.1', '127.0.0.1/8', true), iface('::1', '::1/128', true)],
  eth0: [iface('172.18.0.3', '172.18.0.3/16'), iface('fe80::42:acff:fe12:3', 'fe80::42:acff:fe12:3/64')],
};

function read(value: string | undefined, inContainer = false) {
  const reader = new EnvReader({ TRUST_PROXY: value });
  return { trust: readTrustProxy(reader, inContainer, interfaces), errors: reader.errors };
}

const ipv4Entry = fc
  .tuple(fc.ipV4(), fc.option(fc.integer({ min: 0, max: 32 })))
  .map(([ip, p]) => (p === null ? ip : `${ip}/${p}`));
const ipv6Entry = fc
  .tuple(fc.ipV6(), fc.option(fc.integer({ min: 0, max: 128 })))
  .map(([ip, p]) => (p === null ? ip : `${ip}/${p}`));
const entry = fc.oneof(ipv4Entry, ipv6Entry, fc.constantFrom('loopback', 'linklocal', 'uniquelocal'));

describe('TRUST_PROXY', () => {
  it('off unless set: unset, empty, false, 0, no', () => {
    for (const value of [undefined, '', '  ', 'false', 'FALSE', '0', 'no'])
      expect(read(value)).toEqual({ trust: undefined, errors: [] });
  });

  it('true is the proxy on this machine: loopback, plus the networks of the container in the Docker image', () => {
    for (const value of ['true', 'TRUE', '1', 'yes'])
      expect(read(value).trust).toEqual({ addresses: ['loopback'], fromTrue: true });
    expect(read('true', true).trust).toEqual({ addresses: ['loopback', '172.18.0.3/16'], fromTrue: true });
  });

  it("takes the proxy's addresses as given, spaces around commas aside, exactly when Express takes them", () => {
    const expressTakes = (list: string[]) => {
      try {
        express().set('trust proxy', list);
        return true;
      } catch {
        return false;
      }
    };
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), fc.constantFrom(',', ', ', ' ,  '), (list, sep) => {
        const { trust, errors } = read(list.join(sep));
        // Node's isIP and Express's parser differ on some IPv6 spellings (::0.0.0.0): Express decides.
        if (expressTakes(list)) {
          expect(errors).toEqual([]);
          expect(trust).toEqual({ addresses: list, fromTrue: false });
        } else {
          expect(trust).toBeUndefined();
          expect(errors).toHaveLength(1);
        }
      }),
    );
  });

  it('what it accepts, Express accepts (createApp would throw an English TypeError otherwise)', () => {
    fc.assert(
      fc.property(fc.oneof(entry, fc.string({ maxLength: 20 })), (text) => {
        if (isProxyAddress(text)) expect(() => express().set('trust proxy', [text])).not.toThrow();
      }),
    );
  });

  it('refuses anything else at start-up, saying which entry it did not understand', () => {
    for (const bad of [
      'talvez',
      '::0.0.0.0',
      '300.1.1.1',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/9',
      'localhost',
      '192.168.0.*',
    ])
      expect(read(`127.0.0.1, ${bad}`).errors).toEqual([
        'TRUST_PROXY deve ser false, true ou o endereço do proxy reverso (vários separados por vírgula): um IP ' +
          `(192.168.0.10, ::1), uma faixa CIDR (172.18.0.0/16) ou loopback (recebido: 127.0.0.1, ${bad}; não ` +
          `entendido: "${bad}").`,
      ]);
    expect(read('127.0.0.1,').errors[0]).toContain('não entendido: "")');
  });

  it('a range is more than one machine, loopback aside', () => {
    expect(['uniquelocal', 'linklocal', '192.168.0.0/16', '10.0.0.0/8', 'fd00::/8'].every(isRange)).toBe(true);
    expect(['loopback', '127.0.0.0/8', '::1/128', '192.168.0.10', '192.168.0.10/32', 'fd00::2'].some(isRange)).toBe(
      false,
    );
  });
});
