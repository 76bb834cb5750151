import type { Locator } from "@playwright/test";

/**
 * Pastes into the rich-text editor as the browser would: a paste event carrying the given
 * clipboard types ('text/html', 'text/plain'). Plain text with Markdown in it becomes formatting.
 */
export async function paste(editor: Locator, data: Record<string, string>) {
  await editor.focus();
  await editor.evaluate((element, entries) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, data);
}
