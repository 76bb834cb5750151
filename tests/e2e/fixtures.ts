import AxeBuilder from "@axe-core/playwright";
import {
  type BrowserContextOptions,
  test as base,
  type CDPSession,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import sharp from "sharp";

/**
 * Playwright's `test`, with one tab per worker as `page`, kept from test to test and emptied
 * between them: cookies, storage, HTTP cache, routes, listeners, mouse, viewport and emulated
 * media back as the project sets them, the tab on about:blank. A browser context per test costs
 * a new renderer process and a cold cache (about a second of a core each, measured here): for
 * the tests of pages that a visitor reads, which need nothing but a clean tab, that is most of
 * their cost. A failed test ends its worker, and with it the tab. Tests that need contexts of
 * their own (two people, no script) still make them from `browser`; a test that adds an init
 * script or changes the network through CDP does not use it (those last for the tab's life).
 */
export const test = base.extend<object, { workerTab: { page: Page; cdp: CDPSession } }>({
  workerTab: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext(workerInfo.project.use as BrowserContextOptions);
      const page = await context.newPage();
      await use({ page, cdp: await context.newCDPSession(page) });
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ workerTab: { page, cdp } }, use, testInfo) => {
    await use(page);
    await page.removeAllListeners(undefined, { behavior: "ignoreErrors" });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.goto("about:blank");
    // A page visited again would otherwise be revalidated (a 304) rather than loaded.
    await cdp.send("Network.clearBrowserCache");
    await page.mouse.move(0, 0);
    await page.context().clearCookies();
    await page.context().clearPermissions();
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null });
    const viewport = testInfo.project.use.viewport;
    if (viewport) await page.setViewportSize(viewport);
  },
});

