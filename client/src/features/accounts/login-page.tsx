import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { tokenStore } from "../../lib/token-store";
import { StaticPage } from "../site/static-page";
import { LoginMutation } from "./account.graphql";
import { useFinishSignIn } from "./finish-sign-in";
import { PasskeySignIn } from "./passkey-sign-in";
import { FORGOT_PASSWORD_PATH } from "./password-rules";
import { SecondStepForm } from "./second-step-form";

const schema = yup.object({
  email: yup.string().trim().required("Please give your email address or username"),
  password: yup.string().required("Please give your password"),
});

/**
 * Log in with the email or the username (PRODUCT decision 2), then the second step if the account
 * has one; or with a passkey. Success leads home (a door volunteer: to the door app).
 */
export function LoginPage() {
  const [login] = useMutation(LoginMutation);
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // Set once the password was right for an account with two-step sign-in: the second step follows.
  const [ticket, setTicket] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const state = useLocation().state as { passwordChanged?: boolean } | null;
  const passwordChanged = Boolean(state?.passwordChanged);
  if (ticket) {
    return (
      <StaticPage title="Log in">
        <SecondStepForm ticket={ticket} onExpired={() => { setTicket(null); setExpired(true); }} />
      </StaticPage>
    );
  }
  return (
    <StaticPage title="Log in">
      {passwordChanged && <p role="status">Your password has been changed and you have been logged out everywhere. Log in with your new password.</p>}
      {expired && <p role="status">Your sign-in took longer than 5 minutes. Please log in again.</p>}
      <Formik
        initialValues={{ email: "", password: "" }}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
            if (data!.login.needsSecondStep) {
              setExpired(false);
              setTicket(data!.login.ticket!);
              return;
            }
            await finishSignIn(data!.login.token!, data!.login.user!.role);
          } catch (error) {
            tokenStore.clear();
            helpers.setErrors(fieldErrors(error));
            setFailure(serverMessage(error) ?? "We couldn't log you in. Please try again.");
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="narrow-form" noValidate aria-label="Log in">
            <fieldset disabled={isSubmitting}>
              <FormField name="email" label="Email or username" autoComplete="username" />
              <FormField name="password" label="Password" type="password" autoComplete="current-password" />
            </fieldset>
            <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Logging in…" : "Log in"}</button>
          </Form>
        )}
      </Formik>
      <p>Or, without a password: <PasskeySignIn /></p>
      <p><Link to={FORGOT_PASSWORD_PATH}>Forgot password?</Link></p>
      <p>No account yet? <Link to="/admin-edit-tool/register">Register</Link></p>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </StaticPage>
  );
}
