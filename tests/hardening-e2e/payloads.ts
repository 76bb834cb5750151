/**
 * Script-injection payloads. Each would, if it ever ran, open a dialog, log XSS-EXECUTED or
 * request https://xss.test/exec (built by concatenation, so the address never appears in the
 * markup itself).
 */
const RUN = [
  "alert(1)",
  "confirm(1)",
  "prompt(1)",
  "console.log('XSS-'+'EXECUTED')",
  "new Image().src='https://xss.test/'+'exec'",
  "fetch('https://xss.test/'+'exec')",
];

const TEMPLATES = [
  (js: string) => `<script>${js}</script>`,
  (js: string) => `<img src=x onerror="${js}">`,
  (js: string) => `<img src=x onerror=${js.replaceAll(" ", "/")}>`,
  (js: string) => `<svg onload="${js}">`,
  (js: string) => `<svg><script>${js}</script></svg>`,
  (js: string) => `<body onload="${js}">`,
  (js: string) => `<iframe src="javascript:${js}"></iframe>`,
  (js: string) => `<iframe srcdoc="<script>${js}</script>"></iframe>`,
  (js: string) => `<a href="javascript:${js}">click</a>`,
  (js: string) => `[click](javascript:${js})`,
  (js: string) => `![x](x" onerror="${js})`,
  (js: string) => `"><script>${js}</script>`,
  (js: string) => `'><img src=x onerror="${js}">`,
  (js: string) => `</title><script>${js}</script>`,
  (js: string) => `</textarea><script>${js}</script>`,
  (js: string) => `<details open ontoggle="${js}">`,
  (js: string) => `<input autofocus onfocus="${js}">`,
  (js: string) => `<video><source onerror="${js}"></video>`,
  (js: string) => `<math><mtext><table><mglyph><style><img src=x onerror="${js}">`,
  (js: string) => `<object data="javascript:${js}"></object>`,
  (js: string) => `<embed src="javascript:${js}">`,
  (js: string) => `<form action="javascript:${js}"><button>go</button></form>`,
  (js: string) => `<scr<script>ipt>${js}</scr</script>ipt>`,
  (js: string) => `<ScRiPt>${js}</sCrIpT>`,
  (js: string) => `<img src=x oNeRrOr="${js}">`,
  (js: string) => `javascript:${js}`,
  (js: string) => `" onmouseover="${js}" x="`,
  (js: string) => `<style>@import 'javascript:${js}';</style>`,
  (js: string) => `<meta http-equiv="refresh" content="0;url=javascript:${js}">`,
  (js: string) => `<base href="javascript:${js}//">`,
  (js: string) => `<link rel=import href="data:text/html,<script>${js}</script>">`,
  (js: string) => `&lt;script&gt;${js}&lt;/script&gt;`,
  (js: string) => `<div style="background:url(javascript:${js})">`,
  (js: string) => `\`\${${js}}\``,
  (js: string) => `{{constructor.constructor('${js.replaceAll("'", '"')}')()}}`,
  (js: string) => `<noscript><p title="</noscript><img src=x onerror=${js.replaceAll(" ", "/")}>">`,
  (js: string) => `<a href="jav&#x09;ascript:${js}">tab</a>`,
  (js: string) => `<a href="&#106;avascript:${js}">entity</a>`,
  (js: string) => `[a](&#106;avascript:${js})`,
  (js: string) => `<img src="data:image/svg+xml,<svg onload=${js.replaceAll(" ", "/")}>">`,
  (js: string) => `<marquee onstart="${js}">`,
  (js: string) => `<select autofocus onfocus="${js}">`,
  (js: string) => `<keygen autofocus onfocus="${js}">`,
  (js: string) => `<isindex type=image src=1 onerror="${js}">`,
  (js: string) => `<x onclick="${js}">click me</x>`,
  (js: string) => `--><script>${js}</script><!--`,
  (js: string) => `<![CDATA[<script>${js}</script>]]>`,
  (js: string) => `<script src="data:text/javascript,${encodeURIComponent(js)}"></script>`,
  (js: string) => `<img/src=x/onerror=${js.replaceAll(" ", "/")}>`,
  (js: string) => `<svg/onload=${js.replaceAll(" ", "/")}>`,
  (js: string) => `<svg><animate onbegin="${js}" attributeName=x dur=1s>`,
  (js: string) => `<audio src=x onerror="${js}">`,
];

/** 52 payloads, each template with one of the ways to notice a run. */
export const PAYLOADS = TEMPLATES.map((template, i) => template(RUN[i % RUN.length] as string));

/** URL fields get payloads that are addresses. */
export const URL_PAYLOADS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "javascript&#58;alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  'https://example.com/"><script>alert(1)</script>',
  "https://example.com/x' onerror='alert(1)",
  "vbscript:msgbox(1)",
];

/**
 * Blocks of a rich text (`::type{json}`, and the element the editor reads one from) whose fields
 * hold payloads: each field is text, and an address that is no web or site address is refused.
 */
export const BLOCK_PAYLOADS = [
  `::people{"people":[{"name":"<img src=x onerror=alert(1)>","bio":"<script>alert(2)</script>","photo":{"src":"javascript:alert(3)"}}]}`,
  `::cta{"heading":"<svg onload=alert(4)>","label":"go","href":"javascript:alert(5)"}`,
  `::gallery{"images":[{"src":"x\\" onerror=\\"alert(6)","alt":"a"},{"src":"data:image/svg+xml,<svg onload=alert(7)>","alt":"b"}]}`,
  `::columns{"columns":["<img src=x onerror=alert(8)>","[a](javascript:alert(9))"]}`,
  `<div data-block="quote" data-json='{"text":"<img src=x onerror=alert(10)>"}' onclick="alert(11)"></div>`,
  `<div data-block="downloads" data-json="&quot;}<img src=x onerror=alert(12)>"></div>`,
];
