/**
 * A fake mail server on loopback (smtp-server), for the tests of Cairn's e-mails: it keeps the
 * envelope and the raw message of each e-mail it receives, and can refuse the next ones (451)
 * as a busy server would.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface Received {
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

/** A fake mail server: keeps what it receives; `refuseNext` answers the next DATA with 451. */
export class FakeSmtp {
  readonly received: Received[] = [];
  refuseNext = 0;
  attempts = 0;
  readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        this.attempts++;
        if (this.refuseNext > 0) {
          this.refuseNext--;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        this.received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });

  listen(): Promise<number> {
    return new Promise((resolve) => {
      this.server.listen(0, "127.0.0.1", () => {
        resolve((this.server.server.address() as AddressInfo).port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** A header's value, unfolded. */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

/** The message's parts decoded from quoted-printable (soft line breaks joined). */
export function decoded(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Quoted-printable text as the UTF-8 it encodes. */
function fromQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * The text and HTML parts of a `multipart/alternative` e-mail, each decoded from its transfer
 * encoding (quoted-printable or base64) as UTF-8, its lines ending in "\n".
 */
export function mailParts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";]+)"?/i.exec(header(raw, "content-type") ?? "")?.[1];
  if (!boundary) throw new Error("not a multipart e-mail");
  const parts = { text: "", html: "" };
  for (const section of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = "", ...rest] = section.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const body = rest.join("\r\n\r\n");
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    const content =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? fromQuotedPrintable(body)
          : body;
    const lines = content.replace(/\r\n/g, "\n");
    if (/content-type:\s*text\/plain/i.test(head)) parts.text = lines;
    if (/content-type:\s*text\/html/i.test(head)) parts.html = lines;
  }
  return parts;
}
