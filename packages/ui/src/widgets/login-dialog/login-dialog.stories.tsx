import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../button/button.js";
import { expectVisible } from "../../test/story-helpers.js";
import { type LoginCredentials, LoginDialog } from "./login-dialog.js";

const demoAccounts = [
  {
    title: "Administrator",
    description: "Full system access and management",
    username: "admin",
    password: "admin-demo",
    role: "admin",
  },
  {
    title: "Consultant",
    description: "Manage clients and projects",
    username: "consultant",
    password: "consultant-demo",
    role: "consultant",
  },
  {
    title: "Client",
    description: "View projects and tasks",
    username: "client",
    password: "client-demo",
    role: "user",
  },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Demo({ fail = false }: { fail?: boolean }) {
  const [open, setOpen] = useState(true);
  const [last, setLast] = useState("");
  async function onLogin({ username }: LoginCredentials) {
    await wait(800);
    if (fail) throw new Error("Invalid credentials");
    setLast(`Signed in as ${username}`);
  }
  return (
    <>
      <Button onClick={() => setOpen(true)}>Login</Button>
      <p className="mt-3 text-sm text-muted-foreground">{last}</p>
      <LoginDialog
        open={open}
        onOpenChange={setOpen}
        productName="Cairn"
        demoAccounts={demoAccounts}
        onLogin={onLogin}
      />
    </>
  );
}

const meta = {
  title: "Widgets/LoginDialog",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Empty fields are refused beside each field; a good login closes the dialog. */
export const SigningIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The dialog is portalled to the end of <body>, outside the story's own element.
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog", { name: "Login to Cairn" }));

    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expectVisible(dialog.findByText("Username is required"));
    await expectVisible(dialog.getByText("Password is required"));
    const username = dialog.getByRole("textbox", { name: "Username" });
    await expect(username).toHaveAttribute("aria-invalid", "true");
    await expect(username).toHaveAccessibleDescription("Username is required");
    await expect(username).toHaveFocus();

    await userEvent.type(username, "admin");
    await userEvent.type(dialog.getByLabelText(/^Password/), "admin-demo");
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(dialog.getByRole("button", { name: "Logging in..." })).toBeDisabled();
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expectVisible(canvas.getByText("Signed in as admin"));

    // Opened again from the page, it starts empty; Escape gives focus back to the button.
    const open = canvas.getByRole("button", { name: "Login" });
    await userEvent.click(open);
    const again = within(await page.findByRole("dialog", { name: "Login to Cairn" }));
    await expect(again.getByRole("textbox", { name: "Username" })).toHaveValue("");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};

/** One click on a demo account signs in with it. */
export const DemoAccounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog", { name: "Login to Cairn" }));
    await userEvent.click(dialog.getByRole("button", { name: "Try Demo Accounts" }));
    await expectVisible(
      dialog.getByText("Pick a demo account to explore the product with sample data."),
    );
    const consultant = dialog.getByRole("button", { name: /Consultant/ });
    await expect(consultant).toHaveTextContent("consultant / consultant-demo");
    await userEvent.click(consultant);
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expectVisible(canvas.getByText("Signed in as consultant"));
  },
};

/** A refused login keeps the dialog open and puts focus on the password, to retry. */
export const FailingLogin: Story = {
  args: { fail: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole("dialog", { name: "Login to Cairn" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Username" }), "admin");
    await userEvent.type(dialog.getByLabelText(/^Password/), "wrong-password");
    await userEvent.click(dialog.getByRole("button", { name: "Login" }));
    await expect(
      await dialog.findByRole("button", { name: "Login" }, { timeout: 3000 }),
    ).toBeEnabled();
    await waitFor(() => expect(dialog.getByLabelText(/^Password/)).toHaveFocus());
    await expect(dialog.getByRole("textbox", { name: "Username" })).toHaveValue("admin");
  },
};
