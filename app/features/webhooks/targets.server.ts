import { type HostLookup, LookupTimeoutError, resolveHost } from "~/lib/private-networks.server";

/** What decides whether an address may receive deliveries (the settings, read once). */
export interface TargetRules {
  /** In production only `https://` is accepted. */
  production: boolean;
  /** WEBHOOKS_ALLOW_PRIVATE: targets on this machine or a private network are accepted too. */
  allowPrivate: boolean;
  /** How host names are looked up (the system's resolver unless a test gives another). */
  lookup?: HostLookup;
  /** How long a lookup may take (LOOKUP_TIMEOUT_MS, 5 s): slow DNS fails the attempt instead. */
  lookupTimeoutMs?: number;
}

/** An accepted target and the address connecting to it must use (checked, so never another). */
export type TargetCheck =
  | { ok: true; url: URL; address: string; family: number }
  | { ok: false; message: string };

/**
 * Whether `text` may receive deliveries: a whole `https://` address (`http://` too outside
 * production, and in production to a private target when those are allowed), with no user name
 * or password in it, whose host resolves, and not to this machine
 * or a private network unless allowed. Run when an endpoint is saved and again before each
 * delivery; the delivery connects to the address checked here, so a name that resolves
 * elsewhere a moment later (DNS rebinding) cannot send it inside.
 */
export async function checkTarget(text: string, rules: TargetRules): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, message: "Enter a whole address, such as https://example.com/hooks." };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    return { ok: false, message: "The address must start with https://." };
  }
  const insecure = url.protocol === "http:" && rules.production;
  const httpsOnly = {
    ok: false as const,
    message: "The address must start with https:// (http:// is not secure).",
  };
  if (insecure && !rules.allowPrivate) return httpsOnly;
  if (url.username || url.password) {
    return { ok: false, message: "Leave the user name and password out of the address." };
  }
  let resolved: Awaited<ReturnType<typeof resolveHost>>;
  try {
    resolved = await resolveHost(url.hostname, {
      lookup: rules.lookup,
      timeoutMs: rules.lookupTimeoutMs,
    });
  } catch (error) {
    if (error instanceof LookupTimeoutError) return { ok: false, message: error.message };
    return { ok: false, message: `No server named ${url.hostname} was found.` };
  }
  const [first] = resolved.addresses;
  if (!first) return { ok: false, message: `No server named ${url.hostname} was found.` };
  if (resolved.private && !rules.allowPrivate) {
    return {
      ok: false,
      message: `${url.hostname} is on this machine or a private network: deliveries go only to public addresses.`,
    };
  }
  // Inside the network the operator opened (WEBHOOKS_ALLOW_PRIVATE), TLS is theirs to choose.
  if (insecure && !resolved.private) return httpsOnly;
  return { ok: true, url, address: first.address, family: first.family };
}
