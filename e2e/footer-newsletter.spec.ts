import type { Page } from "@playwright/test";
import { expect, loaded, screenshots, test } from "./fixtures";

const WIDTHS = [["phone", 375, 812], ["desktop", 1280, 900]] as const;

/** The footer's sign-up form, the fields it lays out, and the page's main column. */
async function layout(page: Page) {
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Sign up for Combinations" });
  const fields = [];
  for (const name of ["Email address", "Name (optional)"]) {
    const label = form.locator("label", { hasText: name });
    fields.push({ name, label: (await label.boundingBox())!, input: (await form.getByLabel(name).boundingBox())! });
  }
  const button = (await form.getByRole("button", { name: "Sign up" }).boundingBox())!;
  const main = (await page.locator("main").boundingBox())!;
  const title = (await page.getByRole("contentinfo").getByText("Get Combinations by email").boundingBox())!;
  // Every box the form and its section draw: none may be a visible frame.
  const frames = await form.evaluate((element) => {
    const section = element.closest("section")!;
    return [section, element, ...element.querySelectorAll("fieldset")].map((box) => {
      const style = getComputedStyle(box);
      return { tag: box.tagName.toLowerCase(), border: ["Top", "Right", "Bottom", "Left"].some((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" && parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0) };
    });
  });
  return { fields, button, main, title, frames };
}

for (const [device, width, height] of WIDTHS) {
  test(`the footer's sign-up form on a ${device} (${width} px): labels above their inputs, aligned with the page's column, no frame`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto("/about");
    await loaded(page);
    const { fields, button, main, title, frames } = await layout(page);
    for (const { name, label, input } of fields) {
      expect(label.y + label.height, `${name}: label above its input`).toBeLessThanOrEqual(input.y + 1);
      expect(Math.abs(label.x - input.x), `${name}: label starts where its input starts`).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(button.x - fields[0].input.x), "the button lines up with the inputs").toBeLessThanOrEqual(1);
    // The form sits in the page's column, where the page's own text starts, not across the page.
    const column = main.x + parseFloat(await page.locator("main").evaluate((el) => getComputedStyle(el).paddingLeft));
    expect(Math.abs(fields[0].input.x - column), "inputs start where the page's text starts").toBeLessThanOrEqual(1);
    expect(Math.abs(title.x - column), "the title starts there too").toBeLessThanOrEqual(1);
    expect(frames.filter((box) => box.border), "no border around the form").toEqual([]);
  });
}

test("with the footer's sign-up form the page does not scroll sideways at 360 px (screenshots at phone and desktop widths)", async ({ page }) => {
  await page.goto("/about");
  await loaded(page);
  await screenshots(page, "footer-newsletter");
});
