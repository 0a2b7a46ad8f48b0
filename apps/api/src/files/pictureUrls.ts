// Picture URLs in the three sizes the document names (large, medium, small), served by /files.
export interface PictureUrls {
  large: string | null;
  medium: string | null;
  small: string | null;
}

export const pictureSizes = { large: 512, medium: 256, small: 96 } as const;

export function pictureUrls(publicOrigin: string, fileId: string | null): PictureUrls {
  if (!fileId) return { large: null, medium: null, small: null };
  const url = (size: keyof typeof pictureSizes) => `${publicOrigin}/files/pictures/${fileId}/${size}`;
  return { large: url('large'), medium: url('medium'), small: url('small') };
}
