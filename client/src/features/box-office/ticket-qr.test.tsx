import { render, screen } from "@testing-library/react";
import { TicketQr } from "./ticket-qr";

/** As the qrcode library writes it (a tiny one). */
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 25 25" shape-rendering="crispEdges"><path fill="#ffffff" d="M0 0h25v25H0z"/><path stroke="#000000" d="M2 2.5h7m3 0h3M2 3.5h1m5 0h1"/></svg>\n';

test("a ticket's QR code is drawn from the server's path, with its label", () => {
  render(<TicketQr svg={QR} label="QR code of ticket 1" />);
  const image = screen.getByRole("img", { name: "QR code of ticket 1" });
  expect(image).toHaveAttribute("viewBox", "0 0 25 25");
  expect(image.querySelector("path")).toHaveAttribute("d", "M2 2.5h7m3 0h3M2 3.5h1m5 0h1");
});

test("nothing else in the SVG reaches the page: a script or a link is never drawn", () => {
  const tampered = QR.replace("</svg>", '<script>alert(1)</script><a href="javascript:alert(2)"><text>x</text></a></svg>').replace('d="M2 2.5h7', 'onload="alert(3)" d="M2 2.5h7');
  const { container } = render(<TicketQr svg={tampered} label="QR code of ticket 1" />);
  expect(container.querySelector("script, a, text, [onload]")).toBeNull();
  expect(container.innerHTML).not.toContain("alert");
});

test("an SVG that is not a QR code of moves shows the ticket's code is to be quoted instead", () => {
  render(<TicketQr svg={'<svg viewBox="0 0 25 25"><path stroke="#000000" d="url(javascript:alert(1))"/></svg>'} label="QR code of ticket 1" />);
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.getByText(/quote its code at the door/)).toBeInTheDocument();
});
