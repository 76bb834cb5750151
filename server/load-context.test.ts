import { describe, expect, it } from "vitest";
import { silentLogger, TEST_SECRET, testConfig } from "../tests/support/build";
import { createTestDatabase } from "../tests/support/test-database";
import { createFeatures } from "./features";
import { createLoadContext, isDataRequest, sharedLoadContext } from "./load-context";

describe("isDataRequest", () => {
  it("recognises React Router single-fetch data requests by their .data path", () => {
    for (const url of [
      "/_root.data",
      "/news.data",
      "/news/a-story.data?_routes=root",
      "/a/b.data",
    ]) {
      expect(isDataRequest(new Request(`http://localhost${url}`)), url).toBe(true);
    }
    for (const url of ["/", "/news", "/news?format=.data", "/news/data", "/feed.xml", "/x.datas"]) {
      expect(isDataRequest(new Request(`http://localhost${url}`)), url).toBe(false);
    }
  });
});

describe("the load context", () => {
  it("shares the app's services and gives every request its own nonce, kind and islands", async () => {
    const test = await createTestDatabase("embedded");
    try {
      const config = testConfig({ SITE_URL: "https://aig.example" });
      const features = createFeatures({
        config,
        logger: silentLogger,
        database: test.database,
        authSecret: TEST_SECRET,
      });
      const contentChanged = () => {};
      const shared = sharedLoadContext({
        config,
        logger: silentLogger,
        database: test.database,
        features,
        pageScript: "/assets/page-script-abc.js",
        contentChanged,
      });
      // Compared field by field: the services are large objects, shared by reference.
      expect(shared.db).toBe(test.database.db);
      expect(shared.logger).toBe(silentLogger);
      expect(shared.auth).toBe(features.auth);
      expect(shared.contact).toBe(features.contact);
      expect(shared.contact.secret).toBe(TEST_SECRET);
      expect(shared.contact.notify).toBeUndefined();
      expect(shared.contentChanged).toBe(contentChanged);
      expect(shared.site).toBe(config.site);
      expect(shared.siteUrl).toBe("https://aig.example");
      expect(shared.pageScript).toBe("/assets/page-script-abc.js");
      expect(shared.csp).toBe(true);
      expect(shared.signupMode).toBe("approval");

      const page = createLoadContext(shared, new Request("https://aig.example/news"), {
        session: null,
        clientIp: "203.0.113.9",
      });
      const data = createLoadContext(shared, new Request("https://aig.example/news.data"), {
        session: null,
        clientIp: "203.0.113.9",
      });
      expect(page.documentRequest).toBe(true);
      expect(data.documentRequest).toBe(false);
      expect(page.islands).toBeInstanceOf(Map);
      expect(page.islands.size).toBe(0);
      expect(page.islands).not.toBe(data.islands);
      page.islands.set("latest-news", "<ul></ul>");
      expect(data.islands.size).toBe(0);
      expect(page.cspNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.cspNonce).not.toBe(data.cspNonce);
      expect(page.clientIp).toBe("203.0.113.9");
      expect(page.session).toBeNull();
      expect(page.db).toBe(test.database.db);
    } finally {
      await test.drop();
    }
  });
});
