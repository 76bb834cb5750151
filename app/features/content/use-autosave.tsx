import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { formatDateTimeIn } from "~/lib/dates";
import { isRecord } from "~/lib/guards";
import type { FormValues } from "./form-values";

/** What the browser keeps of a form being typed in (localStorage, per item). */
interface Kept {
  savedAt: string;
  values: FormValues;
  /** The save was refused because the session ended: restored without asking. */
  refused?: boolean;
}

const PREFIX = "autosave:";

/** What `write` kept (anything else in the browser's storage under the key is ignored). */
function isKept(value: unknown): value is Kept {
  return (
    isRecord(value) &&
    typeof value.savedAt === "string" &&
    isRecord(value.values) &&
    Object.values(value.values).every((v) => typeof v === "string" || typeof v === "boolean") &&
    (value.refused === undefined || typeof value.refused === "boolean")
  );
}

function read(key: string): Kept | undefined {
  try {
    const raw = window.localStorage.getItem(PREFIX + key);
    const kept: unknown = raw ? JSON.parse(raw) : undefined;
    return isKept(kept) ? kept : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, kept: Kept | undefined) {
  try {
    if (kept) window.localStorage.setItem(PREFIX + key, JSON.stringify(kept));
    else window.localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage full or refused (private mode): typing still works, it is just not kept.
  }
}

/** What a form sends that is not typed: the button pressed, its section and version. */
const NOT_TYPED = new Set(["intent", "version", "section", "keep"]);

/**
 * The form's values as FormValues: text fields, and checkboxes as booleans; with `every`, also
 * the fields the form gained since it opened (a list's new items).
 */
function valuesOf(form: HTMLFormElement, shape: FormValues, every = false): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  if (every) {
    for (const [name, value] of data) {
      if (typeof value === "string" && !NOT_TYPED.has(name)) values[name] = value;
    }
  }
  for (const [name, fallback] of Object.entries(shape)) {
    values[name] =
      typeof fallback === "boolean" ? data.has(name) : String(data.get(name) ?? fallback);
  }
  return values;
}

function differs(a: FormValues, b: FormValues) {
  return Object.keys(b).some((name) => name !== "version" && (a[name] ?? "") !== (b[name] ?? ""));
}

/**
 * Keeps unsaved typing in the browser while a content form is open (per item: `key`), so a
 * closed tab, a crash or an ended session loses nothing. Reopening the form offers the kept text
 * ('Restore unsaved changes'); after a save refused because the session ended, signing in again
 * brings the form back with it. A successful save forgets it.
 */
