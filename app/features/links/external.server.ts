import { onPrivateNetwork } from "~/lib/private-networks.server";
import type { LinkVerdict } from "./links";

export interface ExternalLinkOptions {
  /** The header naming the site that asks ('<name> link checker (+<site>)'). */
  userAgent: string;
  /** How long one address may take to answer (5 s). */
  timeoutMs?: number;
  /** Addresses asked at once, across hosts (LINK_CHECK_CONCURRENCY). */
  concurrency: number;
  /** Addresses of one host asked at once (2): a site is never hammered. */
  perHost?: number;
  /**
   * Whether addresses on loopback and private networks are asked too. Never on a server (a
   * visitor cannot reach them, and the server does not probe its own network); the tests' peers
   * listen on loopback.
   */
  askPrivateNetworks?: boolean;
  /** Stops the addresses not yet answered (shutdown). */
  signal?: AbortSignal;
}

/** A redirect is followed this many times at most (each hop checked like the first). */
const MAX_HOPS = 5;

/**
 * Asks every address once (HEAD; GET when HEAD is not allowed), at most `concurrency` at a time
 * and `perHost` per host: an answer of 400 or more is an `error` with its status; no answer, a
 * failed name lookup or the time-out is `unreachable`. Redirects are followed.
 */
export async function checkExternalLinks(
  urls: readonly string[],
  options: ExternalLinkOptions,
  onChecked: () => void = () => undefined,
): Promise<Map<string, LinkVerdict>> {
  const everyone = limiter(options.concurrency);
  const hosts = new Map<string, ReturnType<typeof limiter>>();
  const verdicts = new Map<string, LinkVerdict>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const host = hostOf(url);
      let ofHost = hosts.get(host);
      if (!ofHost) {
        ofHost = limiter(options.perHost ?? 2);
        hosts.set(host, ofHost);
      }
      // The host's turn first, then a place among all: a busy host holds no place meanwhile.
      const verdict = await ofHost(() => everyone(() => checkExternalLink(url, options)));
      verdicts.set(url, verdict);
      onChecked();
    }),
  );
  return verdicts;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "";
  }
}

/** One address's verdict. */
export async function checkExternalLink(
  url: string,
  options: Pick<ExternalLinkOptions, "userAgent" | "timeoutMs" | "askPrivateNetworks" | "signal">,
): Promise<LinkVerdict> {
  if (options.signal?.aborted) return null;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 5000);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    let address = new URL(url);
    for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
      if (address.protocol !== "http:" && address.protocol !== "https:") return null;
      if (!options.askPrivateNetworks && (await onPrivateNetwork(address.hostname))) {
        return { problem: "unreachable" };
      }
      let response = await ask(address, "HEAD", options.userAgent, signal);
      if (response.status === 405 || response.status === 501) {
        response = await ask(address, "GET", options.userAgent, signal);
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        address = new URL(location, address);
        continue;
      }
      return response.status >= 400 ? { problem: "error", status: response.status } : null;
    }
    return { problem: "error", status: 310 };
  } catch {
    return { problem: "unreachable" };
  }
}

async function ask(address: URL, method: "HEAD" | "GET", userAgent: string, signal: AbortSignal) {
  const response = await fetch(address, {
    method,
    redirect: "manual",
    signal,
    headers: { "user-agent": userAgent, accept: "text/html,*/*;q=0.8" },
  });
  // Only the status is read: a GET's body is not downloaded.
  await response.body?.cancel().catch(() => undefined);
  return response;
}

/** Runs at most `n` of the functions given to it at once, the others waiting their turn. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active < n) active += 1;
    // A place is handed over by the one leaving it: none is taken twice.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
