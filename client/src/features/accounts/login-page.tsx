import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import * as yup from "yup";
import { useAuth } from "./auth";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { tokenStore } from "../../lib/token-store";
import { StaticPage } from "../site/static-page";
import { LoginMutation } from "./account.graphql";
import { FORGOT_PASSWORD_PATH } from "./password-rules";

const schema = yup.object({
  email: yup.string().trim().required("Please give your email address or username"),
  password: yup.string().required("Please give your password"),
});

/** Where a login leads: back to the door app when it sent the browser here, the door app for a door volunteer, else home. */
function afterLogin(role: string, from: unknown): string {
  if (typeof from === "string" && from.startsWith("/box-office/door")) return from;
  return role === "door" ? "/box-office/door" : "/";
}

/** Log in with the email or the username (PRODUCT decision 2); success leads home (a door volunteer: to the door app). */
export function LoginPage() {
  const [login] = useMutation(LoginMutation);
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const state = useLocation().state as { passwordChanged?: boolean; from?: unknown } | null;
  const passwordChanged = Boolean(state?.passwordChanged);
  return (
    <StaticPage title="Log in">
      {passwordChanged && <p role="status">Your password has been changed and you have been logged out everywhere. Log in with your new password.</p>}
      <Formik
        initialValues={{ email: "", password: "" }}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const { data } = await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
            signIn(data!.login.token);
            void navigate(afterLogin(data!.login.user.role, state?.from));
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
