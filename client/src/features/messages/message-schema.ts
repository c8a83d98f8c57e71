import { EMAIL_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXT_MAX, SENDER_NAME } from "@theatre/common/input-limits";
import * as yup from "yup";

/** The audition and director forms' rules (specification section 5); the server checks the same. */
export const messageSchema = yup.object({
  name: yup.string().trim().required("Please tell us your name").min(SENDER_NAME.min, `Your name needs at least ${SENDER_NAME.min} characters`).max(SENDER_NAME.max, `Please keep your name under ${SENDER_NAME.max} characters`),
  email: yup.string().trim().required("Please give your email address").email("Please give a valid email address").max(EMAIL_MAX, "That email address is too long"),
  subject: yup.string().trim().max(MESSAGE_SUBJECT_MAX, `Please keep the subject under ${MESSAGE_SUBJECT_MAX} characters`),
  message: yup.string().trim().max(MESSAGE_TEXT_MAX, `Please keep your message under ${MESSAGE_TEXT_MAX} characters`),
});

export type MessageValues = yup.InferType<typeof messageSchema>;
