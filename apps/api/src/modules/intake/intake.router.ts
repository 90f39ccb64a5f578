import { router } from "../../core/procedures.js";
import { accept } from "./accept.js";
import { create } from "./create.js";
import { decline } from "./decline.js";
import { form } from "./form.js";
import { getLink } from "./get-link.js";
import { list } from "./list.js";
import { merge } from "./merge.js";
import { receipt } from "./receipt.js";
import { setLink } from "./set-link.js";
import { submit } from "./submit.js";

/** A project's intake: requests for work, triaged into tasks (docs/intake.md). */
export const intakeRouter = router({
  list,
  create,
  accept,
  merge,
  decline,
  getLink,
  setLink,
  form,
  submit,
  receipt,
});
