import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Label } from "../label/label.js";
import { Checkbox } from "./checkbox.js";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  args: { "aria-label": "Accept the terms" },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Accept the terms" });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(" ");
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: "indeterminate" },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "Accept the terms" });
    await expect(box).toHaveAttribute("aria-checked", "mixed");
  },
};

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Trello"));
    await expect(canvas.getByRole("checkbox", { name: "Trello" })).toBeChecked();
    await expect(canvas.getByRole("checkbox", { name: "Jira" })).not.toBeChecked();
  },
};
