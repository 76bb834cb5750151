/**
 * The part of `oidc-provider` (which ships no types) the test provider uses
 * (tests/support/oidc-provider.ts).
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface KoaContext {
    path: string;
    body: unknown;
    req: IncomingMessage;
    res: ServerResponse;
    oidc?: { params?: Record<string, unknown> };
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
  }

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(
      issuer: string,
      configuration: Record<string, unknown> & {
        findAccount: (ctx: KoaContext, sub: string) => Account | undefined;
        interactions: { url: (ctx: KoaContext, interaction: { uid: string }) => string };
      },
    );
    use(middleware: Middleware): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => Grant;
  }
}
