export { useReturnFocus } from "./return-focus.js";
