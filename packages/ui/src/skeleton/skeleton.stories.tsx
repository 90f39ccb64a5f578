import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.js";

const meta = {
  title: "Feedback/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      className="flex max-w-sm flex-col gap-4 rounded-xl border border-border bg-card p-6"
    >
      <span className="sr-only">Loading project</span>
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-24 w-full" />
    </div>
  ),
};

export const TableRows: Story = {
  render: () => (
    <div aria-busy="true" className="flex max-w-lg flex-col gap-3">
      {["a", "b", "c", "d"].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  ),
};
