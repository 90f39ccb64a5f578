import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../input/input.js";
import { Label } from "./label.js";

const meta = {
  title: "Forms/Label",
  component: Label,
  args: { children: "Project name" },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithInput: Story = {
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-1.5">
      <Label {...args} htmlFor="label-story-input" />
      <Input id="label-story-input" placeholder="Website redesign" />
    </div>
  ),
};
