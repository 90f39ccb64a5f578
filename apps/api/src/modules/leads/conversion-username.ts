/**
 * The username of a converted lead's account when the consultant gives none: made from the
 * e-mail's local part, within the username rules (3 to 50 of letters, digits, dot, dash,
 * underscore), and made unique with a number when taken (pure; the caller says what is taken).
 */
const MAX = 50;

export function usernameBase(email: string): string {
  const local = (email.split("@")[0] ?? "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, ".")
    .replace(/^[._-]+|[._-]+$/g, "")
    .slice(0, MAX);
  return cleaned.length >= 3 ? cleaned : `client.${cleaned}`.replace(/\.$/, "").padEnd(6, "0");
}

/** The base, or base-2, base-3, … : the first that `taken` does not hold (lower case). */
export function firstFreeUsername(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = base.slice(0, MAX - suffix.length) + suffix;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}
