import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type Demo } from '@vo/sdk';
import { FileDrop, Select, type FileDropItem } from '@vo/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { invalidateProfile } from './editorQuery';
import { fileProblem, MAX_BYTES } from '../../lib/uploads/fileChecks';
import { sampleNameOf } from './sampleName';

/**
 * New samples (POST providers/{id}/samples, multipart): each chosen file uploads with its progress
 * bar and a cancel button; a file the server would refuse is refused here first with the server's
 * own words, and a refusal from the server shows its message on the file's line.
 */
export function SampleUploads({ providerId, demos }: { providerId: number; demos: readonly Demo[] }) {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<FileDropItem[]>([]);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [demoId, setDemoId] = useState('');
  const controllers = useRef(new Map<string, AbortController>());
  const nextId = useRef(0);
  // Leaving the page stops the uploads still under way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = (id: string, change: Partial<FileDropItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  };

  const send = async (file: File) => {
    nextId.current += 1;
    const id = `upload-${String(nextId.current)}`;
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setItems((current) => [...current, { id, name: file.name, progress: 0, status: 'uploading' }]);
    const body = new FormData();
    body.append('name', sampleNameOf(file.name));
    body.append('type', 'audio');
    if (demoId !== '') body.append('demo_id', demoId);
    body.append('file', file, file.name);
    try {
      await session.client.upload(`/providers/${String(providerId)}/samples`, {
        body,
        signal: controller.signal,
        onProgress: ({ fraction }) => {
          update(id, { progress: Math.min(99, Math.round(fraction * 100)) });
        },
      });
      update(id, { progress: 100, status: 'done' });
      await invalidateProfile(queryClient, providerId);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') update(id, { status: 'aborted' });
      else
        update(id, {
          status: 'error',
          error: error instanceof ApiError ? error.message : 'The upload failed.',
        });
    } finally {
      controllers.current.delete(id);
    }
  };

  return (
    <>
      <Select
        label="Playlist for new samples"
        placeholder="No playlist (unassigned)"
        options={demos.map((demo) => ({ value: String(demo.id), label: demo.name }))}
        value={demoId}
        onValueChange={({ value }) => {
          setDemoId(value);
        }}
      />
      <FileDrop
        label="Upload samples"
        hint={`mp3, ogg, wav, flac or m4a audio files of at most ${String(MAX_BYTES.audio / (1024 * 1024))} MB each.`}
        browseLabel="Choose audio files"
        multiple
        files={items}
        error={checkError ?? undefined}
        onFilesSelected={({ files }) => {
          const problems = files.map((file) => fileProblem(file, 'audio')).filter((p) => p !== null);
          setCheckError(problems.length > 0 ? problems.join(' ') : null);
          for (const file of files) if (fileProblem(file, 'audio') === null) void send(file);
        }}
        onAbort={({ id }) => {
          controllers.current.get(id)?.abort();
        }}
      />
    </>
  );
}
