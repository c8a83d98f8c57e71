import { useMutation } from "@apollo/client/react";
import { Form, Formik } from "formik";
import { useState } from "react";
import * as yup from "yup";
import { Dialog } from "../../components/ui/dialog";
import { FormField } from "../../components/ui/form-field";
import { fieldErrors, serverMessage } from "../../lib/errors";
import { useFinishSignIn } from "./finish-sign-in";
import { PasskeySignIn } from "./passkey-sign-in";
import { LoginSecondStepMutation } from "./sign-in-steps.graphql";

/** The same rule as the server's: 6 digits, or a recovery code (its dash optional). */
const schema = yup.object({
  code: yup
    .string()
    .trim()
    .required("Please give the code from your authenticator app, or a recovery code")
    .matches(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/i, "Give the 6 digits your app shows, or a recovery code like abcde-23456"),
});

/**
 * The second step after a right password: a code from the authenticator app or a recovery code,
 * within 5 minutes of the password; or a passkey instead.
 */
export function SecondStepForm({ ticket, onExpired }: { ticket: string; onExpired: () => void }) {
  const [finish] = useMutation(LoginSecondStepMutation);
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <h2>Two-step sign-in</h2>
      <p>Your password was right. Now give the 6-digit code your authenticator app shows, or one of your recovery codes.</p>
      <Formik
        initialValues={{ code: "" }}
        validationSchema={schema}
        validateOnMount
        onSubmit={async (values, helpers) => {
          try {
            const { data } = await finish({ variables: { ticket, code: values.code.trim() } });
            await finishSignIn(data!.loginSecondStep.token!, data!.loginSecondStep.user!.role);
          } catch (error) {
            const fields = fieldErrors(error);
            if (fields.ticket) {
              onExpired();
              return;
            }
            helpers.setErrors(fields);
            if (!fields.code) setFailure(serverMessage(error) ?? "We couldn't check your code. Please try again.");
          }
        }}
      >
        {({ isSubmitting, isValid }) => (
          <Form className="narrow-form" noValidate aria-label="Two-step sign-in">
            <fieldset disabled={isSubmitting}>
              <FormField name="code" label="Code" hint="6 digits from your app, or a recovery code (xxxxx-xxxxx)" autoComplete="one-time-code" inputMode="text" autoFocus />
            </fieldset>
            <button type="submit" className="primary" disabled={!isValid || isSubmitting}>{isSubmitting ? "Checking…" : "Continue"}</button>
          </Form>
        )}
      </Formik>
      <p>Or use a passkey instead: <PasskeySignIn label="Use a passkey" /></p>
      {failure && (
        <Dialog title="Oh oo!" onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </Dialog>
      )}
    </>
  );
}
