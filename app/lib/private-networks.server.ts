import { lookup as systemLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";

/*
 * Addresses the server must not be sent to by what staff type (a link to check, a webhook's
 * target): loopback, private, link-local, shared (CGNAT), multicast, reserved, unspecified,
 * benchmarking and documentation networks, the IETF's protocol assignments, the IPv6 ranges that
 * carry an IPv4 address inside (NAT64, 6to4: they reach IPv4 networks this list refuses), and
 * the addresses of this machine's own interfaces.
 */

const PRIVATE_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE_NETWORKS.addSubnet(network, prefix, "ipv6");
}

/** The addresses of this machine's interfaces (a public address of its own among them). */
function ownAddresses(): Set<string> {
  return new Set(
    Object.values(networkInterfaces())
      .flat()
      .flatMap((entry) => (entry ? [entry.address.toLowerCase()] : [])),
  );
}

/** Whether an IP address is on a private network or this machine (false for a name). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  if (family === 0) return false;
  if (ownAddresses().has(address.toLowerCase())) return true;
  return PRIVATE_NETWORKS.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A host name's addresses as connecting to it would find them. */
export interface ResolvedHost {
  addresses: { address: string; family: number }[];
  /** Whether the name is `localhost` or any of its addresses is private or this machine's. */
  private: boolean;
}

/** How names are looked up: the system's resolver, as connecting would (tests give others). */
export type HostLookup = (
  hostname: string,
  options: { all: true },
) => Promise<{ address: string; family: number }[]>;

/** How long a name's lookup may take before it counts as failed (5 s). */
export const LOOKUP_TIMEOUT_MS = 5000;

/** A lookup that did not answer in time: the caller fails and may try again later. */
export class LookupTimeoutError extends Error {
  constructor(hostname: string, timeoutMs: number) {
    super(`DNS did not answer for ${hostname} within ${timeoutMs / 1000} s.`);
    this.name = "LookupTimeoutError";
  }
}

/**
 * Resolves a URL's host name (an IP address stands for itself); rejects when none is found, or
 * with a LookupTimeoutError after `timeoutMs`. The system's lookup has no time limit of its own
 * and a slow DNS server would otherwise hold the caller (a webhook delivery) for minutes.
 */
export async function resolveHost(
  hostname: string,
  {
    lookup = systemLookup,
    timeoutMs = LOOKUP_TIMEOUT_MS,
  }: { lookup?: HostLookup; timeoutMs?: number } = {},
): Promise<ResolvedHost> {
  const host = hostname.replace(/^\[|\]$/g, "");
  const family = isIP(host);
  if (family !== 0) {
    return { addresses: [{ address: host, family }], private: isPrivateAddress(host) };
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LookupTimeoutError(host, timeoutMs)), timeoutMs);
  });
  const addresses = await Promise.race([lookup(host, { all: true }), late]).finally(() =>
    clearTimeout(timer),
  );
  const named = host === "localhost" || host.endsWith(".localhost");
  return {
    addresses,
    private: named || addresses.some(({ address }) => isPrivateAddress(address)),
  };
}

/** Whether a host name is, or resolves to, an address on a private network or this machine. */
export async function onPrivateNetwork(hostname: string): Promise<boolean> {
  return (await resolveHost(hostname)).private;
}
