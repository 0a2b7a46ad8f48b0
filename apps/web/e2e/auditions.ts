// Auditions the journeys start from, sent through the real API as a demo voice actor: a recording
// (one of the seed's speech clips) to a casting, as the audition form sends it.
import { readFileSync } from 'node:fs';
import type { Offer } from '@vo/sdk';
import { apiSignIn, baseUrl } from './support';

const CLIP = new URL('../../api/seed/audio/audiobook-en-gb.mp3', import.meta.url);

/** `email`'s audition to the project: a recording, sent (not a draft). */
export async function sendAudition(email: string, projectId: number, priceQuote: number): Promise<Offer> {
  const { client } = await apiSignIn(email);
  const form = new FormData();
  form.set('project_id', String(projectId));
  form.set('price_quote', String(priceQuote));
  form.set('custom_sample_file', new Blob([readFileSync(CLIP)], { type: 'audio/mpeg' }), 'take.mp3');
  const response = await client.fetch(new Request(`${baseUrl()}/api/offers`, { method: 'POST', body: form }));
  if (response.status !== 201)
    throw new Error(`createOffer answered ${String(response.status)}: ${await response.text()}`);
  return (await response.json()) as Offer;
}

/** The offer as `email` reads it through the API. */
export async function offerAs(email: string, id: number): Promise<Offer> {
  const { client } = await apiSignIn(email);
  const { data } = await client.unwrap(client.api.GET('/offers/{id}', { params: { path: { id } } }));
  return data;
}
