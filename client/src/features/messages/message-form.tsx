import { useMutation, useQuery } from "@apollo/client/react";
import { Formik, Form, Field, ErrorMessage, type FormikHelpers } from "formik";
import { useId, useState } from "react";
import { Dialog } from "../../components/ui/dialog";
import { graphql } from "../../gql";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { messageSchema, type MessageValues } from "./message-schema";
import { useHydrated } from "../../lib/rendering/hydration";

export const SendMessageMutation = graphql(`
  mutation SendMessage($input: MessageInput!) {
    sendMessage(input: $input) {
      id
      message
    }
  }
`);

export const SiteContactQuery = graphql(`
  query SiteContact {
    site {
      contactEmail
    }
  }
`);

const TYPES = { audition: "Application to audition", director: "Director submission", general: "General enquiry" } as const;

/** Each form's name, as assistive technology announces it. */
const FORM_NAMES = { audition: (play?: string) => `Apply to audition for ${play ?? "this play"}`, director: () => "Director submission", general: () => "Send us a message" };

type Outcome = { kind: "sent" } | { kind: "failed"; message?: string } | null;

/**
 * The audition, director-submission and contact form: idle, then sending (inputs disabled), then
 * 'Message sent' (stays disabled); a failure re-enables the inputs and says why.
 */
export function MessageForm({ kind, playSlug, playTitle, initialSubject = "" }: { kind: keyof typeof TYPES; playSlug?: string; playTitle?: string; initialSubject?: string }) {
  const id = useId();
  const [send] = useMutation(SendMessageMutation);
  const { data: site } = useQuery(SiteContactQuery);
  const [sent, setSent] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [website, setWebsite] = useState("");
  // Sending needs the script: until it runs (or without it) the form stays disabled, and says so.
  const ready = useHydrated();
  const email = site?.site.contactEmail;

  const submit = async (values: MessageValues, helpers: FormikHelpers<MessageValues>) => {
    const clean = messageSchema.cast(values);
    try {
      await send({
        variables: {
          input: {
            name: clean.name,
            email: clean.email,
            subject: clean.subject ?? "",
            message: clean.message ?? "",
            messagetype: TYPES[kind],
            ...(playSlug ? { playslug: playSlug } : {}),
            website,
          },
        },
      });
      setSent(true);
      setOutcome({ kind: "sent" });
    } catch (error) {
      helpers.setErrors(fieldErrors(error));
      setOutcome({ kind: "failed", message: serverMessage(error) });
    }
  };

  const field = (name: keyof MessageValues, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <Field id={`${id}-${name}`} name={name} aria-describedby={`${id}-${name}-error`} {...props} />
      <ErrorMessage name={name}>{(message) => <p id={`${id}-${name}-error`} className="field-error" role="alert">{message}</p>}</ErrorMessage>
    </div>
  );

  return (
    <>
      <noscript>
        <p className="form-needs-script">
          {"This form needs JavaScript, which is off or has not loaded. You can email us instead"}
          {email ? <>: <a href={`mailto:${email}`}>{email}</a></> : "."}
        </p>
      </noscript>
      <Formik<MessageValues>
        initialValues={{ name: "", email: "", subject: initialSubject, message: "" }}
        validationSchema={messageSchema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="message-form" noValidate aria-label={FORM_NAMES[kind](playTitle)}>
            <fieldset disabled={!ready || isSubmitting || sent}>
              {field("name", "Your name", { autoComplete: "name", required: true })}
              {field("email", "Your email", { type: "email", autoComplete: "email", required: true })}
              {field("subject", "Subject")}
              {field("message", kind === "audition" ? "Tell us about yourself and the part you'd like to play" : "Your message", { as: "textarea", rows: 6 })}
              <div className="honeypot" aria-hidden="true">
                <label htmlFor={`${id}-website`}>Leave this field empty</label>
                <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
              </div>
            </fieldset>
            <button type="submit" className="primary" disabled={!ready || !isValid || isSubmitting || sent} aria-busy={isSubmitting}>
              {sent ? "Message sent" : isSubmitting ? "Sending…" : "Send"}
            </button>
          </Form>
        )}
      </Formik>
      {outcome?.kind === "sent" && (
        <Dialog title="Message sent!" onClose={() => setOutcome(null)}>
          <p>We'll review your message and get back to you</p>
        </Dialog>
      )}
      {outcome?.kind === "failed" &&
        (outcome.message ? (
          <Dialog title="Oh oo!" onClose={() => setOutcome(null)}>
            <p>{outcome.message}</p>
          </Dialog>
        ) : (
          <Dialog title="Uh oh!" onClose={() => setOutcome(null)}>
            <p>
              We couldn't send your message for some reason. Please email:{" "}
              {email ? <a href={`mailto:${email}`}>{email}</a> : "the society"}
            </p>
          </Dialog>
        ))}
    </>
  );
}
