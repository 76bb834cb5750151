import { expect, type Locator } from "@playwright/test";

/**
 * Pastes into the rich-text editor as the browser would: a paste event carrying the given
 * clipboard types ('text/html', 'text/plain'). Plain text with Markdown in it becomes formatting.
 * Waits for the editor itself: until its code has arrived the field is a plain text area, where
 * a paste event made by a script inserts nothing.
 */
export async function paste(editor: Locator, data: Record<string, string>) {
  await expect(editor).toHaveAttribute("contenteditable", "true");
  await editor.focus();
  await editor.evaluate((element, entries) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
    element.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, data);
}
