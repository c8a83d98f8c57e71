import type { DataSource } from "typeorm";
import { createLogger } from "../core/logger";
import { MessageDelivery, smtpMailer } from "../features/messages/message-delivery.service";
import { startSmtp, type TestSmtp } from "./smtp";
import { startTestApp, type TestApp, type TestAppOptions } from "./test-app";
import { createTestDatabase, type TestDatabase } from "./test-database";

// Apart from smtp.ts, which the browser tests import without the server's decorators.
/** The site's real message delivery, sending to the test SMTP server (its `tick()` sends what is queued). */
export const deliveryTo = (db: DataSource, smtp: TestSmtp, from = '"Fen Street Players" <no-reply@fenstreet.example>') =>
  new MessageDelivery(db, smtpMailer(smtp.url), { from, siteName: "Fen Street Players" }, createLogger("silent"));

/** A test site on its own database, with a test SMTP server and the real delivery to it. */
export interface MailSite {
  database: TestDatabase;
  site: TestApp;
  smtp: TestSmtp;
  delivery: MessageDelivery;
  /** Stops it all and drops the database. */
  close(): Promise<void>;
}

/** Starts a `MailSite`: the site with `options`, its mail sent as `from`. */
export async function startMailSite(options: TestAppOptions, from?: string): Promise<MailSite> {
  const database = await createTestDatabase();
  const site = await startTestApp(database.db, options);
  const smtp = await startSmtp();
  const delivery = deliveryTo(database.db, smtp, from);
  const close = async () => {
    await delivery.stop();
    await smtp.close();
    await site.app.close();
    await database.drop();
  };
  return { database, site, smtp, delivery, close };
}
