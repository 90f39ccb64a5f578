import type { Meta, StoryObj } from "@storybook/react-vite";
import { FolderKanbanIcon, InboxIcon, PlusIcon } from "lucide-react";
import { Button } from "../button/button.js";
import { EmptyState } from "./empty-state.js";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: {
    icon: <FolderKanbanIcon />,
    title: "No projects yet",
    description: "Create your first project to start tracking milestones and health.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    action: (
      <Button>
        <PlusIcon aria-hidden="true" />
        New project
      </Button>
    ),
  },
};

export const TitleOnly: Story = {
  args: { icon: <InboxIcon />, title: "No notifications", description: undefined },
};
