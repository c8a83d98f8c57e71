import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSaveFlow } from "./save-flow";

const conflict = new CombinedGraphQLErrors({
  errors: [{
    message: "Play was saved by Ann on 23 November 2026 at 2:05pm after you opened it (your version 3, now 4). Reload it to see their changes, then make yours again.",
    extensions: { code: "CONFLICT" },
  }],
});

function Editor({ reload }: { reload: () => void }) {
  const { failed, element } = useSaveFlow(reload);
  return (
    <>
      <button type="button" onClick={() => failed(conflict, () => {})}>Save</button>
      {element}
    </>
  );
}

test("a conflict shows who saved first and when (worded by the server), and offers to reload", async () => {
  const reload = jest.fn();
  render(<Editor reload={reload} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Save" }));
  const dialog = screen.getByRole("dialog", { name: "Someone else saved first" });
  expect(dialog).toHaveTextContent("Play was saved by Ann on 23 November 2026 at 2:05pm after you opened it");
  await user.click(within(dialog).getByRole("button", { name: "Reload their version" }));
  expect(reload).toHaveBeenCalled();
});
