/**
 * What was typed into the server's text areas before the page's script took them over. React 19
 * puts a text area it hydrates back to its server text (ReactDOM's initTextarea sets `value` to
 * the default text when that is not empty): typing into an edit form's long text in the moment
 * before the page's script ran would be lost. This module loads with the form's own code, before
 * the page is hydrated: it notes what each text area holds then, and what is typed until then.
 */
const typedEarly = new WeakMap<HTMLTextAreaElement, string>();

if (typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated")) {
  for (const area of document.querySelectorAll("textarea")) {
    if (area.value !== area.defaultValue) typedEarly.set(area, area.value);
  }
  const note = (event: Event) => {
    // Once the page is hydrated, React hears the typing itself.
    if (document.documentElement.hasAttribute("data-hydrated")) {
      document.removeEventListener("input", note, true);
      return;
    }
    if (event.target instanceof HTMLTextAreaElement) {
      typedEarly.set(event.target, event.target.value);
    }
  };
  document.addEventListener("input", note, true);
}

/** Gives a server-rendered text area back what was typed into it before hydration. */
export function keepTypedEarly(area: HTMLTextAreaElement | null) {
  const typed = area ? typedEarly.get(area) : undefined;
  if (area && typed !== undefined && area.value !== typed) area.value = typed;
}
