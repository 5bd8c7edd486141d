// Which hosts the tools (StoryScanner, Council Radar) may fetch: the URL parser's canonical form of every IP notation, each
// non-public range and name refused, loopback opened only by the development setting, and public
// hosts allowed.
import { describe, expect, it } from "vitest";
import { addressProblem, hostKind } from "../../functions/lib/platform/address-check.ts";

const closed = { allowLoopback: false };
const open = { allowLoopback: true };
const problem = (address: string, rules = closed) => addressProblem(new URL(address), rules);

describe("loopback, in every notation", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.8.9.10/",
    "http://2130706433/", // decimal
    "http://0177.0.0.1/", // octal
    "http://0x7f.1/", // hex, short
    "http://0x7f000001/", // hex, whole
    "http://127.1/", // short
    "http://017700000001/", // octal, whole
    "http://[::1]/",
    "http://[0:0:0:0:0:0:0:1]/",
    "http://[::ffff:127.0.0.1]/", // IPv4-mapped
    "http://[::ffff:7f00:1]/",
    "http://localhost/",
    "http://LOCALHOST./",
    "http://news.localhost/",
  ])("%s is refused, and opened only by the development setting", (address) => {
    expect(problem(address)).toBe("refused-host");
    expect(problem(address, open)).toBeUndefined();
  });
});

describe("hosts that stay refused even with loopback open", () => {
  it.each([
    ["http://0.0.0.0/", "unspecified"],
    ["http://0/", "unspecified, short"],
    ["http://[::]/", "IPv6 unspecified"],
    ["http://10.0.0.1/", "private"],
    ["http://167772161/", "private, decimal"],
    ["http://012.0.0.1/", "private, octal"],
    ["http://172.16.0.1/", "private"],
    ["http://172.31.255.255/", "private, range end"],
    ["http://192.168.0.10/", "private"],
    ["http://0xc0.0xa8.1.1/", "private, hex"],
    ["http://169.254.169.254/", "link-local (cloud metadata)"],
    ["http://2852039166/", "link-local, decimal"],
    ["http://100.64.0.1/", "CGNAT"],
    ["http://100.127.255.254/", "CGNAT, range end"],
    ["http://224.0.0.251/", "multicast"],
    ["http://239.255.255.250/", "multicast"],
    ["http://240.0.0.1/", "reserved"],
    ["http://255.255.255.255/", "broadcast"],
    ["http://192.0.2.1/", "documentation"],
    ["http://198.18.0.1/", "benchmarking"],
    ["http://[fe80::1]/", "IPv6 link-local"],
    ["http://[fc00::]/", "IPv6 unique local"],
    ["http://[fd12:3456::1]/", "IPv6 unique local"],
    ["http://[ff02::1]/", "IPv6 multicast"],
    ["http://[fec0::1]/", "IPv6 site-local"],
    ["http://[2001:db8::1]/", "IPv6 documentation"],
    ["http://[::ffff:10.0.0.1]/", "IPv4-mapped private"],
    ["http://[::ffff:169.254.169.254]/", "IPv4-mapped link-local"],
    ["http://[64:ff9b::a9fe:a9fe]/", "NAT64 of link-local"],
    ["http://[2002:a00:1::]/", "6to4 of private"],
    ["http://[::10.0.0.1]/", "IPv4-compatible"],
    ["http://printer.local/", ".local"],
    ["http://metadata.google.internal/", ".internal"],
    ["http://router.home.arpa/", ".home.arpa"],
    ["http://intranet/", "a name with no dot"],
    ["http://user:secret@example.com/", "credentials in the address"],
  ])("%s (%s)", (address) => {
    expect(problem(address, open)).toBe("refused-host");
  });
});

describe("what may be fetched", () => {
  it.each([
    "https://www.bbc.co.uk/news/uk-politics-1",
    "http://example.com:8080/story",
    "https://93.184.216.34/",
    "https://8.8.8.8/",
    "https://[2606:4700::1111]/",
    "https://[::ffff:8.8.8.8]/",
    "https://xn--bcher-kva.example/",
  ])("%s is a public host", (address) => {
    expect(problem(address)).toBeUndefined();
  });

  it.each([
    "ftp://example.com/",
    "file:///etc/passwd",
    "data:text/html,hello",
    "javascript:alert(1)",
    "gopher://example.com/",
  ])("%s is not http or https", (address) => {
    expect(problem(address, open)).toBe("not-http");
  });

  it("reads a host the URL parser has not canonicalised the same way", () => {
    expect(hostKind("127.0.0.1.")).toBe("loopback");
    expect(hostKind("[::FFFF:7F00:1]")).toBe("loopback");
    expect(hostKind("1.2.3")).toBe("refused");
  });
});
