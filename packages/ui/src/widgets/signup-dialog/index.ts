export {
  SignupDialog,
  type SignupDialogProps,
  type SignupErrors,
  type SignupValues,
  validateSignup,
} from "./signup-dialog.js";
