import fs from "node:fs";
import path from "node:path";
import { startSmtp, type ReceivedMail } from "../server/src/test/smtp";

/** The society's address the site under test sends from (the demo Contact page shows the same). */
export const E2E_SOCIETY_EMAIL = "hello@fenstreetplayers.org.uk";

/**
 * A real SMTP server for the site under test. The specs run in other processes than global-setup,
 * so each email received is written to a file in `dir` (E2E_MAIL_DIR) for them to read.
 */
export async function startMailbox(dir: string): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  let count = 0;
  const smtp = await startSmtp(undefined, (mail) => {
    const file = path.join(dir, `${String(++count).padStart(5, "0")}.json`);
    // Written whole, then renamed: a reader never sees half an email.
    fs.writeFileSync(`${file}.part`, JSON.stringify(mail));
    fs.renameSync(`${file}.part`, file);
  });
  return { env: { SMTP_URL: smtp.url, SOCIETY_EMAIL: E2E_SOCIETY_EMAIL, E2E_MAIL_DIR: dir }, close: () => smtp.close() };
}

/** The newest email to `address`, waiting up to `timeoutMs` for one to arrive. */
export async function emailTo(address: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through playwright.config.ts");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = fs.readdirSync(dir).filter((name) => name.endsWith(".json")).sort().reverse()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as ReceivedMail);
    const mail = mails.find((m) => m.envelopeTo.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
