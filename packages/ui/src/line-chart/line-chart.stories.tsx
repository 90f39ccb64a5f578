import type { Meta, StoryObj } from "@storybook/react-vite";
import { LineChart } from "./line-chart.js";

const weeks = [
  "6 Jan",
  "13 Jan",
  "20 Jan",
  "27 Jan",
  "3 Feb",
  "10 Feb",
  "17 Feb",
  "24 Feb",
  "3 Mar",
];

const meta = {
  title: "Data display/LineChart",
  component: LineChart,
  args: {
    title: "Weekly project health",
    labels: weeks,
    valueSuffix: "",
    series: [
      {
        id: "overall",
        label: "Overall health",
        color: "var(--color-primary)",
        values: [52, 55, 61, 58, 64, 70, 72, 75, 81],
      },
      {
        id: "team",
        label: "Team engagement",
        color: "var(--color-info)",
        dashed: true,
        values: [70, 68, null, 62, 66, 71, 74, 73, 78],
      },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SinglePoint: Story = {
  args: {
    labels: ["This week"],
    series: [
      { id: "overall", label: "Overall health", color: "var(--color-primary)", values: [64] },
    ],
  },
};

export const Empty: Story = {
  args: { labels: [], series: [], emptyText: "No weekly checks yet" },
};
