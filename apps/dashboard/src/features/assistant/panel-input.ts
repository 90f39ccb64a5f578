/**
 * Marks the panel's own text box, where the shortcut still works (it closes the panel). Its own
 * file: the panel's chunk and the header's button both read it, and neither imports the other.
 */
export const PANEL_INPUT_ATTRIBUTE = "data-assistant-input";
