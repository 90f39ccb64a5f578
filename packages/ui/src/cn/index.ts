export { cn } from "./cn.js";
