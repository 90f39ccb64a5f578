import type { Meta, StoryObj } from "@storybook/react-vite";
import { Label } from "../label/label.js";
import { Switch } from "./switch.js";

const meta = {
  title: "Forms/Switch",
  component: Switch,
  args: { "aria-label": "Email notifications" },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const WithLabel: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Switch {...args} id="switch-story-slack" />
      <Label htmlFor="switch-story-slack">Sync with Slack</Label>
    </div>
  ),
};
