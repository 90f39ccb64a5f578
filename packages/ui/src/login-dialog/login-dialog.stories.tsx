import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Button } from "../button/button.js";
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
  title: "Composite/LoginDialog",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FailingLogin: Story = { args: { fail: true } };
