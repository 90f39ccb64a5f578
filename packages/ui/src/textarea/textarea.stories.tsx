import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Textarea } from "./textarea.js";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { "aria-label": "Goals", placeholder: "What should the PMO achieve in 30 days?" },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = {
  args: { defaultValue: "Ship the client portal and cut status-meeting time in half." },
};

export const Invalid: Story = { args: { "aria-invalid": true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: "Locked" } };

/** Text written right to left reads right to left (`dir="auto"`). */
export const RightToLeft: Story = {
  args: { defaultValue: "نراجع الخطة مع الفريق يوم الاثنين." },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("textbox");
    await expect(getComputedStyle(box).direction).toBe("rtl");
  },
};
