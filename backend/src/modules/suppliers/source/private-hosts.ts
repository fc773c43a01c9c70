import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { FeedFetchError } from './feed-fetch-error.js';

/**
 * Staff type feed addresses, and the server fetches them: without this guard a feed URL could make the
 * server read internal services (a cloud's metadata address, an admin port on loopback). Only addresses
 * that ipaddr.js calls plain 'unicast' are public; every special range (loopback, private, unique local,
 * link-local, CGNAT, multicast, unspecified, reserved, and v4 addresses mapped into IPv6) is refused.
 *
 * IPv6 forms that carry an IPv4 address are judged by what they carry or refused whole:
 * - `::ffff:0:0/96` (mapped) is judged as the v4 address it maps (process() unwraps it);
 * - `::/96` (the deprecated IPv4-compatible form, `::7f00:1` = `::127.0.0.1`, and `::`, `::1`) is refused
 *   whole: no public service is reached that way, and some stacks route it to the embedded v4 address;
 * - `64:ff9b::/96` and `64:ff9b:1::/48` (NAT64), `2002::/16` (6to4), `2001::/32` (Teredo) and
 *   `::ffff:0:0:0/96` (SIIT) are refused whole: ipaddr.js names their ranges, so they are not 'unicast'.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const parts = (parsed as ipaddr.IPv6).parts;
    if (parts.slice(0, 6).every((part) => part === 0)) return false; // ::/96
  }
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so a mapped address is judged as the v4 one it is.
  return ipaddr.process(address).range() === 'unicast';
}

/** URL.hostname keeps an IPv6 literal's brackets; lookups and ipaddr.js want it bare (and without a final dot). */
const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1').replace(/\.+$/, '');

/** `localhost` and every `*.localhost` name are loopback by definition (RFC 6761), whatever DNS says. */
const isLocalhostName = (name: string) => /(^|\.)localhost$/i.test(name);

/**
 * Every address the host resolves to, all checked: one private address is enough to refuse, since the
 * connection could pick any of them. Connecting to exactly these addresses (see pinnedLookup) keeps a
 * second DNS answer from swapping a private address in after the check (DNS rebinding).
 */
export async function resolveCheckedAddresses(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const name = bareHost(host);
  if (!allowPrivate && isLocalhostName(name)) throw privateHostError(name, '127.0.0.1');
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(name, { all: true });
  } catch {
    throw new FeedFetchError('unreachable', `The supplier's host ${name} could not be found (no DNS address).`);
  }
  const refused = allowPrivate ? undefined : addresses.find(({ address }) => !isPublicAddress(address));
  if (refused) throw privateHostError(name, refused.address);
  return addresses;
}

/**
 * For staff saving a supplier: refuses (FeedFetchError 'private-host') a host that resolves to a private
 * or local address. A name that does not resolve (yet) passes: the run will say it is unreachable.
 */
export async function assertPublicHost(host: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  try {
    await resolveCheckedAddresses(host, false);
  } catch (error) {
    if (error instanceof FeedFetchError && error.code === 'private-host') throw error;
  }
}

/** A `lookup` for node:net/http that answers the addresses checked before, whatever DNS says now. */
export function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const matching = addresses.filter((a) => !family || a.family === family);
    if (!matching.length) {
      const error = Object.assign(new Error('No checked address of the wanted family'), { code: 'ENOTFOUND' });
      return callback(error, '', 0);
    }
    if (options.all) return callback(null, matching);
    callback(null, matching[0].address, matching[0].family);
  };
}

function privateHostError(host: string, address: string): FeedFetchError {
  const where = host === address ? host : `${host} (${address})`;
  return new FeedFetchError(
    'private-host',
    `The address ${where} is in a private or local network, which supplier feeds may not reach ` +
      '(set FEED_ALLOW_PRIVATE_HOSTS=true to allow it).',
  );
}
