import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { useLocation } from "react-router";
import { DOOR_APP_PATH } from "@theatre/common/door-app";
import { tokenStore } from "../../lib/token-store";
import { MeQuery } from "./account.graphql";
import { useAuth } from "./auth";

export const ACCOUNT_PATH = "/account";

/** Where a login leads: back to the door app when it sent the browser here, the door app for a door volunteer, else home. */
function afterLogin(role: string, from: unknown): string {
  if (typeof from === "string" && from.startsWith(DOOR_APP_PATH)) return from;
  return role === "door" ? DOOR_APP_PATH : "/";
}

/**
 * What every way of signing in ends with (a password, its second step, a passkey): the token kept,
 * and the browser sent on (by the login page's RequireSignedOut); an editor or admin whom the society requires to set up a second step
 * is sent to their account page to do so first.
 */
export function useFinishSignIn(): (token: string, role: string) => Promise<void> {
  const { signIn } = useAuth();
  const client = useApolloClient();
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return useCallback(
    async (token: string, role: string) => {
      // Stored first, so the account is asked for with the new token (the API link reads the store);
      // kept out of the cache, which signIn resets and the auth state then reads afresh.
      tokenStore.set(token);
      const { data } = await client.query({ query: MeQuery, fetchPolicy: "no-cache" }).catch(() => ({ data: undefined }));
      signIn(token, data?.me?.mustSetUpSecondStep ? ACCOUNT_PATH : afterLogin(role, from));
    },
    [client, signIn, from],
  );
}
