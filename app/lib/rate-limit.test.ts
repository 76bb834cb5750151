import { describe, expect, it } from "vitest";
import { rateLimitSubject } from "./rate-limit.server";

describe("rateLimitSubject", () => {
  it("keeps IPv4 addresses whole", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64 network", () => {
    expect(rateLimitSubject("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:DB8:0001:0002::ffff")).toBe("2001:db8:1:2::/64");
    expect(rateLimitSubject("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});
