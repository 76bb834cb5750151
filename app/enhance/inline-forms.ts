/**
 * Forms marked `data-inline-form` (the contact form, a position's 'Apply' form) are sent without
 * leaving the page: the server's answer is the same page it would show after a plain form post,
 * and the form is replaced by the form in that answer (its errors, kept values or emptied
 * fields). The status region is kept, so screen readers announce the new message. While
 * sending, the submit button is disabled and shows `data-pending-label`. A form with a file
 * (multipart) is sent with XMLHttpRequest, whose upload progress fills the form's
 * `[data-upload-progress]` bar.
 */
export function enhanceInlineForms(doc: Document) {
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
    const progress = form.querySelector<HTMLElement>("[data-upload-progress]");
    const idle = () => {
      if (progress) progress.hidden = true;
      if (button) button.disabled = false;
      if (label && idleText) label.textContent = idleText;
    };
    // A file over its limit is refused here, before minutes of uploading it.
    const tooLarge = [...form.querySelectorAll<HTMLInputElement>("input[data-max-bytes]")].find(
      (input) =>
        [...(input.files ?? [])].some((file) => file.size > Number(input.dataset.maxBytes)),
    );
    if (tooLarge) {
      if (status) status.textContent = tooLarge.dataset.tooLarge ?? "";
      tooLarge.focus();
      idle();
      delete form.dataset.sending;
      return;
    }
    try {
      const answer =
        form.enctype === "multipart/form-data"
          ? await sendWithProgress(form, progress)
          : await sendUrlEncoded(form);
      const page = new DOMParser().parseFromString(answer.html, "text/html");
      const next = form.id ? page.getElementById(form.id) : null;
      if (!(next instanceof HTMLFormElement)) {
        // Gone meanwhile (a position that closed): the page as it now is says so.
        if (answer.status === 410) {
          window.location.assign(form.action);
          return;
        }
        // Refused with a reason before the form was read (a body far too large).
        const reason = page.querySelector("[data-form-error]")?.textContent;
        if (!reason) throw new Error("unexpected answer");
        if (status) status.textContent = reason;
        idle();
        return;
      }
      const nextStatus = next.querySelector<HTMLElement>('[role="status"]');
      const message = nextStatus?.innerHTML ?? "";
      if (status && nextStatus) nextStatus.replaceWith(status);
      form.replaceChildren(...next.childNodes);
      if (status) status.innerHTML = message;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    } catch {
      if (status) status.textContent = form.dataset.failedMessage ?? "";
      idle();
    } finally {
      delete form.dataset.sending;
    }
  });
}

/** The server's answer: its status and its page. */
interface Answer {
  status: number;
  html: string;
}

async function sendUrlEncoded(form: HTMLFormElement): Promise<Answer> {
  const response = await fetch(form.action, {
    method: "POST",
    body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
    headers: { Accept: "text/html" },
    credentials: "same-origin",
  });
  return { status: response.status, html: await response.text() };
}

/** The form as multipart, its upload's progress shown in `progress` (a bar and its words). */
function sendWithProgress(form: HTMLFormElement, progress: HTMLElement | null): Promise<Answer> {
  const bar = progress?.querySelector("progress");
  const words = progress?.querySelector<HTMLElement>("[data-template]");
  const show = (percent: number) => {
    if (!progress) return;
    progress.hidden = false;
    if (bar) bar.value = percent;
    if (words)
      words.textContent = (words.dataset.template ?? "").replace("{percent}", String(percent));
  };
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", form.action);
    request.setRequestHeader("Accept", "text/html");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) show(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () =>
      resolve({ status: request.status, html: request.responseText }),
    );
    request.addEventListener("error", () => reject(new Error("network")));
    request.addEventListener("abort", () => reject(new Error("aborted")));
    show(0);
    request.send(new FormData(form));
  });
}
