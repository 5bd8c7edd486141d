// Who a request comes from, as limits count it: an IPv4 address, or the /64 network an IPv6
// address belongs to (one household or phone usually has a whole /64, so counting single IPv6
// addresses would let one visitor look like billions). The address is parsed, not compared as
// text: "2001:DB8::1" and "2001:0db8:0:0::0001" are one client, and "::ffff:198.51.100.10" is the
// IPv4 client 198.51.100.10.

/** The client's network as a canonical string ("198.51.100.10" or "2001:db8:0:0::/64"), or undefined when the address cannot be read. */
export function clientNetwork(address: string | null | undefined): string | undefined {
  const text = address?.trim() ?? "";
  if (text.includes(":")) {
    const groups = ipv6Groups(text);
    if (!groups) return undefined;
    const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
    if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 0xff]).join(".");
    return `${groups
      .slice(0, 4)
      .map((g) => g.toString(16))
      .join(":")}::/64`;
  }
  const octets = ipv4Octets(text);
  return octets ? octets.join(".") : undefined;
}

function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split(".");
  if (parts.length !== 4) return undefined;
  const octets = parts.map((part) => (/^(0|[1-9]\d{0,2})$/.test(part) ? Number(part) : Number.NaN));
  return octets.every((o) => o >= 0 && o <= 255) ? octets : undefined;
}

/** The eight 16-bit groups of an IPv6 address (with "::" and a trailing dotted IPv4 part expanded). */
function ipv6Groups(text: string): number[] | undefined {
  if (!/^[0-9a-f:.]+$/i.test(text)) return undefined;
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const read = (half: string | undefined): number[] | undefined => {
    if (!half) return [];
    const groups: number[] = [];
    const pieces = half.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (piece.includes(".")) {
        const octets = i === pieces.length - 1 ? ipv4Octets(piece) : undefined;
        if (!octets) return undefined;
        groups.push(((octets[0] ?? 0) << 8) | (octets[1] ?? 0), ((octets[2] ?? 0) << 8) | (octets[3] ?? 0));
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return undefined;
      }
    }
    return groups;
  };
  const head = read(halves[0]);
  const tail = read(halves[1]);
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  // "::" stands for at least one group of zeros.
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : undefined;
}
