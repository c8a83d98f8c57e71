import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TicketChoiceForm } from "./ticket-choice-form";

const TYPES = [
  { name: "Full", pricePence: 1200, note: null },
  { name: "Concession", pricePence: 800, note: "Students and over 65s" },
];

function renderForm(props: Partial<Parameters<typeof TicketChoiceForm>[0]> = {}) {
  const onHold = jest.fn();
  render(<TicketChoiceForm performanceId="p1" ticketTypes={TYPES} maxPerOrder={4} onHold={onHold} {...props} />);
  return onHold;
}

test("each ticket type has its price, note and a count; Hold holds the counts chosen", async () => {
  const onHold = renderForm();
  expect(screen.getByLabelText(/Full.*£12/)).toBeInTheDocument();
  expect(screen.getByLabelText(/Concession.*£8.*Students and over 65s/)).toBeInTheDocument();
  await userEvent.selectOptions(screen.getByLabelText(/Full/), "2");
  await userEvent.selectOptions(screen.getByLabelText(/Concession/), "1");
  await userEvent.click(screen.getByRole("button", { name: "Hold" }));
  expect(onHold).toHaveBeenCalledWith([2, 1]);
});

test("no tickets, or more than one booking may have, is said in place and nothing is held", async () => {
  const onHold = renderForm();
  await userEvent.click(screen.getByRole("button", { name: "Hold" }));
  expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one ticket.");
  await userEvent.selectOptions(screen.getByLabelText(/Full/), "3");
  await userEvent.selectOptions(screen.getByLabelText(/Concession/), "2");
  await userEvent.click(screen.getByRole("button", { name: /^Hold/ }));
  expect(screen.getByRole("alert")).toHaveTextContent("One booking can have at most 4 tickets.");
  expect(onHold).not.toHaveBeenCalled();
});

test("it is a plain form posted to the booking page, so it works without JavaScript, and shows the server's answer", () => {
  renderForm({ initialCounts: [0, 2], problems: { message: "Not enough tickets left: only 1 left", errors: { "count-1": "Choose 0 to 4" } } });
  const form = screen.getByRole("button", { name: "Hold" }).closest("form")!;
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/book/p1");
  expect(screen.getByLabelText(/Concession/)).toHaveAttribute("name", "count-1");
  expect(screen.getByLabelText(/Concession/)).toHaveValue("2");
  expect(screen.getByText("Not enough tickets left: only 1 left")).toBeInTheDocument();
  expect(screen.getByLabelText(/Concession/)).toHaveAccessibleDescription("Choose 0 to 4");
});
