/**
 * Designers browse the design system at /storybook/ of the all-in-one product: the manager,
 * a story in its frame and the design-tokens page load under the product's security policy
 * (with Storybook's own exceptions), asking for nothing outside /storybook/.
 */
import { expect, type Page, test } from "@playwright/test";

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname !== "/storybook" && !url.pathname.startsWith("/storybook/")) {
      problems.push(`asked for ${url.pathname}`);
    } else if (response.status() >= 400) {
      problems.push(`${response.status()} for ${url.pathname}`);
    }
  });
  return problems;
}

test("/storybook shows the stories, a story in its frame, and the design tokens", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/storybook");
  await expect(page).toHaveURL(/\/storybook\/$/);
  await expect(page.getByRole("button", { name: "Button", exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });

  await page.goto("/storybook/?path=/story/actions-button--primary");
  const frame = page.frameLocator("#storybook-preview-iframe");
  await expect(frame.getByRole("button", { name: "Save changes" })).toBeVisible({
    timeout: 30_000,
  });

  await page.goto("/storybook/iframe.html?id=foundations-design-tokens--docs&viewMode=docs");
  await expect(page.getByRole("heading", { name: "Design tokens" })).toBeVisible({
    timeout: 30_000,
  });
  expect(problems).toEqual([]);
});
