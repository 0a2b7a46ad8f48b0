import { Button, FileDrop, Inline, Stack, Text } from '@vo/ui';
import { fileProblem, MAX_BYTES } from './fileChecks';

export interface AudioFileFieldProps {
  /** The drop zone's label. */
  label: string;
  /** The chosen file, or null. */
  file: File | null;
  /** The upload's progress in percent while it runs, else null. */
  progress: number | null;
  disabled: boolean;
  error: string | undefined;
  /** A file was chosen (null: removed); `refused` says why a chosen file cannot be sent. */
  onChange: (change: { file: File | null; refused: string | null }) => void;
  /** Stops the upload under way. */
  onAbort: () => void;
}

/**
 * One audio recording to send (an audition, a booking's recording): a drop zone checking the file
 * as it is chosen (type and size, the server's own limits), its upload's progress with an abort, and
 * the chosen file's name with a way to remove it.
 */
export function AudioFileField({
  label,
  file,
  progress,
  disabled,
  error,
  onChange,
  onAbort,
}: AudioFileFieldProps) {
  return (
    <Stack gap="sm">
      <FileDrop
        label={label}
        hint={`mp3, ogg, wav, flac or m4a, at most ${String(MAX_BYTES.audio / (1024 * 1024))} MB.`}
        browseLabel="Choose an audio file"
        disabled={disabled}
        error={error}
        files={
          progress === null || file === null
            ? []
            : [{ id: 'recording', name: file.name, progress, status: 'uploading' }]
        }
        onAbort={onAbort}
        onFilesSelected={({ files }) => {
          const [chosen] = files;
          if (chosen === undefined) return;
          const refused = fileProblem(chosen, 'audio');
          onChange({ file: refused === null ? chosen : file, refused });
        }}
      />
      {file !== null && progress === null ? (
        <Inline gap="sm" align="center">
          <Text>{`Chosen: ${file.name}`}</Text>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => {
              onChange({ file: null, refused: null });
            }}
          >
            Remove
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
