// Limits count a client by its network: the address is parsed, so the ways of writing one address
// are one client, an IPv6 visitor's whole /64 is one client, and what is not an address is refused.
import { describe, expect, it } from "vitest";
import { clientNetwork } from "../../functions/lib/platform/client-address.ts";

describe("clientNetwork", () => {
  it("reads an IPv4 address as itself", () => {
    expect(clientNetwork("198.51.100.10")).toBe("198.51.100.10");
    expect(clientNetwork(" 203.0.113.7 ")).toBe("203.0.113.7");
  });

  it("reads every spelling of one IPv6 address, and every address in its /64, as one network", () => {
    const network = "2001:db8:bbbb:0::/64";
    for (const address of [
      "2001:DB8:BBBB::1",
      "2001:0db8:bbbb::0001",
      "2001:db8:bbbb:0:ffff:1:2:3",
      "2001:db8:bbbb:0000:0000:0000:0000:0009",
    ]) {
      expect(clientNetwork(address), address).toBe(network);
    }
    expect(clientNetwork("2001:db8:bbbb:1::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 client", () => {
    expect(clientNetwork("::ffff:198.51.100.10")).toBe("198.51.100.10");
    expect(clientNetwork("::FFFF:c633:640a")).toBe("198.51.100.10");
  });

  it("refuses what is not an address", () => {
    for (const text of [
      "not-an-ip",
      "",
      "256.1.1.1",
      "1.2.3",
      "01.2.3.4",
      "2001:db8::1::2",
      "2001:db8:0:0:0:0:0:0:1",
      "12345::1",
      "fe80::1%eth0",
      "1.2.3.4:80",
      null,
      undefined,
    ]) {
      expect(clientNetwork(text), String(text)).toBeUndefined();
    }
  });
});