/** Fails the test with a readable list if axe finds any WCAG A/AA violation on the page. */
export async function expectNoAxeViolations(page: Page) {
  // Colours are judged as they come to rest: a button fading back from its pending look (a
  // CSS transition of its opacity) would be measured half-transparent.
  // (Endless ones, a spinner's, are left turning.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => {})),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits until a public page's script (app/enhance) has set up its behaviours. Public pages are
 * HTML first: before that, links and forms work natively, without the smooth extras.
 */
export async function enhanced(page: Page) {
  await page.waitForFunction(() => document.documentElement?.hasAttribute("data-enhanced"));
}

/**
 * Waits until an admin page is hydrated: its screens' effects ran, so its listeners (autosave,
 * shortcuts) hear what is typed from now on. The route modules alone arrive before that.
 */
export async function hydrated(page: Page) {
  // (Between two documents there is briefly no document element: asked again, not an error.)
  await page.waitForFunction(() => document.documentElement?.hasAttribute("data-hydrated"));
}

/** A text the page shows whose colour does not stand out enough from what is behind it. */
export interface ContrastFailure {
  text: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
}

/** A visible text: where it is on the page, its colour (its opacity applied), its size. */
interface PaintedText {
  text: string;
  box: { x: number; y: number; width: number; height: number };
  color: [number, number, number, number];
  large: boolean;
}

/** WCAG's relative luminance of an sRGB colour (0–255 channels). */
function luminance(r: number, g: number, b: number) {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Every visible text of the page with its box, colour and size (runs in the page). */
function paintedTexts(): PaintedText[] {
  const pixel = document.createElement("canvas").getContext("2d", {
    willReadFrequently: true,
  }) as CanvasRenderingContext2D;
  // Any CSS colour (Tailwind's are oklch and color-mix) as sRGB: painted on a pixel, read back.
  const parse = (value: string): [number, number, number, number] => {
    pixel.clearRect(0, 0, 1, 1);
    pixel.fillStyle = value;
    pixel.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = pixel.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const found: PaintedText[] = [];
  // Every text node on its own: an element's text after an inline child is measured too.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent?.trim()) continue;
    if (element.closest("script, style, template, noscript, option, [aria-hidden='true']")) {
      continue;
    }
    // Visible, and not inside a screen-reader-only box (clipped to nothing).
    const clipped = (at: Element | null): boolean => {
      for (; at; at = at.parentElement) {
        const { clipPath, clip } = getComputedStyle(at);
        if (clipPath === "inset(50%)" || clip === "rect(0px, 0px, 0px, 0px)") return true;
      }
      return false;
    };
    if (
      !element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ||
      clipped(element)
    ) {
      continue;
    }
    const style = getComputedStyle(element);
    const range = document.createRange();
    range.selectNodeContents(node);
    // Only what its scrolling and clipping ancestors let show (a tab scrolled out of view).
    const text = range.getBoundingClientRect();
    let [left, top, right, bottom] = [text.left, text.top, text.right, text.bottom];
    for (let at = element.parentElement; at; at = at.parentElement) {
      if (getComputedStyle(at).overflow === "visible") continue;
      const clip = at.getBoundingClientRect();
      [left, top] = [Math.max(left, clip.left), Math.max(top, clip.top)];
      [right, bottom] = [Math.min(right, clip.right), Math.min(bottom, clip.bottom)];
    }
    const box = { left, top, width: right - left, height: bottom - top };
    if (box.width < 2 || box.height < 2) continue;
    // Text something else is drawn over (the fade at the end of a scrolling row) is not shown
    // as itself: not measured.
    const onTop = document.elementFromPoint(left + box.width / 2, top + box.height / 2);
    if (onTop && !element.contains(onTop) && !onTop.contains(element)) continue;
    let opacity = 1;
    for (let at: Element | null = element; at; at = at.parentElement) {
      opacity *= Number(getComputedStyle(at).opacity);
    }
    const [r, g, b, a] = parse(style.color);
    const size = Number.parseFloat(style.fontSize);
    found.push({
      text: (node.textContent ?? "").trim().slice(0, 60),
      box: {
        x: box.left + window.scrollX,
        y: box.top + window.scrollY,
        width: box.width,
        height: box.height,
      },
      color: [r, g, b, a * opacity],
      large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
    });
  }
  return found;
}

/**
 * WCAG AA contrast of every visible text on the page: 4.5:1, or 3:1 for large text (24 px, or
 * 18.66 px bold), measured against what is actually painted behind it — the page is
 * photographed with every text made transparent, and each text's colour is compared with the
 * pixels under it (its 5th and 95th percentile, so a hairline of a decorative pattern does not
 * decide). Unlike axe, which leaves text over gradients, patterns and photos as 'needs review',
 * this measures those too.
 */
export async function contrastFailures(page: Page, attempt = 1): Promise<ContrastFailure[]> {
  // A page that is still settling (hydrating, loading a font, scrolling its tab list to the
  // current tab) would be measured in one layout and photographed in another.
  await page.waitForFunction(
    () =>
      document.documentElement?.hasAttribute("data-enhanced") ||
      document.documentElement?.hasAttribute("data-hydrated"),
  );
  // The pointer off every control: one left where the last click was (the login's button) would
  // show whatever is there now in its hover colours.
  await page.mouse.move(0, 0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A control that came alive with hydration (a file picker enabled) fades in: measured
    // halfway, its text is paler than the page will ever show it. Endless animations, and
    // those that follow the scroll bar (the header's), never finish: they are left out.
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // Overlays that let clicks through (a scrolling row's fade) must still count as covering.
  const hitAll = await page.addStyleTag({ content: "* { pointer-events: auto !important; }" });
  const texts = await page.evaluate(paintedTexts);
  await hitAll.evaluate((element) => (element as HTMLElement).remove());
  // The page without its texts: what each one is painted on.
  const hide = await page.addStyleTag({
    content:
      "*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }",
  });
  const shot = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  await hide.evaluate((element) => (element as HTMLElement).remove());
  // A page that moved meanwhile (a scrolling row keeping its current tab in view once the
  // page hydrated, on a busy machine) was measured in one layout and photographed in another:
  // measure it again.
  const hitAllAgain = await page.addStyleTag({
    content: "* { pointer-events: auto !important; }",
  });
  const again = await page.evaluate(paintedTexts);
  await hitAllAgain.evaluate((element) => (element as HTMLElement).remove());
  if (JSON.stringify(again.map((t) => t.box)) !== JSON.stringify(texts.map((t) => t.box))) {
    if (attempt < 3) return contrastFailures(page, attempt + 1);
  }
  const { data, info } = await sharp(shot)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = (c: number[]) => `rgb(${c.slice(0, 3).map(Math.round).join(", ")})`;
  const failures: ContrastFailure[] = [];
  for (const text of texts) {
    const x0 = Math.max(0, Math.floor(text.box.x));
    const y0 = Math.max(0, Math.floor(text.box.y));
    const x1 = Math.min(info.width, Math.ceil(text.box.x + text.box.width));
    const y1 = Math.min(info.height, Math.ceil(text.box.y + text.box.height));
    type Rgb = [number, number, number];
    // The pixels under the text, counted by colour (a text sits on a few colours, not on as
    // many as it has pixels): their luminance order gives the percentiles.
    const counts = new Map<number, number>();
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y * info.width + x) * 3;
        const key = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    if (counts.size === 0) continue;
    const colours = [...counts]
      .map(([key, count]) => {
        const c: Rgb = [(key >> 16) & 255, (key >> 8) & 255, key & 255];
        return { l: luminance(...c), c, count };
      })
      .sort((a, b) => a.l - b.l);
    const pixels = (x1 - x0) * (y1 - y0);
    /** The colour of the pixel at `rank` in luminance order. */
    const atRank = (rank: number) => {
      let seen = 0;
      for (const colour of colours) {
        seen += colour.count;
        if (seen > rank) return colour;
      }
      return colours.at(-1);
    };
    const needed = text.large ? 3 : 4.5;
    const extremes = [atRank(Math.floor(pixels * 0.05)), atRank(Math.floor(pixels * 0.95))].filter(
      (p): p is { l: number; c: Rgb; count: number } => p !== undefined,
    );
    let worst: { ratio: number; color: Rgb; background: Rgb } | undefined;
    for (const { c, l } of extremes) {
      const [r, g, b, a] = text.color;
      const mix = (ink: number, paper: number) => ink * a + paper * (1 - a);
      const color: Rgb = [mix(r, c[0]), mix(g, c[1]), mix(b, c[2])];
      const ink = luminance(...color);
      const ratio = (Math.max(ink, l) + 0.05) / (Math.min(ink, l) + 0.05);
      if (!worst || ratio < worst.ratio) worst = { ratio, color, background: c };
    }
    if (worst && worst.ratio + 0.005 < needed) {
      failures.push({
        text: text.text,
        ratio: Math.round(worst.ratio * 100) / 100,
        needed,
        color: rgb(worst.color),
        background: rgb(worst.background),
      });
    }
  }
  return failures;
}

/**
 * The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"): each with whether
 * it is a web font of the page and how many glyphs it drew. Letters no font had are drawn by a
 * system font (as boxes when the system has none for them).
 */
export async function renderedFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => ({
      family: font.familyName,
      web: font.isCustomFont,
      glyphs: font.glyphCount,
    }));
  } finally {
    await cdp.detach();
  }
}

