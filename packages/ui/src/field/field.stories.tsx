import type { Meta, StoryObj } from "@storybook/react-vite";
import { Input } from "../input/input.js";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../select/select.js";
import { Switch } from "../switch/switch.js";
import { Textarea } from "../textarea/textarea.js";
import { Field } from "./field.js";

const meta = {
  title: "Forms/Field",
  component: Field,
  args: { label: "Work email", children: <Input type="email" autoComplete="email" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: "We send the setup plan to this address." } };

export const WithError: Story = {
  args: {
    hint: "We send the setup plan to this address.",
    error: "Enter an email address like name@company.com.",
    children: <Input type="email" defaultValue="maria@" />,
  },
};

export const Required: Story = { args: { required: true } };

export const WithTextarea: Story = {
  args: {
    label: "Pain points",
    hint: "One per line.",
    children: <Textarea placeholder="Too many status meetings" />,
  },
};

export const WithSelect: Story = {
  args: {
    label: "Team size",
    children: (control) => (
      <Select>
        <SelectTrigger {...control}>
          <SelectValue placeholder="Select a range" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="1-10">1–10 people</SelectItem>
          <SelectItem value="11-50">11–50 people</SelectItem>
          <SelectItem value="51+">51 or more</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
};

export const WithSwitch: Story = {
  args: {
    label: "Weekly digest",
    hint: "A summary of project health every Monday.",
    children: <Switch />,
  },
};
