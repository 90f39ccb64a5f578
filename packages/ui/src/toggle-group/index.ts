export { ToggleGroup, ToggleGroupItem, type ToggleGroupProps } from "./toggle-group.js";
