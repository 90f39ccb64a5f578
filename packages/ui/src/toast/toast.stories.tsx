import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.js";
import { expectVisible } from "../test/story-helpers.js";
import { dismissToast, toast } from "./toast-store.js";
import { Toaster } from "./toaster.js";

const meta = {
  title: "Feedback/Toast",
  component: Toaster,
  decorators: [
    (Story) => (
      <>
        <Story />
        <p className="mt-4 max-w-md text-sm text-muted-foreground">
          One toast is visible at a time; each closes after 5 seconds (paused on hover or focus).
          Press F8 to move focus to the notifications.
        </p>
      </>
    ),
  ],
  // The toasts live in a module-wide store: none may outlive its story into the next one.
  beforeEach: () => {
    dismissToast();
    return () => dismissToast();
  },
} satisfies Meta<typeof Toaster>;

/** The notifications region, where the toasts appear, outside the story's own element. */
function notifications(canvasElement: HTMLElement) {
  return within(
    within(canvasElement.ownerDocument.body).getByRole("region", { name: /Notifications/ }),
  );
}

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() =>
          toast({ title: "Task updated", description: "The board now shows the new status." })
        }
      >
        Default
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: "AI Recommendations Generated",
            description: "Your personalized PMO setup plan is ready!",
            variant: "success",
          })
        }
      >
        Success
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: "Error",
            description: "Failed to update integration status.",
            variant: "destructive",
          })
        }
      >
        Destructive
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = notifications(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Success" }));
    const success = await region.findByRole("listitem");
    await expect(success).toHaveTextContent("AI Recommendations Generated");
    await expect(success).toHaveTextContent("Your personalized PMO setup plan is ready!");

    // Its close button removes it.
    await userEvent.click(region.getByRole("button", { name: "Dismiss notification" }));
    await waitFor(() => expect(region.queryByRole("listitem")).not.toBeInTheDocument());

    // A new toast replaces the one on screen: one at a time. The error stays for the axe check.
    await userEvent.click(canvas.getByRole("button", { name: "Default" }));
    await expectVisible(region.findByText("Task updated"));
    await userEvent.click(canvas.getByRole("button", { name: "Destructive" }));
    await expectVisible(region.findByText("Failed to update integration status."));
    await waitFor(() => expect(region.queryByText("Task updated")).not.toBeInTheDocument());
  },
};

export const WithAction: Story = {
  render: (args) => (
    <>
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() =>
          toast({
            title: "Task moved to Done",
            action: { label: "Undo", onClick: () => toast({ title: "Move undone" }) },
          })
        }
      >
        Move task
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = notifications(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move task" }));
    await expectVisible(region.findByText("Task moved to Done"));
    // F8 takes the keyboard to the notifications, so the action is in reach without a mouse.
    await userEvent.keyboard("[F8]");
    const regionElement = within(canvasElement.ownerDocument.body).getByRole("region", {
      name: /Notifications/,
    });
    await expect(regionElement.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(region.getByRole("button", { name: "Undo" }));
    await expectVisible(region.findByText("Move undone"));
    await expect(region.queryByText("Task moved to Done")).not.toBeInTheDocument();
  },
};

export const ReplacesCurrent: Story = {
  render: (args) => (
    <>
      <Toaster {...args} />
      <Button
        variant="outline"
        onClick={() => {
          toast({ title: "First toast" });
          toast({ title: "Second toast", description: "It replaced the first one." });
        }}
      >
        Show two in a row
      </Button>
    </>
  ),
  play: async ({ canvasElement }) => {
    const region = notifications(canvasElement);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Show two in a row" }));
    await expectVisible(region.findByText("It replaced the first one."));
    await expect(region.queryByText("First toast")).not.toBeInTheDocument();
    await expect(region.getAllByRole("listitem")).toHaveLength(1);
  },
};
