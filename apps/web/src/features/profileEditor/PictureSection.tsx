import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type Provider, type User } from '@vo/sdk';
import { getGetUserQueryOptions } from '@vo/sdk/hooks';
import { Avatar, Button, FileDrop, Heading, ProgressBar, Skeleton, Text } from '@vo/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { invalidateProfile } from './editorQuery';
import { fileProblem, MAX_BYTES } from '../../lib/uploads/fileChecks';
import { LOCAL_ERRORS } from './formErrors';
import * as styles from './ProfileEditorPage.css';

/** Where a picture upload is. */
type PictureUpload =
  | { status: 'idle' }
  | { status: 'uploading'; name: string; percent: number; controller: AbortController }
  | { status: 'failed'; message: string };

const SIZES = [
  { size: 'large', label: 'Large' },
  { size: 'medium', label: 'Medium' },
  { size: 'small', label: 'Small' },
] as const;

/**
 * The profile picture (PATCH users/{id}, multipart): the server crops it and makes the three sizes
 * (large 512, medium 256, small 96 px), shown here as the profile, cards and lists show them.
 */
export function PictureSection({ provider }: { provider: Provider }) {
  const headingId = useId();
  const userQuery = useQuery({ ...getGetUserQueryOptions(provider.user_id), meta: LOCAL_ERRORS });
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Profile picture
      </Heading>
      {userQuery.isPending ? (
        <Skeleton shape="circle" size="large" />
      ) : userQuery.isError ? (
        <Text tone="danger" role="alert">
          {userQuery.error.message}
        </Text>
      ) : (
        <PictureForm user={userQuery.data.data} providerId={provider.id} />
      )}
    </section>
  );
}

/** What the picture form reads of the user. */
type PictureOwner = Pick<User, 'id' | 'name' | 'picture_large' | 'picture_medium' | 'picture_small'>;

function PictureForm({ user, providerId }: { user: PictureOwner; providerId: number }) {
  const { session } = useAppServices();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<PictureUpload>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  // Leaving the page stops an upload still under way.
  useEffect(() => () => current.current?.abort(), []);

  const send = async (file: File) => {
    const problem = fileProblem(file, 'image');
    if (problem !== null) {
      setUpload({ status: 'failed', message: problem });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setUpload({ status: 'uploading', name: file.name, percent: 0, controller });
    const body = new FormData();
    body.append('picture', file, file.name);
    try {
      await session.client.upload(`/users/${String(user.id)}`, {
        method: 'PATCH',
        body,
        signal: controller.signal,
        onProgress: ({ fraction }) => {
          setUpload((state) =>
            state.status === 'uploading' && state.controller === controller
              ? { ...state, percent: Math.round(fraction * 100) }
              : state,
          );
        },
      });
      setUpload({ status: 'idle' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetUserQueryOptions(user.id).queryKey }),
        invalidateProfile(queryClient, providerId),
      ]);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setUpload({ status: 'idle' });
        return;
      }
      setUpload({
        status: 'failed',
        message: error instanceof ApiError ? error.message : 'The picture could not be uploaded.',
      });
    } finally {
      if (current.current === controller) current.current = null;
    }
  };

  const pictures = {
    picture_large: user.picture_large ?? null,
    picture_medium: user.picture_medium ?? null,
    picture_small: user.picture_small ?? null,
  };
  return (
    <>
      <ul className={styles.pictures} aria-label="Your picture in its three sizes">
        {SIZES.map(({ size, label }) => (
          <li key={size} className={styles.figure}>
            <Avatar name={`${user.name}, ${label.toLowerCase()}`} size={size} pictures={pictures} />
            <Text as="span" size="sm" tone="muted">
              {label}
            </Text>
          </li>
        ))}
      </ul>
      <FileDrop
        label="New picture"
        hint={`A jpg, jpeg, png or gif image of at most ${String(MAX_BYTES.image / (1024 * 1024))} MB. We crop it to a square.`}
        browseLabel="Choose a picture"
        disabled={upload.status === 'uploading'}
        error={upload.status === 'failed' ? upload.message : undefined}
        onFilesSelected={({ files }) => {
          const [file] = files;
          if (file !== undefined) void send(file);
        }}
      />
      {upload.status === 'uploading' ? (
        <div>
          <ProgressBar label={`Uploading ${upload.name}`} value={upload.percent} />
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              upload.controller.abort();
            }}
          >
            Cancel upload
          </Button>
        </div>
      ) : null}
    </>
  );
}