/**
 * Types `text` into a field of a content form and waits until the browser has kept exactly that
 * as the field's value (the form's autosave writes it to localStorage a moment after the last
 * keystroke). Just after the form appears — a client-side navigation paints it before React's
 * effects run, which on a busy machine can take a while — nobody listens yet, and a re-render
 * between fill's select-all and its typing can leave the old text behind the new: so the typing
 * is done again, as a person would, until the field and what is kept both hold `text`. A form
 * that never keeps typing still fails.
 */
export async function typedAndKept(field: Locator, text: string) {
  const page = field.page();
  const name = await field.getAttribute("name");
  expect(name, "the field has a name").toBeTruthy();
  await expect(async () => {
    await field.fill(text);
    await expect(field).toHaveValue(text, { timeout: 1000 });
    await expect
      .poll(
        () =>
          page.evaluate(
            ([fieldName, typed]) =>
              Object.keys(localStorage).some((key) => {
                if (!key.startsWith("autosave:")) return false;
                try {
                  const kept = JSON.parse(localStorage.getItem(key) ?? "{}");
                  return kept.values?.[fieldName] === typed;
                } catch {
                  return false;
                }
              }),
            [name ?? "", text] as const,
          ),
        { timeout: 2000 },
      )
      .toBe(true);
  }).toPass({ timeout: 15_000 });
}
