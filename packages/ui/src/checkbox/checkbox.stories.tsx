import type { Meta, StoryObj } from "@storybook/react-vite";
import { Label } from "../label/label.js";
import { Checkbox } from "./checkbox.js";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { "aria-label": "Accept the terms" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { checked: "indeterminate" } };

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const Invalid: Story = { args: { "aria-invalid": true } };

export const WithLabel: Story = {
  args: { "aria-label": undefined },
  render: (args) => (
    <div className="flex flex-col gap-3">
      {["Jira", "Trello", "Asana"].map((tool) => (
        <div key={tool} className="flex items-center gap-2">
          <Checkbox {...args} id={`checkbox-story-${tool}`} />
          <Label htmlFor={`checkbox-story-${tool}`}>{tool}</Label>
        </div>
      ))}
    </div>
  ),
};
