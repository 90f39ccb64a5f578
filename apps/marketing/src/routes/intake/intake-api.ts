import { ApiError, apiRequest, errorMessage, readAnswer } from "@cairn/api-client/rest";
import { errorBody } from "@cairn/schema/common";
import {
  type IntakeReceiptStatus,
  intakeForm,
  intakeReceipt,
  intakeReceiptStatus,
  intakeToken,
  type submitIntakeInput,
} from "@cairn/schema/intake";
import type { ServerFeedback } from "@cairn/ui/form";
import type { z } from "zod";

/**
 * The public request form's calls (docs/intake.md): the REST API, through the same helper as the
 * rest of the site (`apiRequest`: the API's origin from config.json, so a split deployment works
 * too). Anyone with the link calls them, without an account.
 */

/** A sent request's status page, its receipt's private address: `/intake/receipt/{receipt}`. */
export function intakeReceiptPath(receipt: string): string {
  return `/intake/receipt/${encodeURIComponent(receipt)}`;
}

/**
 * Whether a link's or a receipt's token is one the API would look up (`intakeToken`'s rule);
 * any other is not sent, the API answering it the same 404 as an unknown one.
 */
export function isIntakeToken(value: string): boolean {
  return intakeToken.safeParse(value).success;
}

/** What the receipt page is told by a request just sent (React Router's location state). */
export interface IntakeSentState {
  sent: true;
}

export function isSentState(state: unknown): state is IntakeSentState {
  return typeof state === "object" && state !== null && "sent" in state && state.sent === true;
}

/** What the form sends: the request, its link's token being in the address. */
export type IntakeRequestBody = Omit<z.output<typeof submitIntakeInput>, "token">;

/** `GET /api/intake-forms/{token}`: the project's name, or a 404 `ApiError` once it is closed. */
export async function fetchIntakeForm(token: string, signal?: AbortSignal): Promise<string> {
  const response = await apiRequest(
    "GET",
    `/api/intake-forms/${encodeURIComponent(token)}`,
    undefined,
    { signal },
  );
  const form = await readAnswer(response, intakeForm, "The request form could not be read.");
  return form.projectName;
}

/** `POST /api/intake-forms/{token}/requests`: the request's receipt (its private token). */
export async function submitIntakeRequest(
  token: string,
  request: IntakeRequestBody,
): Promise<string> {
  const body = {
    name: request.name,
    email: request.email,
    title: request.title,
    // Optional: left out when empty, as the form's "Details" may be.
    ...(request.description ? { description: request.description } : {}),
  };
  const response = await apiRequest(
    "POST",
    `/api/intake-forms/${encodeURIComponent(token)}/requests`,
    body,
  );
  const answer = await readAnswer(
    response,
    intakeReceipt,
    "The request's receipt could not be read.",
  );
  return answer.receipt;
}

/** `GET /api/intake-receipts/{receipt}`: the request as its requester follows it. */
export async function fetchIntakeReceipt(
  receipt: string,
  signal?: AbortSignal,
): Promise<IntakeReceiptStatus> {
  const response = await apiRequest(
    "GET",
    `/api/intake-receipts/${encodeURIComponent(receipt)}`,
    undefined,
    { signal },
  );
  return readAnswer(response, intakeReceiptStatus, "The request's status could not be read.");
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export const SEND_FAILED = "Your request could not be sent. Please try again.";
export const TOO_MANY =
  "Too many requests were sent from your network. Please wait a few minutes and try again.";

/**
 * A refused request in words, for the form (`describeError`): the API's field errors beside
 * their fields, a 429's own message (it says how long to wait), or the API's sentence.
 */
export function describeSubmitError(error: unknown): ServerFeedback {
  if (error instanceof ApiError && error.status === 429) {
    return { message: error.body?.error ?? TOO_MANY };
  }
  const body = error instanceof ApiError ? errorBody.safeParse(error.body).data : undefined;
  return { message: errorMessage(error, SEND_FAILED), issues: body?.issues ?? [] };
}
