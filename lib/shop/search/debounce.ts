/** How long the search box waits after the last key before asking for suggestions; its own module, so every page's search box does not carry the suggestion rules. */
export const SEARCH_DEBOUNCE_MS = 500;
