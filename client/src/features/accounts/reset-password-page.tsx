import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { StaticPage } from "../site/static-page";
import { ResetPasswordMutation } from "./account.graphql";
import { LOGIN_PATH, useAuth } from "./auth";
import { FORGOT_PASSWORD_PATH, newPassword, repeated } from "./password-rules";

const schema = yup.object({
  password: newPassword("Please choose a new password"),
  again: repeated("password"),
});

/** What the login page shows after a reset (its location state). */
export const PASSWORD_CHANGED_STATE = { passwordChanged: true };

/**
 * The emailed link's page: a new password, twice. Success leads to the login page (replacing this
 * address, so the used token leaves the history); a link that no longer works says so and offers
 * a new one.
 */
export function ResetPasswordPage() {
  const { token = "" } = useParams();
  const [reset] = useMutation(ResetPasswordMutation);
  const navigate = useNavigate();
  const { signedIn, signOut } = useAuth();
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (refused) {
    return (
      <StaticPage title="This link no longer works">
        <p>The link to set a new password has expired or has already been used: each link works once, for an hour.</p>
        <p><Link to={FORGOT_PASSWORD_PATH}>Send me a new link</Link></p>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="Choose a new password">
      <Formik
        initialValues={{ password: "", again: "" }}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            await reset({ variables: { input: { token, password: values.password } } });
            // Every session of the account has ended, this browser's too if it was signed in.
            if (signedIn) signOut();
            void navigate(LOGIN_PATH, { replace: true, state: PASSWORD_CHANGED_STATE });
          } catch (error) {
            const fields = fieldErrors(error);
            if (fields.token) {
              setRefused(true);
              return;
            }
            helpers.setErrors(fields);
            setFailure(serverMessage(error) ?? "We couldn't change your password. Please try again.");
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="narrow-form" noValidate aria-label="Choose a new password">
            <fieldset disabled={isSubmitting}>
              <FormField name="password" label="New password" type="password" hint="At least 8 characters" autoComplete="new-password" />
              <FormField name="again" label="New password again" type="password" autoComplete="new-password" />
            </fieldset>
            <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Saving…" : "Set my new password"}</button>
          </Form>
        )}
      </Formik>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </StaticPage>
  );
}
