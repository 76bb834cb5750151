import { Send } from "lucide-react";
import { useActionData, useFetcher } from "react-router";
import { useSite } from "~/features/site/use-site";

export const CONTACT_INTENT = "contact";

export interface ContactActionData {
  contact: { status: "unavailable" };
}

const fieldClass =
  "mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-ink shadow-sm transition placeholder:text-slate-400 focus:border-ev-600 focus:outline-none focus:ring-2 focus:ring-ev-600/30";
const labelClass = "block font-medium text-ink text-sm";

/** The 'Send us a Message' form of the home page's contact section. */
export function ContactForm() {
  const site = useSite();
  // A fetcher keeps the visitor on the page; without JavaScript the page posts and re-renders.
  const fetcher = useFetcher<ContactActionData>();
  const pageActionData = useActionData() as ContactActionData | undefined;
  const actionData = fetcher.data ?? pageActionData;
  const sending = fetcher.state !== "idle";

  return (
    <div className="rounded-3xl bg-white p-6 shadow-xl shadow-slate-200/60 ring-1 ring-slate-200 sm:p-10">
      <h3 className="font-display text-2xl text-ink">Send us a Message</h3>
      <fetcher.Form method="post" action="/?index" className="mt-8 grid gap-6 sm:grid-cols-2">
        <input type="hidden" name="intent" value={CONTACT_INTENT} />
        <div>
          <label htmlFor="contact-name" className={labelClass}>
            Full Name
          </label>
          <input
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor="contact-email" className={labelClass}>
            Email Address
          </label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            className={fieldClass}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-subject" className={labelClass}>
            Subject
          </label>
          <input id="contact-subject" name="subject" type="text" className={fieldClass} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="contact-message" className={labelClass}>
            Message
          </label>
          <textarea id="contact-message" name="message" rows={5} className={fieldClass} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={sending}
            className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ev-700 px-7 py-3.5 font-semibold text-white transition hover:bg-ev-900 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
          >
            <Send aria-hidden="true" size={18} />
            {sending ? "Sending..." : "Send Message"}
          </button>
          <div role="status" className="mt-4 text-sm">
            {actionData?.contact.status === "unavailable" ? (
              <p className="rounded-xl bg-copper-100 px-4 py-3 text-coffee-900">
                Our online form is not receiving messages yet. Please write to{" "}
                <a className="font-semibold underline" href={`mailto:${site.email}`}>
                  {site.email}
                </a>{" "}
                or call {site.phone}.
              </p>
            ) : null}
          </div>
        </div>
      </fetcher.Form>
    </div>
  );
}
