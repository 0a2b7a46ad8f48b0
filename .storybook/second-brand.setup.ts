// Setup of the `storybook-second` Vitest project: every story (but those pinned to one brand) renders
// in the second brand skin, so each story's play function and axe check run in both brand themes.
(globalThis as { __VO_STORY_BRAND__?: string }).__VO_STORY_BRAND__ = 'second';
