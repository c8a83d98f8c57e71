import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";

type MockedResponse = MockLink.MockedResponse;
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MessageForm, SendMessageMutation, SiteContactQuery } from "./message-form";

const site: MockedResponse = {
  request: { query: SiteContactQuery },
  result: { data: { site: { __typename: "SiteInfo", contactEmail: "hello@theatre.example" } } },
};
const input = { name: "Viola Hart", email: "viola@example.org", subject: "", message: "I'd love to play Viola", messagetype: "Application to audition", playslug: "twelfth-night", website: "" };
const sendMock = (result: Partial<MockedResponse>): MockedResponse => ({ request: { query: SendMessageMutation, variables: { input } }, delay: 30, ...result });

function renderForm(send: MockedResponse) {
  render(
    <MockedProvider mocks={[site, send]}>
      <MessageForm kind="audition" playSlug="twelfth-night" playTitle="Twelfth Night" />
    </MockedProvider>,
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Your name"), "  Viola Hart ");
  await user.type(screen.getByLabelText("Your email"), "viola@example.org");
  await user.type(screen.getByLabelText(/Tell us about yourself/), "I'd love to play Viola");
  return user;
}

test("Send stays disabled while a field is wrong, and the error shows next to the field", async () => {
  renderForm(sendMock({ result: { data: { sendMessage: { __typename: "MessageReceipt", id: "1", message: "ok" } } } }));
  const send = screen.getByRole("button", { name: "Send" });
  await waitFor(() => expect(send).toBeDisabled());
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Your name"), "Vi");
  await user.tab();
  expect(await screen.findByText("Your name needs at least 3 characters")).toBeInTheDocument();
  await user.type(screen.getByLabelText("Your email"), "not an email");
  await user.tab();
  expect(await screen.findByText("Please give a valid email address")).toBeInTheDocument();
  expect(send).toBeDisabled();
});

test("sending disables the inputs; then 'Message sent' stays disabled and the dialog says so", async () => {
  renderForm(sendMock({ result: { data: { sendMessage: { __typename: "MessageReceipt", id: "1", message: "ok" } } } }));
  const user = await fillIn();
  const send = screen.getByRole("button", { name: "Send" });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  expect(screen.getByLabelText("Your name")).toBeDisabled();
  expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled();
  const dialog = await screen.findByRole("dialog", { name: "Message sent!" });
  expect(within(dialog).getByText("We'll review your message and get back to you")).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Message sent" })).toBeDisabled();
  await user.click(within(dialog).getByRole("button", { name: "OK" }));
  expect(screen.getByRole("button", { name: "Message sent" })).toBeDisabled();
});

test("a failure with the server's message shows 'Oh oo!', the field errors in place, and re-enables the inputs", async () => {
  const error = new CombinedGraphQLErrors({ errors: [{ message: "Invalid input: email is not allowed", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "email", message: "email is not accepted" }] } }] });
  renderForm(sendMock({ error }));
  const user = await fillIn();
  await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Send" }));
  const dialog = await screen.findByRole("dialog", { name: "Oh oo!" });
  expect(within(dialog).getByText("Invalid input: email is not allowed")).toBeInTheDocument();
  expect(screen.getByText("email is not accepted")).toBeInTheDocument();
  expect(screen.getByLabelText("Your name")).toBeEnabled();
});

test("a failure without a message shows 'Uh oh!' with the society's email", async () => {
  renderForm(sendMock({ error: new Error("Failed to fetch") }));
  const user = await fillIn();
  await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Send" }));
  const dialog = await screen.findByRole("dialog", { name: "Uh oh!" });
  expect(dialog).toHaveTextContent("We couldn't send your message for some reason. Please email: hello@theatre.example");
  expect(within(dialog).getByRole("link", { name: "hello@theatre.example" })).toHaveAttribute("href", "mailto:hello@theatre.example");
  expect(screen.getByLabelText("Your email")).toBeEnabled();
});
