import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { createSample, discardUploads, ownDemo, toSampleResource } from '../../modules/samples/samples';
import { audioSeconds } from '../../files/audioDuration';
import { badRequest } from '../../http/errors';

export const createProviderSample: Handler<'createProviderSample'> = async ({
  params,
  body,
  viewer,
  services,
  request,
}) => {
  const upload = request.uploads.find((u) => u.field === 'file' && u.id === body.file);
  try {
    const provider = await ownedProvider(services.db, viewer, params.id);
    // The multipart reader stores every file part and puts its id in the body; without a stored
    // part the field was sent as plain text.
    if (!upload) throw badRequest('file_required', 'A valid file is required: attach the audio file.');
    if (body.demo_id !== undefined) await ownDemo(services.db, provider.id, body.demo_id);
    // Read once, when stored: players show the length and load nothing until a play.
    const seconds = await audioSeconds(services.storage.pathOf(upload.id), upload.contentType);
    const row = await createSample(
      services.db,
      provider,
      { name: body.name, type: body.type, demoId: body.demo_id, upload, seconds },
      services.now(),
    );
    return { status: 201, body: toSampleResource(row, services.config.publicOrigin) };
  } catch (error) {
    await discardUploads(
      services,
      request.uploads.map((u) => u.id),
    );
    throw error;
  }
};
