import { Readable } from "node:stream";
import { data } from "react-router";
import { getApplication } from "~/features/careers/applications.server";
import { isUuid } from "~/lib/forms";
import { requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/application-cv";

/** A header parameter's value as RFC 5987 writes it (encodeURIComponent leaves ' ( ) * as is). */
function rfc5987(value: string) {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * /admin/careers/applications/:id/cv: the applicant's CV, for signed-in staff only, as an
 * attachment that no cache keeps. The file's key is never part of any address.
 */
export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args, "resource");
  const { params, context } = args;
  const application = isUuid(params.id) ? await getApplication(context.db, params.id) : undefined;
  if (!application) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const file = await context.careers.storage.get(application.cvKey);
  if (!file) throw data(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  const name = application.cvName;
  return new Response(Readable.toWeb(file.body as Readable) as ReadableStream, {
    headers: {
      "Content-Type": application.cvType,
      "Content-Length": String(file.size),
      // An ASCII name for every browser, the applicant's own for those that read filename*.
      "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]+|["\\]/g, "_")}"; filename*=UTF-8''${rfc5987(name)}`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
