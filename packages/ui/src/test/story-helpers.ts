import { expect, waitFor } from "storybook/test";

/**
 * Passes once a person would see the element. Dialogs, lists and toasts fade, zoom or slide in,
 * and `toBeVisible` fails on their first frame (opacity 0) when a story plays with motion, as it
 * does in Storybook itself; `pnpm test:stories` runs with reduced motion, where it passes at once.
 */
export async function expectVisible(element: HTMLElement | Promise<HTMLElement>): Promise<void> {
  const target = await element;
  await waitFor(() => expect(target).toBeVisible());
}
