import type { AppDatabase } from "../../../../db/client.server";
import { linkIdentity } from "./identities.server";
import { takePendingCodeStep, takePendingLink } from "./pending.server";
import { providerButton } from "./providers";
import type { SignInProviders } from "./service.server";
import { noteProviderSession } from "./sessions.server";

/*
 * What a finished password or code sign-in does for the company providers: links the identity
 * that waited for this account's password (the person proved both), and notes the provider of a
 * provider's sign-in that went through our code step.
 */

export interface AfterSignIn {
  /** Cookies to set (the pending link's, cleared). */
  cookies: string[];
  /** Where to go instead of the usual place: the account page saying the link was made. */
  to?: string;
}

/** After a password (and code) sign-in of `userId`: the waiting link, if it is this account's. */
export async function linkWaitingIdentity(
  db: AppDatabase,
  providers: SignInProviders,
  request: Request,
  userId: string,
): Promise<AfterSignIn> {
  const taken = await takePendingLink(db, request, providers.secureCookies);
  if (!taken) return { cookies: [] };
  const link = taken.link;
  const client = link ? providers.clients.get(link.provider) : undefined;
  if (!link || !client || link.userId !== userId) return { cookies: [taken.clear] };
  await linkIdentity(
    db,
    {
      userId,
      provider: link.provider,
      subject: link.subject,
      email: link.email,
      refreshToken: link.refreshToken,
    },
    providerButton(client.provider).name,
  );
  return {
    cookies: [taken.clear],
    to: `/admin/account?done=provider-linked&provider=${link.provider}#sign-in-providers`,
  };
}

/** After our code step: the session it made began with a provider when the sign-in did. */
export async function noteCodeStepProvider(
  db: AppDatabase,
  twoFactorId: string,
  sessionToken: string | undefined,
) {
  const step = await takePendingCodeStep(db, twoFactorId);
  if (step && sessionToken) await noteProviderSession(db, sessionToken, step.provider);
}
