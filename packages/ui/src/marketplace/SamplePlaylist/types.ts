// The data a playlist shows, as the API sends it (spec section 3: Sample and Demo; the OpenAPI
// schemas add duration and demo_id). Defined here because the library never imports the SDK.

/** A voice actor's sample. */
export interface PlaylistSample {
  id: number;
  name: string;
  /** The media file's address. */
  file: string;
  /** False until the uploaded file was checked and found playable. */
  is_valid: boolean;
  type?: 'audio' | 'video';
  /** Length in seconds, null until processed. */
  duration?: number | null;
  /** The demo holding it; null when unassigned. */
  demo_id?: number | null;
  /** Precomputed loudness peaks for the waveform, when the server has them. */
  peaks?: number[];
}

/** A demo: a named playlist of samples in order. */
export interface Demo {
  id: number;
  name: string;
  samples: PlaylistSample[];
  display_order?: number;
}
