/**
 * Forms marked `data-inline-form` (the contact form) are sent without leaving the page: the
 * server's answer is the same page it would show after a plain form post, and the form is
 * replaced by the form in that answer (its errors, kept values or emptied fields). The status
 * region is kept, so screen readers announce the new message. While sending, the submit button
 * is disabled and shows `data-pending-label`.
 */
export function enhanceContactForms(doc: Document) {
  doc.addEventListener("submit", async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-inline-form")) return;
    event.preventDefault();
    if (form.dataset.sending !== undefined) return;

    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const label = button?.querySelector<HTMLElement>("[data-button-label]");
    const idleText = label?.textContent;
    form.dataset.sending = "";
    if (button) button.disabled = true;
    if (label && button?.dataset.pendingLabel) label.textContent = button.dataset.pendingLabel;

    const status = form.querySelector<HTMLElement>('[role="status"]');
    try {
      const response = await fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        headers: { Accept: "text/html" },
        credentials: "same-origin",
      });
      const page = new DOMParser().parseFromString(await response.text(), "text/html");
      const next = form.id ? page.getElementById(form.id) : null;
      if (!(next instanceof HTMLFormElement))
        throw new Error(`unexpected answer ${response.status}`);
      const nextStatus = next.querySelector<HTMLElement>('[role="status"]');
      const message = nextStatus?.innerHTML ?? "";
      if (status && nextStatus) nextStatus.replaceWith(status);
      form.replaceChildren(...next.childNodes);
      if (status) status.innerHTML = message;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } catch {
      if (status) status.textContent = form.dataset.failedMessage ?? "";
      if (button) button.disabled = false;
      if (label && idleText) label.textContent = idleText;
    } finally {
      delete form.dataset.sending;
    }
  });
}
