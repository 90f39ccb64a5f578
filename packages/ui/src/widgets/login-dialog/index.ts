export {
  type DemoAccount,
  type LoginCredentials,
  LoginDialog,
  type LoginDialogProps,
  type LoginErrors,
  validateLogin,
} from "./login-dialog.js";
