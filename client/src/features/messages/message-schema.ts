import * as yup from "yup";

/** The audition and director forms' rules (specification section 5); the server checks the same. */
export const messageSchema = yup.object({
  name: yup.string().trim().required("Please tell us your name").min(3, "Your name needs at least 3 characters").max(100, "Please keep your name under 100 characters"),
  email: yup.string().trim().required("Please give your email address").email("Please give a valid email address").max(254, "That email address is too long"),
  subject: yup.string().trim().max(200, "Please keep the subject under 200 characters"),
  message: yup.string().trim().max(5000, "Please keep your message under 5000 characters"),
});

export type MessageValues = yup.InferType<typeof messageSchema>;
