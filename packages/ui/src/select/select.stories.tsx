import type { Meta, StoryObj } from "@storybook/react-vite";
import { Field } from "../field/field.js";
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
};

export const InField: Story = {
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
};

export const Disabled: Story = { args: { disabled: true }, render: Default.render };
