import type { DataSource } from "typeorm";
import { createLogger } from "../core/logger";
import { MessageDelivery, smtpMailer } from "../features/messages/message-delivery.service";
import type { TestSmtp } from "./smtp";

// Apart from smtp.ts, which the browser tests import without the server's decorators.
/** The site's real message delivery, sending to the test SMTP server (its `tick()` sends what is queued). */
export const deliveryTo = (db: DataSource, smtp: TestSmtp, from = '"Fen Street Players" <no-reply@fenstreet.example>') =>
  new MessageDelivery(db, smtpMailer(smtp.url), { from, siteName: "Fen Street Players" }, createLogger("silent"));
