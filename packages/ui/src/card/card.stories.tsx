import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge.js";
import { Button } from "../button/button.js";
import { Progress } from "../progress/progress.js";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card.js";

const meta = {
  title: "Layout/Card",
  component: Card,
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Website redesign</CardTitle>
        <CardDescription>Acme Agency · due 12 March</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Eight of twelve milestones are done. The design review moved to next week.
        </p>
      </CardContent>
      <CardFooter className="justify-end">
        <Button variant="outline">View board</Button>
        <Button>Open project</Button>
      </CardFooter>
    </Card>
  ),
};

export const WithStatus: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Health score</CardTitle>
          <Badge variant="success">On track</Badge>
        </div>
        <CardDescription>Updated 5 minutes ago</CardDescription>
      </CardHeader>
      <CardContent>
        <Progress value={82} aria-label="Health score" />
      </CardContent>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardContent>
        <p className="text-sm text-muted-foreground">A card with content and no header.</p>
      </CardContent>
    </Card>
  ),
};
