import { Link } from "react-router";
import { useAuth } from "../../features/accounts/auth";

/** On the admin menu, for an editor or admin who has no second sign-in step yet: a word to add one. */
export function SecondStepNudge() {
  const { profile } = useAuth();
  if (!profile || profile.hasSecondStep) return null;
  return (
    <div className="notice">
      <p>
        <strong>Protect the site with two-step sign-in.</strong> Your account can publish to the society's website: add a passkey or turn on two-step sign-in on{" "}
        <Link to="/account">your account page</Link>, so a stolen password alone cannot get in.
      </p>
    </div>
  );
}
