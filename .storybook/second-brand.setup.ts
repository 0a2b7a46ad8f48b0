// Setup of the `storybook-second` Vitest project: the Components and Marketplace stories (but those
// pinned to one brand) render in the second brand skin, so their play functions and axe checks run in
// both brand themes.
(globalThis as { __VO_STORY_BRAND__?: string }).__VO_STORY_BRAND__ = 'second';
