import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { inputClass } from "./fields";

/**
 * A read-only value (a link to pass on) with a button that copies it. Where the clipboard is not
 * available (a page served over plain http from another machine), the text is selected instead,
 * for Ctrl+C, and the status says so.
 */
export function CopyField({
  label,
  value,
  buttonLabel,
}: {
  label: string;
  value: string;
  buttonLabel: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<"copied" | "selected">();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setStatus("copied");
    } catch {
      input.current?.focus();
      input.current?.select();
      setStatus("selected");
    }
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-ink text-sm">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-sm`}
        />
        <button
          type="button"
          onClick={copy}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold text-ev-700 text-sm ring-1 ring-ev-600/40 transition hover:bg-ev-50 sm:mt-1.5"
        >
          {status === "copied" ? (
            <Check aria-hidden="true" size={16} />
          ) : (
            <Copy aria-hidden="true" size={16} />
          )}
          {buttonLabel}
        </button>
      </div>
      {/* Always in the page, so screen readers announce what appears in it. */}
      <p role="status" className="text-slate-600 text-sm">
        {status ? (
          <span className="mt-1 block">
            {status === "copied" ? "Copied." : "Selected: press Ctrl+C (⌘C on a Mac) to copy it."}
          </span>
        ) : null}
      </p>
    </div>
  );
}
