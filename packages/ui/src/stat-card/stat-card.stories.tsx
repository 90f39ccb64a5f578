import type { Meta, StoryObj } from "@storybook/react-vite";
import { FolderKanbanIcon, ListTodoIcon, UsersIcon } from "lucide-react";
import { StatCard } from "./stat-card.js";

const meta = {
  title: "Data display/StatCard",
  component: StatCard,
  args: {
    label: "Active projects",
    value: 3,
    hint: "of 5 total",
    icon: <FolderKanbanIcon />,
  },
  argTypes: {
    tone: {
      control: "select",
      options: ["neutral", "primary", "info", "success", "warning", "danger"],
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Row: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-3xl">
        <Story />
      </div>
    ),
  ],
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total users"
        value={6}
        hint="2 consultants · 3 clients"
        icon={<UsersIcon />}
      />
      <StatCard
        label="Pending tasks"
        value={18}
        hint="of 44 tasks"
        tone="warning"
        icon={<ListTodoIcon />}
      />
      <StatCard label="Overall progress" value="42%" tone="success" />
    </div>
  ),
};
