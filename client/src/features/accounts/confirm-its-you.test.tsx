import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { TOKEN_KEY } from "../../lib/site";
import { MeQuery } from "./account.graphql";
import { AuthProvider } from "./auth";
import { useFreshProof } from "./confirm-its-you";
import { ConfirmItsYouMutation, PasskeysQuery } from "./sign-in-steps.graphql";

const proofAsked = () => new CombinedGraphQLErrors({ errors: [{ message: "Confirm it's you first: with your password, a code from your authenticator app, or your passkey.", extensions: { code: "FRESH_PROOF_REQUIRED" } }] });

const me = (secondStep: { hasSecondStep: boolean; authenticatorAppOn: boolean }): MockLink.MockedResponse => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: "User", id: "u1", name: "Ada", email: "ada@example.org", role: "admin", mustSetUpSecondStep: false, ...secondStep } } },
});
const noPasskeys: MockLink.MockedResponse = { request: { query: PasskeysQuery }, result: { data: { passkeys: [] } } };

/** A guarded action (a role change, say): refused once for want of proof, then done. */
function Guarded({ action }: { action: () => Promise<string> }) {
  const { withProof, proofDialog } = useFreshProof();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => void withProof(action).then(setDone)}>Change the role</button>
      {done && <p>{done}</p>}
      {proofDialog}
    </>
  );
}

function renderGuarded(mocks: MockLink.MockedResponse[]) {
  localStorage.setItem(TOKEN_KEY, "a-token");
  const action = jest.fn<Promise<string>, []>().mockRejectedValueOnce(proofAsked()).mockResolvedValue("Role changed");
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ContentLoadedProvider>
          <AuthProvider>
            <Guarded action={action} />
          </AuthProvider>
        </ContentLoadedProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return action;
}

afterEach(() => localStorage.clear());

test("with an authenticator app, Confirm it's you asks for a code (not the password), then the action is tried again", async () => {
  const action = renderGuarded([
    me({ hasSecondStep: true, authenticatorAppOn: true }),
    noPasskeys,
    { request: { query: ConfirmItsYouMutation, variables: { code: "123456" } }, result: { data: { confirmItsYou: true } } },
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Change the role" }));
  const dialog = await screen.findByRole("dialog", { name: "Confirm it's you" });
  const code = await screen.findByLabelText("Code");
  expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  expect(dialog).toHaveTextContent("enter a code from your authenticator app (or a recovery code)");
  await user.type(code, "123456");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText("Role changed")).toBeInTheDocument();
  expect(action).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
});

test("without a second step, Confirm it's you asks for the password", async () => {
  const action = renderGuarded([
    me({ hasSecondStep: false, authenticatorAppOn: false }),
    noPasskeys,
    { request: { query: ConfirmItsYouMutation, variables: { password: "my password" } }, result: { data: { confirmItsYou: true } } },
  ]);
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Change the role" }));
  await screen.findByRole("dialog", { name: "Confirm it's you" });
  expect(screen.queryByLabelText("Code")).not.toBeInTheDocument();
  await user.type(screen.getByLabelText("Password"), "my password");
  await user.click(screen.getByRole("button", { name: "Confirm" }));
  expect(await screen.findByText("Role changed")).toBeInTheDocument();
  expect(action).toHaveBeenCalledTimes(2);
});
