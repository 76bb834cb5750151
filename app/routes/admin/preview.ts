import { data } from "react-router";
import { requireAdmin } from "~/features/auth/guards.server";
import { readForm } from "~/lib/forms";
import { renderMarkdown } from "~/lib/markdown.server";
import type { Route } from "./+types/preview";

/** The article form's Preview: the content as the article page will show it, sanitised. */
export async function action(args: Route.ActionArgs) {
  requireAdmin(args, "resource");
  const form = await readForm(args.request);
  const content = String(form.get("content") ?? "");
  if (content.length > 100_000) return data({ html: "" }, { status: 413 });
  return { html: renderMarkdown(content, args.context.siteUrl) };
}
