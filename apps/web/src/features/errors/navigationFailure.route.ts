// /error-testing/navigation: the error testing page's navigation error.
import type { ComponentType } from 'react';
import type { Screen } from '../../routes/screen';

/**
 * A real failed navigation: this chunk does not exist, so loading the screen fails as a broken
 * deployment would.
 */
export const screen: Screen = {
  Component: async () => {
    const missing = `/assets/missing-screen-${Date.now().toString(36)}.js`;
    return ((await import(/* @vite-ignore */ missing)) as { Component: ComponentType }).Component;
  },
};
