/** A sample's first name: its file name without the extension (the API's names hold 120 characters). */
export function sampleNameOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName).replace(/[_]+/g, ' ').trim();
  return (base === '' ? 'Sample' : base).slice(0, 120);
}
