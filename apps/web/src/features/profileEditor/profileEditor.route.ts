// /voice-actor/{id}/editable: the voice actor edits their profile.
import type { Screen } from '../../routes/screen';
import { editorHead, prefetchProfileEditor } from './editorQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProfileEditorPage')).ProfileEditorPage,
  prefetch: prefetchProfileEditor,
  head: editorHead,
};
