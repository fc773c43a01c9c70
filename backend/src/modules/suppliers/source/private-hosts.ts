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
 */
export function isPublicAddress(address: string): boolean {
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so a mapped address is judged as the v4 one it is.
  return ipaddr.process(address).range() === 'unicast';
}

/** URL.hostname keeps an IPv6 literal's brackets; lookups and ipaddr.js want it bare. */
const bareHost = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/**
 * Every address the host resolves to, all checked: one private address is enough to refuse, since the
 * connection could pick any of them. Connecting to exactly these addresses (see pinnedLookup) keeps a
 * second DNS answer from swapping a private address in after the check (DNS rebinding).
 */
export async function resolveCheckedAddresses(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  const name = bareHost(host);
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
