import { describe, expect, it } from "vitest";
import { contactMailto } from "./contact-page";

describe("contactMailto", () => {
  it("addresses the message and carries every field, encoded for a mailto: link", () => {
    const link = contactMailto({
      name: " Ada Lovelace ",
      email: "ada@example.com",
      company: "Analytical & Co",
      role: "",
      subject: "A demo for our team",
      message: "We are 40 people.\nThree teams.",
      priority: "high",
      contactMethod: "video",
    });
    expect(link.startsWith("mailto:hello@cairn.app?")).toBe(true);
    expect(link).not.toContain("+");
    const query = new URLSearchParams(link.slice(link.indexOf("?") + 1));
    expect(query.get("subject")).toBe("A demo for our team");
    expect(query.get("body")).toBe(
      [
        "We are 40 people.\nThree teams.",
        "",
        "— Ada Lovelace <ada@example.com>",
        "Company: Analytical & Co",
        "Priority: high",
        "Preferred contact: video",
      ].join("\n"),
    );
  });
});
