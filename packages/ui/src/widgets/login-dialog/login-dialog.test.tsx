import { render, screen } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoginDialog, validateLogin } from "./login-dialog.js";

const accounts = [
  { title: "Administrator", description: "Full access", username: "admin", password: "a-pass" },
  { title: "Client", description: "View projects", username: "client", password: "c-pass" },
];

describe("validateLogin", () => {
  it("requires both fields", () => {
    expect(validateLogin({ username: " ", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(validateLogin({ username: "ada", password: "x" })).toEqual({});
  });
});

describe("LoginDialog", () => {
  it("shows the checks' messages and sends nothing when empty", async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(async () => {});
    render(<LoginDialog open onOpenChange={() => {}} productName="Cairn" onLogin={onLogin} />);
    expect(screen.getByRole("dialog", { name: "Login to Cairn" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(onLogin).not.toHaveBeenCalled();
  });

  it("signs in with the form and closes", async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(async () => {});
    const onOpenChange = vi.fn();
    render(<LoginDialog open onOpenChange={onOpenChange} productName="Cairn" onLogin={onLogin} />);
    await user.type(screen.getByLabelText(/Username/), "ada");
    await user.type(screen.getByLabelText(/Password/), "secret");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onLogin).toHaveBeenCalledWith({ username: "ada", password: "secret" });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("keeps the dialog open when the login fails", async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <LoginDialog
        open
        onOpenChange={onOpenChange}
        productName="Cairn"
        onLogin={async () => {
          throw new Error("Invalid credentials");
        }}
      />,
    );
    await user.type(screen.getByLabelText(/Username/), "ada");
    await user.type(screen.getByLabelText(/Password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Login" })).toBeTruthy();
  });

  it("lists the demo accounts with their credentials and signs in with one click", async () => {
    const user = userEvent.setup();
    const onLogin = vi.fn(async () => {});
    render(
      <LoginDialog
        open
        onOpenChange={() => {}}
        productName="Cairn"
        demoAccounts={accounts}
        onLogin={onLogin}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Try Demo Accounts" }));
    expect(screen.getByText("client / c-pass")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Administrator/ }));
    expect(onLogin).toHaveBeenCalledWith({ username: "admin", password: "a-pass" });
  });

  it("returns to the form with Back to Login", async () => {
    const user = userEvent.setup();
    render(
      <LoginDialog
        open
        onOpenChange={() => {}}
        productName="Cairn"
        demoAccounts={accounts}
        onLogin={async () => {}}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Try Demo Accounts" }));
    await user.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(screen.getByLabelText(/Username/)).toBeTruthy();
  });
});
