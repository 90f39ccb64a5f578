import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Label } from "../label/label.js";
import { Switch } from "./switch.js";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { "aria-label": "Email notifications" },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Email notifications" });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // Space toggles it back, as a keyboard user would.
    await userEvent.keyboard(" ");
    await expect(toggle).not.toBeChecked();
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("switch", { name: "Email notifications" });
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
  },
};

export const WithLabel: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} id="switch-story-slack" />
      <Label htmlFor="switch-story-slack">Sync with Slack</Label>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The label names the switch and a click on it toggles the switch.
    await userEvent.click(canvas.getByText("Sync with Slack"));
    await expect(canvas.getByRole("switch", { name: "Sync with Slack" })).toBeChecked();
  },
};
