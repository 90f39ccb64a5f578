import type { Meta, StoryObj } from "@storybook/react-vite";
import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { Badge } from "./badge.js";

const meta = {
  title: "Data display/Badge",
  component: Badge,
  args: { children: "In progress" },
  argTypes: {
    variant: {
      control: "select",
      options: ["neutral", "primary", "info", "success", "warning", "danger", "outline"],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="neutral">
        Draft
      </Badge>
      <Badge {...args} variant="primary">
        New
      </Badge>
      <Badge {...args} variant="info">
        In review
      </Badge>
      <Badge {...args} variant="success">
        On track
      </Badge>
      <Badge {...args} variant="warning">
        At risk
      </Badge>
      <Badge {...args} variant="danger">
        Blocked
      </Badge>
      <Badge {...args} variant="outline">
        Archived
      </Badge>
    </div>
  ),
};

export const WithIcon: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-2">
      <Badge {...args} variant="success">
        <CircleCheckIcon aria-hidden="true" />
        Connected
      </Badge>
      <Badge {...args} variant="danger">
        <CircleAlertIcon aria-hidden="true" />
        Sync failed
      </Badge>
    </div>
  ),
};
