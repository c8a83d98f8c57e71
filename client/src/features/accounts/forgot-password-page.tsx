import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link } from "react-router";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { StaticPage } from "../site/static-page";
import { RequestPasswordResetMutation } from "./account.graphql";
import { LOGIN_PATH } from "./auth";

const schema = yup.object({
  email: yup.string().trim().required("Please give your email address").email("Please give a valid email address"),
});

/**
 * Asks for a link that sets a new password. The server's answer is the same whether or not the
 * address has an account, and so is what this page says.
 */
export function ForgotPasswordPage() {
  const [request] = useMutation(RequestPasswordResetMutation);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <StaticPage title="Forgot your password?">
      {sent ? (
        <div role="status">
          <p>{sent}</p>
          <p>Nothing arrived within a few minutes? Check your spam folder, then ask again.</p>
          <button type="button" onClick={() => setSent(null)}>Ask again</button>
        </div>
      ) : (
        <Formik
          initialValues={{ email: "" }}
          validationSchema={schema}
          validateOnMount
          onSubmit={async (values, helpers) => {
            try {
              const { data } = await request({ variables: { input: { email: values.email.trim() } } });
              setSent(data!.requestPasswordReset);
            } catch (error) {
              helpers.setErrors(fieldErrors(error));
              setFailure(serverMessage(error) ?? "We couldn't send the link. Please try again.");
            }
          }}
        >
          {({ isSubmitting, isValid }) => (
            <Form className="narrow-form" noValidate aria-label="Forgot your password?">
              <p>Give the email address of your account: we will email you a link to choose a new password.</p>
              <fieldset disabled={isSubmitting}>
                <FormField name="email" label="Email" type="email" autoComplete="email" />
              </fieldset>
              <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Sending…" : "Send me a link"}</button>
            </Form>
          )}
        </Formik>
      )}
      <p><Link to={LOGIN_PATH}>Back to log in</Link></p>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </StaticPage>
  );
}
