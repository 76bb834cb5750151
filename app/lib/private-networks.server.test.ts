import { describe, expect, it } from "vitest";
import { isPrivateAddress, LookupTimeoutError, resolveHost } from "./private-networks.server";

describe("private networks", () => {
  it("refuses loopback, private, reserved, documentation and IPv4-carrying IPv6 ranges", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "224.0.0.1",
      "240.0.0.1",
      "192.0.0.8",
      "192.0.2.10",
      "198.18.0.1",
      "198.19.255.254",
      "198.51.100.7",
      "203.0.113.7",
      "::1",
      "::",
      "fd00::1",
      "fe80::1",
      "ff02::1",
      "::ffff:10.0.0.1",
      // NAT64 and 6to4 reach IPv4 addresses: 127.0.0.1 and 10.0.0.1 inside.
      "64:ff9b::7f00:1",
      "64:ff9b::10.0.0.1",
      "2002:a00:1::1",
      "2002:7f00:1::",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.215.14", "1.1.1.1", "198.20.0.1", "2606:4700::1111"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("gives up a lookup that takes longer than its time-out, and says so", async () => {
    const never = () => new Promise<{ address: string; family: number }[]>(() => {});
    const started = Date.now();
    const failed = resolveHost("slow.example", { lookup: never, timeoutMs: 100 });
    await expect(failed).rejects.toBeInstanceOf(LookupTimeoutError);
    await expect(failed).rejects.toThrow("DNS did not answer for slow.example within 0.1 s.");
    expect(Date.now() - started).toBeLessThan(2000);
    const answered = await resolveHost("public.example", {
      lookup: async () => [{ address: "93.184.215.14", family: 4 }],
      timeoutMs: 100,
    });
    expect(answered).toEqual({
      addresses: [{ address: "93.184.215.14", family: 4 }],
      private: false,
    });
  });
});
