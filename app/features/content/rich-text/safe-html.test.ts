// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { PAYLOADS, URL_PAYLOADS } from "../../../../tests/hardening-e2e/payloads";
import { cleanPastedHtml } from "./clean-paste";
import { markdownToEditorHtml } from "./from-markdown";

const HOSTILE = [
  ...PAYLOADS,
  ...URL_PAYLOADS.flatMap((url) => [
    `<a href="${url}">x</a>`,
    `<img src="${url}" alt="x">`,
    `[md](${url})`,
    `![md](${url})`,
  ]),
  "<img src=x onerror=alert(1)//",
  "<img/src=x/onerror=alert(1)>",
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<img alt="a>b" onerror=alert(1) src=x>',
  "<svg><animate onbegin=alert(1) attributeName=x></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
];

/** Every element with a handler attribute, or an address that runs script, in `html`. */
function dangers(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  const found: string[] = [];
  for (const element of body.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      if (/^on/i.test(attribute.name)) found.push(`${element.tagName} ${attribute.name}`);
      if (
        /^(href|src)$/i.test(attribute.name) &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value.replace(/[\s\p{Cc}]/gu, ""))
      ) {
        found.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
      }
    }
    if (/^(SCRIPT|IFRAME|OBJECT|EMBED|SVG|MATH|STYLE)$/i.test(element.tagName))
      found.push(element.tagName);
  }
  return found;
}

describe("the HTML the editor reads", () => {
  it("holds no handler, script or script address, from a stored text or a paste", () => {
    for (const payload of HOSTILE) {
      expect(dangers(markdownToEditorHtml(payload)), payload).toEqual([]);
      expect(dangers(cleanPastedHtml(payload)), payload).toEqual([]);
    }
  });

  it("reads any text in time, and an impossible character reference too", () => {
    const long = `<div>\n<a${' x="a"'.repeat(5000)}\n</div>`;
    const started = performance.now();
    markdownToEditorHtml(long);
    cleanPastedHtml(long);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(
      markdownToEditorHtml(
        'See <a href="&#x110000;">this</a> and <a href="/\\evil.example">that</a>.',
      ),
    ).toBe("<p>See <a>this</a> and <a>that</a>.</p>\n");
  });

  it("keeps what is allowed, written anew", () => {
    expect(
      markdownToEditorHtml('Hi <b onclick="x">there</b> <a href="/news" onclick="x">news</a>'),
    ).toBe('<p>Hi there <a href="/news">news</a></p>\n');
  });
});
