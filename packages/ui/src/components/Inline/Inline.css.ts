// Inline draws nothing of its own: it composes Box, whose styles (Box.css.ts) do the layout.
export {};
