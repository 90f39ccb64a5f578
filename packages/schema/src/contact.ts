import { z } from "zod";
import { requiredText } from "./common.js";
import { createLeadInput } from "./leads.js";

export const CONTACT_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export const CONTACT_METHODS = ["email", "phone", "video"] as const;

/**
 * The contact page's message. No server reads it (it opens in the visitor's e-mail app), so it
 * takes the signup's rules for a name and an e-mail address (`createLeadInput`).
 */
export const contactMessageInput = z.strictObject({
  name: createLeadInput.shape.name,
  email: createLeadInput.shape.email,
  company: z.string().trim().max(200, { error: "must be at most 200 characters" }),
  role: z.string().trim().max(100, { error: "must be at most 100 characters" }),
  subject: requiredText(200, "Subject is required"),
  message: requiredText(5000, "Message is required"),
  priority: z.enum(CONTACT_PRIORITIES),
  contactMethod: z.enum(CONTACT_METHODS),
});
export type ContactMessage = z.output<typeof contactMessageInput>;

/** The blog's newsletter box: an e-mail address by the signup's rule. */
export const newsletterInput = z.strictObject({ email: createLeadInput.shape.email });
