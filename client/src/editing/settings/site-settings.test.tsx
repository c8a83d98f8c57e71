import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ContentLoadedProvider } from "../../lib/content-loaded";
import { SiteSettingsScreen } from "./site-settings";
import { siteSettingsSchema } from "./site-settings-form";
import { SiteSettingsQuery, UpdateSiteSettingsMutation } from "./site-settings.graphql";

const DEFAULTS = {
  __typename: "SiteSettings",
  name: "Fen Street Players",
  contactEmail: "society@example.org",
  address: "",
  charityNumber: "",
  facebook: "",
  instagram: "",
  x: "",
  youtube: "",
  tiktok: "",
  otherLabel: "",
  otherUrl: "",
  backupTime: "03:30",
  requireTwoStep: false,
  updatedAt: null,
  updatedBy: null,
};
const INPUT = { name: "Fen Street Players", contactEmail: "society@example.org", address: "", charityNumber: "1098765", facebook: "https://www.facebook.com/fenstreet", instagram: "", x: "", youtube: "", tiktok: "", otherLabel: "", otherUrl: "", backupTime: "03:30", requireTwoStep: false };

const settings = (value = DEFAULTS): MockLink.MockedResponse => ({ request: { query: SiteSettingsQuery }, result: { data: { siteSettings: value } } });

function renderScreen(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <ContentLoadedProvider>
        <MemoryRouter initialEntries={["/admin-edit-tool/settings"]}>
          <SiteSettingsScreen />
        </MemoryRouter>
      </ContentLoadedProvider>
    </MockedProvider>,
  );
}

test("settings never saved: the form starts from the configuration's name and email, and says so", async () => {
  renderScreen([settings()]);
  const form = await screen.findByRole("form", { name: "Site settings" });
  expect(within(form).getByLabelText("Society name")).toHaveValue("Fen Street Players");
  expect(within(form).getByLabelText("Contact email")).toHaveValue("society@example.org");
  expect(within(form).getByLabelText("Facebook")).toHaveValue("");
  expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();
});

test("wrong values are named by their fields before anything is sent", async () => {
  renderScreen([settings()]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Site settings" });
  await user.clear(within(form).getByLabelText("Society name"));
  await user.type(within(form).getByLabelText("Society name"), "Fe");
  await user.clear(within(form).getByLabelText("Contact email"));
  await user.type(within(form).getByLabelText("Contact email"), "nobody");
  await user.type(within(form).getByLabelText("Registered charity number"), "12AB");
  await user.type(within(form).getByLabelText("Facebook"), "https://www.instagram.com/fenstreet");
  await user.type(within(form).getByLabelText("Instagram"), "http://www.instagram.com/fenstreet");
  await user.type(within(form).getByLabelText("Other link: address"), "https://example.org/us");
  await user.click(within(form).getByRole("button", { name: "Save settings" }));
  expect(await within(form).findByText("The name needs at least 3 characters")).toBeInTheDocument();
  expect(within(form).getByText("The contact email must be a valid email address")).toBeInTheDocument();
  expect(within(form).getByText("A charity number in England and Wales is 6 to 8 digits")).toBeInTheDocument();
  expect(within(form).getByText("The Facebook link must be an https link to the society's page on www.facebook.com")).toBeInTheDocument();
  expect(within(form).getByText("The Instagram link must be an https link to the society's page on www.instagram.com")).toBeInTheDocument();
  expect(within(form).getByText("Give the other link a label")).toBeInTheDocument();
  // Each message is tied to its field for screen readers.
  expect(within(form).getByLabelText("Facebook")).toHaveAccessibleDescription(/must be an https link/);
}, 20_000); // Some 150 keystrokes: slow on a busy machine.

test("the rules: a network's link must be a page on its own host; an empty one is fine", async () => {
  const valid = (values: Record<string, string>) => siteSettingsSchema.isValid({ ...INPUT, ...values });
  expect(await valid({})).toBe(true);
  expect(await valid({ facebook: "https://facebook.com/fenstreet", x: "https://twitter.com/fenstreet", youtube: "https://youtu.be/abc" })).toBe(true);
  expect(await valid({ facebook: "https://www.facebook.com/" })).toBe(false);
  expect(await valid({ facebook: "https://www.facebook.com.evil.example/fenstreet" })).toBe(false);
  expect(await valid({ tiktok: "https://www.tiktok.com/@" + "a".repeat(500) })).toBe(false);
  expect(await valid({ charityNumber: "12345" })).toBe(false);
  expect(await valid({ charityNumber: "123456789" })).toBe(false);
  expect(await valid({ otherLabel: "Blog", otherUrl: "https://blog.example.org/" })).toBe(true);
});

test("saving sends the settings and says Saved!; the server's refusals are shown by their fields", async () => {
  const saved = { ...DEFAULTS, charityNumber: "1098765", facebook: "https://www.facebook.com/fenstreet", updatedAt: "2026-12-01T10:00:00.000Z", updatedBy: "Ann" };
  renderScreen([
    settings(),
    { request: { query: UpdateSiteSettingsMutation, variables: { input: INPUT } }, result: { data: { updateSiteSettings: saved } } },
    { request: { query: UpdateSiteSettingsMutation, variables: { input: { ...INPUT, charityNumber: "1098766" } } }, result: { errors: [{ message: "Invalid input: charityNumber is not registered", extensions: { code: "BAD_USER_INPUT", fields: [{ path: "charityNumber", message: "charityNumber is not registered" }] } }] } },
  ]);
  const user = userEvent.setup();
  const form = await screen.findByRole("form", { name: "Site settings" });
  await user.type(within(form).getByLabelText("Registered charity number"), "1098765");
  await user.type(within(form).getByLabelText("Facebook"), "https://www.facebook.com/fenstreet");
  await user.click(within(form).getByRole("button", { name: "Save settings" }));
  expect(await screen.findByText("Saved!")).toBeInTheDocument();
  expect(await screen.findByText(/Last edited by Ann/)).toBeInTheDocument();

  await user.clear(within(form).getByLabelText("Registered charity number"));
  await user.type(within(form).getByLabelText("Registered charity number"), "1098766");
  await user.click(within(form).getByRole("button", { name: "Save settings" }));
  expect(await within(form).findByText("charityNumber is not registered")).toBeInTheDocument();
  expect(screen.getByRole("dialog", { name: "Oh oo!" })).toHaveTextContent("charityNumber is not registered");
  expect(within(form).getByLabelText("Registered charity number")).toHaveValue("1098766");
});
