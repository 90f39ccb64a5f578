import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { expectVisible } from "../test/story-helpers.js";
import { type MentionCandidate, MentionTextarea } from "./index.js";

const PEOPLE: MentionCandidate[] = [
  { id: 1, name: "Sam Rivera", description: "client" },
  { id: 2, name: "Jordan Lee", description: "consultant" },
  { id: 3, name: "Ada Lovelace", description: "assignee" },
  { id: 4, name: "Adam Smith", description: "assignee" },
];

function Composer({ initial = "", disabled = false }: { initial?: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <label id={labelId} htmlFor={`${labelId}-box`} className="text-sm font-medium">
        Comment
      </label>
      <MentionTextarea
        id={`${labelId}-box`}
        value={value}
        onValueChange={setValue}
        people={PEOPLE}
        disabled={disabled}
        placeholder="Write a comment; type @ to mention someone"
      />
    </div>
  );
}

const meta = {
  title: "Forms/MentionTextarea",
  component: Composer,
  decorators: [
    (Story) => (
      <div className="max-w-md pb-64">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { args: { initial: "@Sam Rivera could you check the copy?" } };

export const Disabled: Story = { args: { initial: "Sending…", disabled: true } };

/** Types `@ad`, moves down the list with the keyboard and chooses with Enter. */
export const MentionWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Comment" });
    await userEvent.type(box, "Thanks @ad");
    const list = canvas.getByRole("listbox", { name: "People to mention" });
    await expectVisible(list);
    await expect(within(list).getAllByRole("option")).toHaveLength(2);
    await userEvent.keyboard("{ArrowDown}");
    await expect(within(list).getByRole("option", { name: /Adam Smith/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(box).toHaveValue("Thanks @Adam Smith ");
    await expect(box).toHaveFocus();
  },
};

/** The list left open, for the accessibility check of it. */
export const ListOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Comment" });
    await userEvent.type(box, "@");
    await expectVisible(canvas.getByRole("listbox", { name: "People to mention" }));
    await expect(canvas.getAllByRole("option")).toHaveLength(4);
  },
};

/** Escape closes the list only; a click on a name chooses it. */
export const EscapeAndClick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole("textbox", { name: "Comment" });
    await userEvent.type(box, "@s");
    await expectVisible(canvas.getByRole("listbox"));
    await userEvent.keyboard("{Escape}");
    await expect(canvas.queryByRole("listbox")).not.toBeInTheDocument();
    await userEvent.type(box, " @jo");
    await userEvent.click(await canvas.findByRole("option", { name: /Jordan Lee/ }));
    await expect(box).toHaveValue("@s @Jordan Lee ");
  },
};
