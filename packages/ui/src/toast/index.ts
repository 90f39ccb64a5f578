export {
  dismissToast,
  TOAST_DURATION,
  TOAST_LIMIT,
  type ToastAction,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  toast,
  useToasts,
} from "./toast-store.js";
export { Toaster, type ToasterProps } from "./toaster.js";
