import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Field } from "../field/field.js";
import { expectVisible } from "../test/story-helpers.js";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select.js";

const meta = {
  title: "Forms/Select",
  component: Select,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const industries = ["Software", "Agency", "E-commerce", "Finance", "Healthcare"];

export const Default: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Industry">
        <SelectValue placeholder="Select an industry" />
      </SelectTrigger>
      <SelectContent>
        {industries.map((industry) => (
          <SelectItem key={industry} value={industry.toLowerCase()}>
            {industry}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  ),
};

/** Chooses an option from the open list with the pointer, then with the keyboard. */
export const Choosing: Story = {
  render: Default.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The list is portalled to the end of <body>, outside the story's own element.
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole("combobox", { name: "Industry" });
    await expect(trigger).toHaveTextContent("Select an industry");

    await userEvent.click(trigger);
    const list = await page.findByRole("listbox");
    await expect(within(list).getAllByRole("option")).toHaveLength(5);
    await userEvent.click(within(list).getByRole("option", { name: "Finance" }));
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Finance");
    await expect(trigger).toHaveFocus();

    // Keyboard: Enter opens on the chosen option, arrows move, Enter chooses.
    await userEvent.keyboard("{Enter}");
    await expect(await page.findByRole("option", { name: "Finance" })).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await waitFor(() => expect(page.queryByRole("listbox")).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent("Healthcare");
  },
};

export const Selected: Story = { args: { defaultValue: "agency" }, render: Default.render };

export const Grouped: Story = {
  render: (args) => (
    <Select {...args}>
      <SelectTrigger aria-label="Methodology">
        <SelectValue placeholder="Select a methodology" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Agile</SelectLabel>
          <SelectItem value="scrum">Scrum</SelectItem>
          <SelectItem value="kanban">Kanban</SelectItem>
        </SelectGroup>
        <SelectSeparator />
        <SelectGroup>
          <SelectLabel>Other</SelectLabel>
          <SelectItem value="waterfall">Waterfall</SelectItem>
          <SelectItem value="hybrid" disabled>
            Hybrid (coming soon)
          </SelectItem>
        </SelectGroup>
      </SelectContent>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole("combobox", { name: "Methodology" }));
    const list = await page.findByRole("listbox");
    await expectVisible(within(list).getByRole("group", { name: "Agile" }));
    await expect(
      within(list).getByRole("option", { name: "Hybrid (coming soon)" }),
    ).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(within(list).getByRole("option", { name: "Kanban" }));
    await expect(canvas.getByRole("combobox", { name: "Methodology" })).toHaveTextContent("Kanban");
  },
};

export const InField: Story = {
  parameters: {
    a11y: {
      config: {
        rules: [
          // The play function leaves the list open. Radix then marks the rest of the page
          // aria-hidden and traps focus in the list, so the trigger cannot be reached; axe
          // cannot see the trap and lets it pass only for role="dialog" (see the Dialog
          // stories), not for a listbox. Every other rule still runs on the open list.
          { id: "aria-hidden-focus", enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <Field label="Industry" hint="Used to tailor the recommendations." error="Select an industry.">
      {(control) => (
        <Select {...args}>
          <SelectTrigger {...control}>
            <SelectValue placeholder="Select an industry" />
          </SelectTrigger>
          <SelectContent>
            {industries.map((industry) => (
              <SelectItem key={industry} value={industry.toLowerCase()}>
                {industry}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Industry" });
    await expect(trigger).toHaveAccessibleDescription(
      "Used to tailor the recommendations. Select an industry.",
    );
    await expect(trigger).toHaveAttribute("aria-invalid", "true");
    // Left open, so the accessibility check runs on the open list too.
    await userEvent.click(trigger);
    const list = await within(canvasElement.ownerDocument.body).findByRole("listbox");
    await expect(within(list).getAllByRole("option")).toHaveLength(5);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: Default.render,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Industry" });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole("listbox")).toBeNull();
  },
};
