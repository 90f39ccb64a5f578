import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button.js";
import { toast } from "./toast-store.js";
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
} satisfies Meta<typeof Toaster>;

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
};
