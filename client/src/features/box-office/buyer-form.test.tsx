import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { BuyerForm } from "./buyer-form";

test("the newsletter box starts unticked; Confirm sends the details trimmed", async () => {
  const onConfirm = jest.fn();
  render(<BuyerForm action="/book/p1?hold=h1" onConfirm={onConfirm} />);
  const newsletter = screen.getByRole("checkbox", { name: /Send me Combinations/ });
  expect(newsletter).not.toBeChecked();
  await userEvent.type(screen.getByLabelText("Name"), "  Viola Hathaway ");
  await userEvent.type(screen.getByLabelText("Email address"), "viola@example.org");
  await userEvent.type(screen.getByLabelText(/Access needs/), "I use a wheelchair");
  await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
  expect(onConfirm).toHaveBeenCalledWith({ name: "Viola Hathaway", email: "viola@example.org", accessNote: "I use a wheelchair", newsletter: false });
});

test("missing or wrong details are said beside their fields, and nothing is sent", async () => {
  const onConfirm = jest.fn();
  render(<BuyerForm action="/book/p1?hold=h1" onConfirm={onConfirm} />);
  await userEvent.type(screen.getByLabelText("Email address"), "not-an-address");
  await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
  expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("Please give your name");
  expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(/We send your tickets here.*Please give a valid email address/);
  expect(onConfirm).not.toHaveBeenCalled();
});

test("the server's field errors and the details typed come back in place (a plain form's answer)", () => {
  render(<BuyerForm action="/book/p1?hold=h1" initialValues={{ name: "Viola", email: "viola@example", accessNote: "", newsletter: true }} errors={{ email: "email must be a valid email address" }} />);
  const form = screen.getByRole("button", { name: "Confirm" }).closest("form")!;
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/book/p1?hold=h1");
  expect(screen.getByLabelText("Name")).toHaveValue("Viola");
  expect(screen.getByRole("checkbox", { name: /Send me Combinations/ })).toBeChecked();
  expect(screen.getByLabelText("Email address")).toHaveAccessibleDescription(/email must be a valid email address/);
});
