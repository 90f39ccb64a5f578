import type { Meta, StoryObj } from "@storybook/react-vite";
import { LayoutDashboardIcon, SettingsIcon, UsersIcon } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.js";

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: { defaultValue: "overview" },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Project sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="team">Team</TabsTrigger>
        <TabsTrigger value="settings">Settings</TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm">
        Milestones, health and the latest activity.
      </TabsContent>
      <TabsContent value="team" className="text-sm">
        Consultants and client contacts on this project.
      </TabsContent>
      <TabsContent value="settings" className="text-sm">
        Name, dates and integrations.
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Milestones, health");
    const team = canvas.getByRole("tab", { name: "Team" });
    await userEvent.click(team);
    await expect(team).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Team" })).toHaveTextContent(
      "Consultants and client contacts",
    );
    // Arrow keys move to the next tab and show its panel.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Settings" })).toHaveFocus();
    await expect(canvas.getByRole("tabpanel", { name: "Settings" })).toHaveTextContent(
      "Name, dates and integrations.",
    );
  },
};

export const WithIcons: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="overview">
          <LayoutDashboardIcon aria-hidden="true" />
          Overview
        </TabsTrigger>
        <TabsTrigger value="team">
          <UsersIcon aria-hidden="true" />
          Team
        </TabsTrigger>
        <TabsTrigger value="settings">
          <SettingsIcon aria-hidden="true" />
          Settings
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm">
        Overview panel.
      </TabsContent>
      <TabsContent value="team" className="text-sm">
        Team panel.
      </TabsContent>
      <TabsContent value="settings" className="text-sm">
        Settings panel.
      </TabsContent>
    </Tabs>
  ),
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Reports">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="billing" disabled>
          Billing
        </TabsTrigger>
      </TabsList>
      <TabsContent value="overview" className="text-sm">
        Billing reports unlock on the Growth plan.
      </TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole("tab", { name: "Billing" });
    await expect(billing).toBeDisabled();
    await userEvent.click(billing, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole("tab", { name: "Overview" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};