export function useAutosave({
  key,
  formRef,
  stored,
  listPath,
  savedAt = (target) => target.pathname === listPath,
  everyField = false,
  onRestore,
}: {
  key: string;
  formRef: RefObject<HTMLFormElement | null>;
  /** The values the form opened with (what counts as no change). */
  stored: FormValues;
  /** Where a stored save leads (a content form's list). */
  listPath: string;
  /** Whether a save that led to `target` was stored (by default: it leads to `listPath`). */
  savedAt?: (target: { pathname: string; search: string }) => boolean;
  /** Keep every field the form has, also those added since it opened (a list's new items). */
  everyField?: boolean;
  onRestore: (values: FormValues) => void;
}) {
  const [offer, setOffer] = useState<Kept>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const navigation = useNavigation();
  const location = useLocation();

  // On opening: offer what was kept, or bring it back at once after a refused save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per item
  useEffect(() => {
    // Another item's offer (the same page showing another item) is not this one's.
    setOffer(undefined);
    const kept = read(key);
    if (!kept || !differs(kept.values, stored)) {
      if (kept) write(key, undefined);
      return;
    }
    if (kept.refused) {
      // Kept marked until the next keystroke or save: a second mount restores it again.
      onRestore(kept.values);
    } else {
      setOffer(kept);
    }
  }, [key]);

  // Typing is kept a moment after it stops. Registered once: a re-render while the moment runs
  // (a field's own state, a revalidation) must not cancel the pending write. Listened for on
  // the document and matched against the form of the moment: the form is made anew when typing
  // is restored or a save fails, and listeners on the old one would hear nothing.
  const latest = useRef({ key, stored, savedAt });
  latest.current = { key, stored, savedAt };
  // A save sent and not answered yet, with the values it sent: if the form goes away meanwhile,
  // where to decides (below). Set when the navigation is 'submitting' (below).
  const saving = useRef(false);
  const sentValues = useRef<FormValues>(undefined);
  useEffect(() => {
    const inForm = (event: Event) => {
      const form = formRef.current;
      return form && event.target instanceof Node && form.contains(event.target) ? form : null;
    };
    const keep = (event: Event) => {
      if (!inForm(event)) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const form = formRef.current;
        if (!form) return;
        const { key, stored } = latest.current;
        const values = valuesOf(form, stored, everyField);
        write(
          key,
          differs(values, stored) ? { savedAt: new Date().toISOString(), values } : undefined,
        );
      }, 300);
    };
    // Clicks too: a button may change what the form sends (a list item moved, a photo chosen).
    document.addEventListener("input", keep, true);
    document.addEventListener("change", keep, true);
    document.addEventListener("click", keep, true);
    return () => {
      document.removeEventListener("input", keep, true);
      document.removeEventListener("change", keep, true);
      document.removeEventListener("click", keep, true);
      clearTimeout(timer.current);
    };
  }, [formRef, everyField]);

  // The form closes after its save: on the list (not the login), the save was stored; on the
  // login, the session had ended and what was sent is kept to come back without asking. This
  // holds even when React skips rendering the navigation's brief 'loading' state the effect
  // below reads.
  useEffect(
    () => () => {
      if (!saving.current) return;
      const { pathname, search } = window.location;
      clearTimeout(timer.current);
      if (search.includes("next=")) {
        const values = sentValues.current ?? read(key)?.values;
        if (values) write(key, { savedAt: new Date().toISOString(), values, refused: true });
      } else if (latest.current.savedAt({ pathname, search })) {
        write(key, undefined);
      }
    },
    [key],
  );

  // A save sent: on to the list means it was stored; on to the login means the session ended.
  useEffect(() => {
    // Answered on this page (a field error, a conflict): the form is still open.
    if (navigation.state === "idle") saving.current = false;
    if (navigation.formMethod?.toUpperCase() !== "POST") return;
    if (
      navigation.formAction &&
      new URL(navigation.formAction, window.location.href).pathname !== location.pathname
    )
      return;
    // Sent (a submit the browser's own checks refused never gets here).
    if (navigation.state === "submitting") {
      saving.current = true;
      const form = formRef.current;
      sentValues.current = form ? valuesOf(form, stored, everyField) : undefined;
      return;
    }
    if (navigation.state !== "loading") return;
    const target = navigation.location;
    if (target.search.includes("next=")) {
      const form = formRef.current;
      const kept = read(key);
      const values = form ? valuesOf(form, stored, everyField) : kept?.values;
      if (values) write(key, { savedAt: new Date().toISOString(), values, refused: true });
    } else if (latest.current.savedAt(target)) {
      clearTimeout(timer.current);
      write(key, undefined);
    }
  }, [navigation, key, location.pathname, formRef, stored, everyField]);

  const restore = useCallback(() => {
    if (offer) onRestore(offer.values);
    setOffer(undefined);
  }, [offer, onRestore]);
  const discard = useCallback(() => {
    write(key, undefined);
    setOffer(undefined);
  }, [key]);
  return { offer: offer ? { savedAt: offer.savedAt } : undefined, restore, discard };
}

/** The offer to bring back what the browser kept: 'Restore unsaved changes' or 'Discard'. */
export function AutosaveOffer({
  autosave,
  timeZone,
}: {
  autosave: ReturnType<typeof useAutosave>;
  timeZone: string;
}) {
  if (!autosave.offer) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sky-950 text-sm ring-1 ring-sky-200"
    >
      <span className="min-w-0 flex-1">
        This browser kept changes you did not save (
        {formatDateTimeIn(autosave.offer.savedAt, timeZone)}).
      </span>
      <button
        type="button"
        onClick={autosave.restore}
        className="rounded-full bg-sky-800 px-4 py-1.5 font-semibold text-white hover:bg-sky-900"
      >
        Restore unsaved changes
      </button>
      <button
        type="button"
        onClick={autosave.discard}
        className="rounded-full px-4 py-1.5 font-semibold text-sky-900 ring-1 ring-sky-300 hover:bg-sky-100"
      >
        Discard
      </button>
    </div>
  );
}
