/** A native select drawn like the UI kit's Input (its classes are not exported). */
export const SELECT_CLASSES =
  "h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-50 md:text-sm";
