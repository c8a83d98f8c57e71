import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { TOKEN_KEY } from "../../lib/site";
import { ChangePasswordMutation, LoginMutation, MeQuery, RequestPasswordResetMutation, ResetPasswordMutation } from "./account.graphql";
import { AuthProvider } from "./auth";
import { ChangePassword } from "./change-password";
import { ForgotPasswordPage } from "./forgot-password-page";
import { LoginPage } from "./login-page";
import { ResetPasswordPage } from "./reset-password-page";
import { RequireSignedOut } from "./require-sign-in";
import { ConfirmItsYouMutation, PasskeysQuery } from "./sign-in-steps.graphql";

type MockedResponse = MockLink.MockedResponse;

const SENT = "If an account has that email address, we have sent it a link to set a new password. The link works once, for an hour.";

function LoginStub() {
  const { state } = useLocation();
  return <p>Login page {JSON.stringify(state)}</p>;
}

function renderAt(path: string, element: ReactNode, mocks: MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <ContentLoadedProvider>
          <AuthProvider>
            <Routes>
              <Route path="/admin-edit-tool/forgot-password" element={element} />
              <Route path="/admin-edit-tool/reset-password/:token" element={element} />
              <Route path="/account" element={element} />
              <Route path="/admin-edit-tool/login" element={<LoginStub />} />
            </Routes>
          </AuthProvider>
        </ContentLoadedProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}

afterEach(() => localStorage.clear());

/** The field errors shown (each next to its field, announced as an alert). */
const shownErrors = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

describe("forgot password", () => {
  test("the email is required and must be valid, said next to the field; the button waits for it", async () => {
    renderAt("/admin-edit-tool/forgot-password", <ForgotPasswordPage />);
    const send = screen.getByRole("button", { name: "Send me a link" });
    await waitFor(() => expect(send).toBeDisabled());
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Email"));
    await user.tab();
    expect(await screen.findByText("Please give your email address")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not an email");
    await user.tab();
    expect(await screen.findByText("Please give a valid email address")).toBeInTheDocument();
    expect(send).toBeDisabled();
  });

  test("sends the trimmed address and shows the server's answer, whatever the address", async () => {
    const mock: MockedResponse = { request: { query: RequestPasswordResetMutation, variables: { input: { email: "viola@example.org" } } }, result: { data: { requestPasswordReset: SENT } } };
    renderAt("/admin-edit-tool/forgot-password", <ForgotPasswordPage />, [mock]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "  viola@example.org ");
    await user.click(screen.getByRole("button", { name: "Send me a link" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
  });
});

describe("reset password", () => {
  const path = "/admin-edit-tool/reset-password/the-token";

  test("the new password follows the registration rules and must be typed the same twice", async () => {
    renderAt(path, <ResetPasswordPage />);
    const save = screen.getByRole("button", { name: "Set my new password" });
    await waitFor(() => expect(save).toBeDisabled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "short");
    await user.tab();
    await waitFor(() => expect(shownErrors()).toContain("At least 8 characters"));
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "long enough now");
    await user.type(screen.getByLabelText("New password again"), "long enough not");
    await user.tab();
    expect(await screen.findByText("The two passwords are not the same")).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  test("success leads to the login page, which is told the password changed", async () => {
    const mock: MockedResponse = { request: { query: ResetPasswordMutation, variables: { input: { token: "the-token", password: "long enough now" } } }, result: { data: { resetPassword: "changed" } } };
    renderAt(path, <ResetPasswordPage />, [mock]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "long enough now");
    await user.type(screen.getByLabelText("New password again"), "long enough now");
    await user.click(screen.getByRole("button", { name: "Set my new password" }));
    expect(await screen.findByText('Login page {"passwordChanged":true}')).toBeInTheDocument();
  });

  test("a link that no longer works says so plainly and offers a new one", async () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: "This link has expired", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "token", message: "token is unknown, expired or already used" }] } }] });
    const mock: MockedResponse = { request: { query: ResetPasswordMutation, variables: { input: { token: "the-token", password: "long enough now" } } }, error };
    renderAt(path, <ResetPasswordPage />, [mock]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("New password"), "long enough now");
    await user.type(screen.getByLabelText("New password again"), "long enough now");
    await user.click(screen.getByRole("button", { name: "Set my new password" }));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/admin-edit-tool/forgot-password");
  });
});

