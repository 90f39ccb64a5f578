export { buttonVariants } from "./button-variants.js";
