import { describe, expect, it } from "vitest";
import { MinuteLimiter, rateLimitKey } from "./content-api";

describe("the content API's rate limit", () => {
  it("counts an IPv4 address as it is and an IPv6 address by its /64", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitKey("unknown")).toBe("unknown");
    expect(rateLimitKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("2001:db8:0:0:ffff::")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
    expect(rateLimitKey("2001:db8:1:2:3:4:5:6")).toBe(rateLimitKey("2001:db8:1:2:ffff::9"));
    expect(rateLimitKey("2001:db8:1:2::1")).not.toBe(rateLimitKey("2001:db8:1:3::1"));
  });

  it("makes every address of one IPv6 /64 share a limit, another /64 its own", () => {
    const limiter = new MinuteLimiter(2, () => 120_000);
    const take = (address: string) => limiter.take(rateLimitKey(address)).allowed;
    expect(take("2001:db8:1:2::a")).toBe(true);
    expect(take("2001:db8:1:2::b")).toBe(true);
    expect(take("2001:db8:1:2:dead:beef:0:1")).toBe(false);
    expect(take("2001:db8:1:3::a")).toBe(true);
    expect(take("203.0.113.7")).toBe(true);
    expect(take("203.0.113.8")).toBe(true);
  });
});