describe("change password", () => {
  const fill = async (current: string, next: string, again = next) => {
    const user = userEvent.setup();
    if (current) await user.type(screen.getByLabelText("Current password"), current);
    await user.type(screen.getByLabelText("New password"), next);
    await user.type(screen.getByLabelText("New password again"), again);
    return user;
  };

  test("needs the current password, and the new one twice by the registration rules", async () => {
    renderAt("/account", <ChangePassword />);
    const change = screen.getByRole("button", { name: "Change my password" });
    await waitFor(() => expect(change).toBeDisabled());
    const user = await fill("", "short", "other");
    await user.click(screen.getByLabelText("Current password"));
    await user.tab();
    await waitFor(() => expect(shownErrors()).toEqual(["Please give your current password", "At least 8 characters", "The two passwords are not the same"]));
    expect(change).toBeDisabled();
  });

  test("a wrong current password is shown on that field", async () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: "Your current password is not right", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "currentPassword", message: "currentPassword is not right" }] } }] });
    const mock: MockedResponse = { request: { query: ChangePasswordMutation, variables: { input: { currentPassword: "wrong one", newPassword: "brand new password" } } }, error };
    renderAt("/account", <ChangePassword />, [mock]);
    const user = await fill("wrong one", "brand new password");
    await user.click(screen.getByRole("button", { name: "Change my password" }));
    expect(await screen.findByText("currentPassword is not right")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("currentPassword is not right");
  });

  test("success keeps this session with the fresh token and says the others ended", async () => {
    localStorage.setItem(TOKEN_KEY, "old-token");
    const mock: MockedResponse = {
      request: { query: ChangePasswordMutation, variables: { input: { currentPassword: "my old password", newPassword: "brand new password" } } },
      result: { data: { changePassword: { __typename: "AuthPayload", token: "fresh-token" } } },
    };
    renderAt("/account", <ChangePassword />, [mock]);
    const user = await fill("my old password", "brand new password");
    await user.click(screen.getByRole("button", { name: "Change my password" }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe("fresh-token");
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  test("an account with a second step confirms it's them first (the server asks), then the password is changed", async () => {
    localStorage.setItem(TOKEN_KEY, "old-token");
    const input = { currentPassword: "my old password", newPassword: "brand new password" };
    const proofAsked = new CombinedGraphQLErrors({ errors: [{ message: "Confirm it's you first: with your password, a code from your authenticator app, or your passkey.", extensions: { code: "FRESH_PROOF_REQUIRED" } }] });
    renderAt("/account", <ChangePassword />, [
      { request: { query: MeQuery }, result: { data: { me: { __typename: "User", id: "u1", name: "Ada", email: "ada@example.org", role: "member", mustSetUpSecondStep: false, hasSecondStep: true, authenticatorAppOn: true } } } },
      { request: { query: ChangePasswordMutation, variables: { input } }, error: proofAsked },
      { request: { query: PasskeysQuery }, result: { data: { passkeys: [] } } },
      { request: { query: ConfirmItsYouMutation, variables: { code: "123456" } }, result: { data: { confirmItsYou: true } } },
      { request: { query: ChangePasswordMutation, variables: { input } }, result: { data: { changePassword: { __typename: "AuthPayload", token: "fresh-token" } } } },
    ]);
    const user = await fill(input.currentPassword, input.newPassword);
    await user.click(screen.getByRole("button", { name: "Change my password" }));
    await screen.findByRole("dialog", { name: "Confirm it's you" });
    await user.type(await screen.findByLabelText("Code"), "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe("fresh-token");
  });
});

test("the login page offers 'Forgot password?'", () => {
  render(
    <MockedProvider>
      <MemoryRouter initialEntries={["/admin-edit-tool/login"]}>
        <ContentLoadedProvider>
          <AuthProvider>
            <LoginPage />
          </AuthProvider>
        </ContentLoadedProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/admin-edit-tool/forgot-password");
});

describe("where a login leads", () => {
  const loginAnswer = (role: string): MockedResponse => ({
    request: { query: LoginMutation, variables: { input: { email: "keeper", password: "door volunteer password" } } },
    result: { data: { login: { __typename: "AuthPayload", token: "new-token", user: { __typename: "User", id: "u1", role }, needsSecondStep: false, ticket: null } } },
  });
  function Where() {
    const { pathname } = useLocation();
    return <p>Now at {pathname}</p>;
  }
  async function logIn(role: string, state?: unknown) {
    render(
      <MockedProvider mocks={[loginAnswer(role)]}>
        <MemoryRouter initialEntries={[{ pathname: "/admin-edit-tool/login", state }]}>
          <ContentLoadedProvider>
            <AuthProvider>
              <Routes>
                <Route path="/admin-edit-tool/login" element={<RequireSignedOut><LoginPage /></RequireSignedOut>} />
                <Route path="*" element={<Where />} />
              </Routes>
            </AuthProvider>
          </ContentLoadedProvider>
        </MemoryRouter>
      </MockedProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email or username"), "keeper");
    await user.type(screen.getByLabelText("Password"), "door volunteer password");
    await user.click(screen.getByRole("button", { name: "Log in" }));
  }

  test("a door volunteer goes to the door app", async () => {
    await logIn("door");
    expect(await screen.findByText("Now at /box-office/door")).toBeInTheDocument();
  });

  test("the door app that sent someone to log in gets them back", async () => {
    await logIn("editor", { from: "/box-office/door/6d1c0000-0000-4000-8000-000000000001" });
    expect(await screen.findByText("Now at /box-office/door/6d1c0000-0000-4000-8000-000000000001")).toBeInTheDocument();
  });

  test("a member goes home", async () => {
    await logIn("member");
    expect(await screen.findByText("Now at /")).toBeInTheDocument();
  });
});
