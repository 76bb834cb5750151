import { describe, expect, it } from "vitest";
import { approximateAddress, describeDevice } from "./devices";

describe("describeDevice", () => {
  it("names common browsers and systems", () => {
    expect(
      describeDevice(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0"),
    ).toBe("Firefox on Linux");
  });

  it("falls back when nothing is known", () => {
    expect(describeDevice(undefined)).toBe("Unknown device");
    expect(describeDevice("curl/8.0")).toBe("Unknown device");
  });
});

describe("approximateAddress", () => {
  it("hides the last part of an IPv4 address and all but the network of an IPv6 one", () => {
    expect(approximateAddress("196.188.12.57")).toBe("196.188.12.x");
    expect(approximateAddress("::ffff:10.0.0.8")).toBe("10.0.0.x");
    expect(approximateAddress("2001:db8:0:12:abcd::1")).toBe("2001:db8:0:12::/64");
    expect(approximateAddress("::1")).toBe("::1");
  });

  it("says so when the address is unknown", () => {
    expect(approximateAddress(null)).toBe("Unknown address");
    expect(approximateAddress("")).toBe("Unknown address");
    expect(approximateAddress("not an address")).toBe("Unknown address");
  });
});
