import { SMTPServer } from "smtp-server";
import { freePort } from "../core/free-port";

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  body: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A received email's headers and its text, decoded. */
function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = rest.join("\n\n");
  if (/quoted-printable/i.test(headers["content-transfer-encoding"] ?? "")) {
    body = Buffer.from(
      body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  } else if (/base64/i.test(headers["content-transfer-encoding"] ?? "")) {
    body = Buffer.from(body, "base64").toString("utf8");
  }
  return { envelopeTo, headers, body: body.replace(/\r\n/g, "\n") };
}

/** `onMail` sees each email as it arrives (the browser tests' mailbox writes it to a file). */
export async function startSmtp(port?: number, onMail: (mail: ReceivedMail) => void = () => undefined): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = parseMail(Buffer.concat(chunks).toString("utf8"), session.envelope.rcptTo.map((r) => r.address));
        received.push(mail);
        onMail(mail);
        callback();
      });
    },
  });
  const listenPort = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return { port: listenPort, url: `smtp://127.0.0.1:${listenPort}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
