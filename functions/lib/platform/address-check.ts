// Which addresses a tool may fetch from the server (StoryScanner's pages, Council Radar's ModernGov
// services): http or https to a public host. Everything else is
// refused before a request leaves: loopback, private (RFC 1918, unique-local), link-local (the
// cloud metadata address 169.254.169.254 among them), shared CGNAT space, multicast, unspecified,
// documentation, benchmarking and reserved ranges, and the names that mean "this machine" or "this
// network" (localhost, *.localhost, *.local, *.internal, *.home.arpa, a name with no dot).
//
// IP literals reach this check already in one form: the WHATWG URL parser (which workerd's URL
// follows) reads every IPv4 notation, decimal "2130706433", octal "0177.0.0.1", hex "0x7f.1" and
// short "127.1", as the dotted quad "127.0.0.1", and writes IPv6 compressed and bracketed
// ("[::ffff:127.0.0.1]" becomes "[::ffff:7f00:1]"). The check reads those canonical forms, and
// looks inside IPv6 addresses that carry an IPv4 one (mapped, NAT64, 6to4) at the IPv4 address.
//
// A hostname is checked by name only: Workers have no DNS lookup, so a public name that resolves to
// a private address is not caught here. On Cloudflare that fetch leaves from Cloudflare's edge,
// which does not route into the site's own network; locally it would, which is why loopback stays
// closed unless TOOLS_FETCH_ALLOW_LOOPBACK is set in development.
/** Why an address may not be fetched: not http(s) at all, or not a public host. */
export type AddressRefusal = "not-http" | "refused-host";

export interface AddressRules {
  /** Development only (readConfig refuses it elsewhere): loopback hosts open, for the tests' fakes. */
  readonly allowLoopback: boolean;
}

type Kind = "public" | "loopback" | "refused";

/** [first address, prefix length] of each IPv4 range that is not the public internet (IANA's special-purpose registry). */
const IPV4_REFUSED: readonly (readonly [string, number])[] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (CGNAT)
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

/** A dotted quad as a 32-bit number, or undefined when `host` is not one. */
export function ipv4Number(host: string): number | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return undefined;
  const octets = parts.slice(1).map(Number);
  if (octets.some((octet) => octet > 255)) return undefined;
  return octets.reduce((sum, octet) => sum * 256 + octet, 0);
}

function inRange(address: number, [first, bits]: readonly [string, number]): boolean {
  const size = 2 ** (32 - bits);
  const start = ipv4Number(first) ?? 0;
  return address >= start && address < start + size;
}

function ipv4Kind(address: number): Kind {
  if (inRange(address, ["127.0.0.0", 8])) return "loopback";
  return IPV4_REFUSED.some((range) => inRange(address, range)) ? "refused" : "public";
}

/** An IPv6 address (no brackets) as its eight 16-bit groups, or undefined when it is not one. */
export function ipv6Groups(host: string): number[] | undefined {
  let text = host.toLowerCase();
  // An embedded dotted quad ("::ffff:127.0.0.1") as its two groups.
  const quad = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (quad) {
    const value = ipv4Number(quad[1] ?? "");
    if (value === undefined) return undefined;
    text = `${text.slice(0, -(quad[1] ?? "").length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const read = (part: string | undefined) => (part ? part.split(":") : []);
  const head = read(halves[0]);
  const tail = read(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

const embeddedIpv4 = (high: number, low: number) => high * 65536 + low;

function ipv6Kind(g: readonly number[]): Kind {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, , g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroTo(7) && g7 === 1) return "loopback"; // ::1
  if (zeroTo(8)) return "refused"; // :: unspecified
  // IPv4-mapped ::ffff:a.b.c.d, and the deprecated IPv4-compatible ::a.b.c.d: the IPv4 address decides.
  if (zeroTo(5) && g5 === 0xffff) return ipv4Kind(embeddedIpv4(g6, g7));
  if (zeroTo(6)) return ipv4Kind(embeddedIpv4(g6, g7)) === "loopback" ? "loopback" : "refused";
  // NAT64 64:ff9b::a.b.c.d and 64:ff9b:1::/48 reach an IPv4 address through a translator.
  if (g0 === 0x64 && g1 === 0xff9b) return ipv4Kind(embeddedIpv4(g6, g7)) === "public" ? "public" : "refused";
  // 6to4 2002:AABB:CCDD::/48 carries an IPv4 address in its second and third groups.
  if (g0 === 0x2002) return ipv4Kind(embeddedIpv4(g1, g2)) === "public" ? "public" : "refused";
  if ((g0 & 0xfe00) === 0xfc00) return "refused"; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return "refused"; // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return "refused"; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return "refused"; // ff00::/8 multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return "refused"; // documentation
  if (g0 === 0x2001 && g1 < 0x0200) return "refused"; // 2001::/23 IETF protocol assignments (Teredo among them)
  if (g0 === 0x0100 && g1 === 0 && g2 === 0 && g3 === 0) return "refused"; // 100::/64 discard
  // Only 2000::/3 is global unicast today; anything else is unassigned or special.
  return (g0 & 0xe000) === 0x2000 ? "public" : "refused";
}

/** Names that never mean a public site: this machine, the local network, a private zone. */
function nameKind(name: string): Kind {
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  if (!name.includes(".")) return "refused"; // a bare name ("intranet", "metadata") resolves inside a network
  if (/\.(local|internal|home\.arpa|lan|intranet|corp|private)$/.test(name)) return "refused";
  if (name.endsWith(".arpa")) return "refused";
  return "public";
}

/** What kind of host a URL's hostname (as the URL parser wrote it) is. */
export function hostKind(hostname: string): Kind {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") && host.endsWith("]")) {
    const groups = ipv6Groups(host.slice(1, -1).replace(/%.*$/, ""));
    return groups ? ipv6Kind(groups) : "refused";
  }
  const ipv4 = ipv4Number(host);
  if (ipv4 !== undefined) return ipv4Kind(ipv4);
  // A hostname that is all digits and dots but not a dotted quad is a malformed IP literal.
  if (/^[\d.]+$/.test(host) || host.startsWith("0x")) return "refused";
  return nameKind(host);
}

/** Why a tool may not fetch `url`, or undefined when it may. */
export function addressProblem(url: URL, rules: AddressRules): AddressRefusal | undefined {
  if (url.protocol !== "http:" && url.protocol !== "https:") return "not-http";
  if (url.username || url.password) return "refused-host";
  const kind = hostKind(url.hostname);
  if (kind === "public") return undefined;
  if (kind === "loopback" && rules.allowLoopback) return undefined;
  return "refused-host";
}
