import { setRuntimeConfig } from "@cairn/api-client/origins";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_TOKEN, RECEIPT, serve } from "../../test/fake-api";
import IntakeFormPage from "./intake-form-page";
import IntakeReceiptPage from "./intake-receipt-page";

const FORM = `/api/intake-forms/${FORM_TOKEN}`;
const SEND = `POST ${FORM}/requests`;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/intake/:token" element={<IntakeFormPage />} />
        <Route path="/intake/receipt/:receipt" element={<IntakeReceiptPage />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "  Ada Lovelace ");
  await user.type(screen.getByRole("textbox", { name: "Your e-mail" }), "ada@example.com");
  await user.type(
    screen.getByRole("textbox", { name: "What do you need?" }),
    "A dashboard for the board",
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRuntimeConfig({ apiUrl: "", marketingUrl: "", dashboardUrl: "" });
});

describe("IntakeFormPage", () => {
  it("loads the project's name, checks the fields, sends the request and lands on its receipt", async () => {
    const fetch = serve({
      [`GET ${FORM}`]: { status: 200, body: { projectName: "Northwind Ops" } },
      [SEND]: { status: 201, body: { receipt: RECEIPT } },
      [`GET /api/intake-receipts/${RECEIPT}`]: {
        status: 200,
        body: {
          projectName: "Northwind Ops",
          title: "A dashboard for the board",
          status: "new",
          reason: null,
          taskTitle: null,
          createdAt: "2026-12-06T09:30:00.000Z",
          decidedAt: null,
        },
      },
    });
    const user = userEvent.setup();
    renderAt(`/intake/${FORM_TOKEN}`);

    expect(screen.getByRole("status", { name: "Loading the request form" })).toBeDefined();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Ask Northwind Ops for something" }),
    ).toBeDefined();
    expect(screen.getByText(/The team reads every request and answers it here/)).toBeDefined();
    expect(document.title).toBe("Ask Northwind Ops for something · Cairn");

    // The schema's own rules, before anything is sent.
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Name is required")).toBeDefined();
    expect(screen.getByText("Please enter a valid email")).toBeDefined();
    expect(screen.getByText("Say what you need")).toBeDefined();
    expect(screen.getByRole("textbox", { name: "Your name" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);

    await fillIn(user);
    await user.type(
      screen.getByRole("textbox", { name: "Details" }),
      "Weekly, for the steering committee.",
    );
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(
      await screen.findByText("Request sent. Keep this page's address to follow your request."),
    ).toBeDefined();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(`${FORM}/requests`);
    expect(post?.[1]).toMatchObject({
      credentials: "include",
      headers: { "Content-Type": "application/json" },
    });
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      title: "A dashboard for the board",
      description: "Weekly, for the steering committee.",
    });

    expect(
      await screen.findByRole("heading", { level: 1, name: "Your request to Northwind Ops" }),
    ).toBeDefined();
    expect(screen.getByText("Waiting for triage")).toBeDefined();
    const address = `${window.location.origin}/intake/receipt/${RECEIPT}`;
    expect(screen.getByRole("link", { name: address }).getAttribute("href")).toBe(
      `/intake/receipt/${RECEIPT}`,
    );
    // The keyboard carries on at the news, not at the top of a page it did not ask for.
    expect(document.activeElement?.textContent).toBe(
      "Request sent. Keep this page's address to follow your request.",
    );

    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(await screen.findByText("Address copied to the clipboard.")).toBeDefined();
    expect(await navigator.clipboard.readText()).toBe(address);
  });

  it("leaves out empty details and calls the API on its own origin in a split deployment", async () => {
    setRuntimeConfig({
      apiUrl: "https://api.example.com",
      marketingUrl: "",
      dashboardUrl: "",
    });
    const fetch = serve({
      [`GET https://api.example.com${FORM}`]: { status: 200, body: { projectName: "Atlas" } },
      [`POST https://api.example.com${FORM}/requests`]: {
        status: 201,
        body: { receipt: RECEIPT },
      },
    });
    const user = userEvent.setup();
    renderAt(`/intake/${FORM_TOKEN}`);
    await screen.findByRole("heading", { name: "Ask Atlas for something" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    await screen.findByText("Request sent. Keep this page's address to follow your request.");
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      title: "A dashboard for the board",
    });
  });

  it("says the form is closed when its link is switched off or unknown", async () => {
    const fetch = serve({
      [`GET ${FORM}`]: { status: 404, body: { error: "Not found.", code: "NOT_FOUND" } },
    });
    renderAt(`/intake/${FORM_TOKEN}`);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This request form is closed" }),
    ).toBeDefined();
    expect(screen.getByText(/The link may have been switched off/)).toBeDefined();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.queryByRole("button", { name: "Send request" })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("does not look up a link the API would refuse unread", () => {
    const fetch = serve({});
    renderAt(`/intake/${"x".repeat(101)}`);
    expect(screen.getByRole("heading", { name: "This request form is closed" })).toBeDefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the message of a 429, and sends nothing more until asked", async () => {
    const message = "Too many requests from your network. Please wait 60 seconds and try again.";
    serve({
      [`GET ${FORM}`]: { status: 200, body: { projectName: "Northwind Ops" } },
      [SEND]: {
        status: 429,
        body: { error: message, code: "TOO_MANY_REQUESTS" },
        headers: { "retry-after": "60" },
      },
    });
    const user = userEvent.setup();
    renderAt(`/intake/${FORM_TOKEN}`);
    await screen.findByRole("heading", { name: "Ask Northwind Ops for something" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    // What was typed stays, to send again later.
    expect((screen.getByRole("textbox", { name: "Your name" }) as HTMLInputElement).value).toBe(
      "  Ada Lovelace ",
    );
  });

  it("puts the API's field errors beside their fields", async () => {
    serve({
      [`GET ${FORM}`]: { status: 200, body: { projectName: "Northwind Ops" } },
      [SEND]: {
        status: 400,
        body: {
          error: "email: This address does not receive mail",
          code: "BAD_REQUEST",
          issues: [{ path: ["email"], message: "This address does not receive mail" }],
        },
      },
    });
    const user = userEvent.setup();
    renderAt(`/intake/${FORM_TOKEN}`);
    await screen.findByRole("heading", { name: "Ask Northwind Ops for something" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const error = await screen.findByText("This address does not receive mail");
    const email = screen.getByRole("textbox", { name: "Your e-mail" });
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(email);
  });

  it("turns into the closed state when the form was switched off before the request was sent", async () => {
    serve({
      [`GET ${FORM}`]: { status: 200, body: { projectName: "Northwind Ops" } },
      [SEND]: { status: 404, body: { error: "Not found.", code: "NOT_FOUND" } },
    });
    const user = userEvent.setup();
    renderAt(`/intake/${FORM_TOKEN}`);
    await screen.findByRole("heading", { name: "Ask Northwind Ops for something" });
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Send request" }));
    const heading = await screen.findByRole("heading", { name: "This request form is closed" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
