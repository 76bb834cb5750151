import { Check, Copy, Link2 } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { formatDateTimeIn } from "~/lib/dates";
import { commandPath } from "./command-addresses";
import { CONTENT_KINDS, type ContentKind } from "./kinds";

interface LinkView {
  id: string;
  path: string;
  expiresAt: string;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/30 hover:bg-ev-50"
    >
      {copied ? <Check aria-hidden="true" size={14} /> : <Copy aria-hidden="true" size={14} />}
      {copied ? "Copied" : "Copy"}
    </button>
  );
}

/**
 * A draft's or scheduled item's preview links: 'Share preview link' makes one (valid 7 days),
 * each shows its full address with a copy button and 'Revoke'.
 */
export function PreviewLinks({
  kind,
  id,
  links,
  siteUrl,
  timeZone,
}: {
  kind: ContentKind;
  /** The item's id. */
  id: string;
  links: LinkView[];
  siteUrl: string;
  timeZone: string;
}) {
  const share = useFetcher<{ shared?: boolean; error?: string }>();
  const revoke = useFetcher<{ revoked?: boolean; error?: string }>();
  const noun = CONTENT_KINDS[kind].noun[0];
  return (
    <section
      aria-labelledby="preview-links-heading"
      className="mt-10 rounded-2xl bg-mist p-5 ring-1 ring-slate-200"
    >
      <h3 id="preview-links-heading" className="flex items-center gap-2 font-semibold text-ink">
        <Link2 aria-hidden="true" size={18} />
        Preview links
      </h3>
      <p className="mt-1 text-slate-600 text-sm">
        Anyone with a link can read this {noun} as it will be published, for 7 days or until you
        revoke the link. Search engines never see it.
      </p>
      {links.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {links.map((link) => {
            const url = `${siteUrl}${link.path}`;
            return (
              <li key={link.id} className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
                <label className="sr-only" htmlFor={`preview-${link.id}`}>
                  Preview link
                </label>
                <input
                  id={`preview-${link.id}`}
                  readOnly
                  value={url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="block w-full truncate rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-ink text-xs"
                />
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <CopyButton text={url} label="Copy preview link" />
                  <revoke.Form method="post" action={commandPath(kind, id, "revoke-preview")}>
                    <button
                      type="submit"
                      name="link"
                      value={link.id}
                      disabled={revoke.state !== "idle"}
                      className="rounded-full px-3 py-1.5 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
                    >
                      Revoke
                    </button>
                  </revoke.Form>
                  <span className="text-slate-500 text-xs">
                    Expires {formatDateTimeIn(link.expiresAt, timeZone)}
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {share.data?.error ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {share.data.error}
        </p>
      ) : null}
      {revoke.data?.error ? (
        <p role="alert" className="mt-3 text-red-700 text-sm">
          {revoke.data.error}
        </p>
      ) : null}
      <share.Form method="post" action={commandPath(kind, id, "share-preview")} className="mt-4">
        <button
          type="submit"
          disabled={share.state !== "idle"}
          className="inline-flex items-center rounded-full bg-ev-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-ev-900 disabled:opacity-70"
        >
          {share.state !== "idle" ? "Creating link..." : "Share preview link"}
        </button>
      </share.Form>
    </section>
  );
}
