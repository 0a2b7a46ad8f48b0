// Demos (playlists of samples) through the server: ownership of every write, the section 9 page
// sizes, demo order, and deleting a demo leaving its samples unassigned (section 5).
import { describe, expect, it } from 'vitest';
import { client, newDemo, newSample, other, owner, pid, server, useSamplesServer } from './samples.fixtures';

useSamplesServer();

describe('demos', () => {
  it('creates demos at the end with their samples in the order given', async () => {
    const actor = await server.user({ provider: true });
    const a = await newSample(actor, 'A');
    const b = await newSample(actor, 'B');
    const first = await newDemo(actor, 'One');
    const second = await newDemo(actor, 'Two', [b.id, a.id]);
    expect(first.display_order).toBe(0);
    expect(second.display_order).toBe(1);
    expect(second.samples.map((s) => s.id)).toEqual([b.id, a.id]);
  });

  it('checks the caller and the samples on create', async () => {
    const body = { name: 'Demo' };
    expect((await server.call('createProviderDemo', { params: { id: pid(owner) }, body })).status).toBe(401);
    expect(
      (await server.call('createProviderDemo', { params: { id: pid(owner) }, body, token: other.token }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('createProviderDemo', { params: { id: pid(owner) }, body: {}, token: owner.token }))
        .status,
    ).toBe(400);
    const theirs = await newSample(other, 'Theirs');
    const foreign = await server.call('createProviderDemo', {
      params: { id: pid(owner) },
      body: { name: 'Stolen', sample_ids: [theirs.id] },
      token: owner.token,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.json['message']).toBe(`Sample ${theirs.id} does not belong to this voice actor.`);
  });

  it('pages demos by 4 for the owner and 6 for everyone else', async () => {
    const actor = await server.user({ provider: true });
    for (let i = 1; i <= 7; i += 1) await newDemo(actor, `Demo ${i}`);
    const mine = await server.call('listProviderDemos', { params: { id: pid(actor) }, token: actor.token });
    expect((mine.body as unknown[]).length).toBe(4);
    expect(mine.headers['page-size']).toBe('4');
    expect(mine.headers['total-pages']).toBe('2');
    const pub = await server.call('listProviderDemos', { params: { id: pid(actor) }, token: client.token });
    expect((pub.body as { name: string }[]).map((d) => d.name)).toEqual([
      'Demo 1',
      'Demo 2',
      'Demo 3',
      'Demo 4',
      'Demo 5',
      'Demo 6',
    ]);
    expect(pub.headers['total-rows']).toBe('7');
    expect((await server.call('listProviderDemos', { params: { id: 999999 } })).status).toBe(404);
  });

  it('gets a demo of a profile, and 404s a demo of another profile', async () => {
    const demo = await newDemo(owner, 'Owned demo');
    expect(
      (await server.call('getProviderDemo', { params: { id: pid(owner), demoId: demo.id } })).json['name'],
    ).toBe('Owned demo');
    const wrong = await server.call('getProviderDemo', { params: { id: pid(other), demoId: demo.id } });
    expect(wrong.status).toBe(404);
    expect(wrong.json['message']).toBe('Demo not found.');
  });

  it('renames a demo and replaces its samples; samples left out become unassigned', async () => {
    const a = await newSample(owner, 'Keep');
    const b = await newSample(owner, 'Drop');
    const demo = await newDemo(owner, 'Old name', [a.id, b.id]);
    const params = { id: pid(owner), demoId: demo.id };
    const res = await server.call('updateProviderDemo', {
      params,
      body: { name: 'New name', sample_ids: [a.id] },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.json['name']).toBe('New name');
    expect((res.json['samples'] as { id: number }[]).map((s) => s.id)).toEqual([a.id]);
    const dropped = await server.call('getProviderSample', { params: { id: pid(owner), sampleId: b.id } });
    expect(dropped.json['demo_id']).toBeNull();
    expect(
      (await server.call('updateProviderDemo', { params, body: { name: 'x' }, token: other.token })).status,
    ).toBe(403);
    expect((await server.call('updateProviderDemo', { params, body: {}, token: owner.token })).status).toBe(
      400,
    );
    const theirs = await newSample(other, 'Foreign sample');
    expect(
      (
        await server.call('updateProviderDemo', {
          params,
          body: { sample_ids: [theirs.id] },
          token: owner.token,
        })
      ).status,
    ).toBe(422);
  });

  it('deleting a playlist leaves its samples unassigned and closes the gap in demo order', async () => {
    const actor = await server.user({ provider: true });
    const s = await newSample(actor, 'Survivor');
    const d0 = await newDemo(actor, 'Zero');
    const d1 = await newDemo(actor, 'One', [s.id]);
    const d2 = await newDemo(actor, 'Two');
    const params = { id: pid(actor), demoId: d1.id };
    expect((await server.call('deleteProviderDemo', { params })).status).toBe(401);
    expect((await server.call('deleteProviderDemo', { params, token: owner.token })).status).toBe(403);
    expect((await server.call('deleteProviderDemo', { params, token: actor.token })).status).toBe(204);
    const sample = await server.call('getProviderSample', { params: { id: pid(actor), sampleId: s.id } });
    expect(sample.status).toBe(200);
    expect(sample.json['demo_id']).toBeNull();
    const list = await server.call('listProviderDemos', { params: { id: pid(actor) } });
    expect(
      (list.body as { id: number; display_order: number }[]).map((d) => [d.id, d.display_order]),
    ).toEqual([
      [d0.id, 0],
      [d2.id, 1],
    ]);
    expect((await server.call('deleteProviderDemo', { params, token: actor.token })).status).toBe(404);
  });

  it('moves a demo from one position to another', async () => {
    const actor = await server.user({ provider: true });
    const names = ['A', 'B', 'C', 'D'];
    for (const name of names) await newDemo(actor, name);
    const res = await server.call('reorderProviderDemos', {
      params: { id: pid(actor) },
      body: { from: 2, to: 0 },
      token: actor.token,
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true });
    const list = await server.call('listProviderDemos', { params: { id: pid(actor) } });
    expect(
      (list.body as { name: string; display_order: number }[]).map((d) => `${d.name}${d.display_order}`),
    ).toEqual(['C0', 'A1', 'B2', 'D3']);
    const beyond = await server.call('reorderProviderDemos', {
      params: { id: pid(actor) },
      body: { from: 4, to: 0 },
      token: actor.token,
    });
    expect(beyond.status).toBe(422);
    expect(beyond.json['message']).toBe('Positions go from 0 to 3: this voice actor has 4 demos.');
    const body = { from: 0, to: 1 };
    expect((await server.call('reorderProviderDemos', { params: { id: pid(actor) }, body })).status).toBe(
      401,
    );
    expect(
      (await server.call('reorderProviderDemos', { params: { id: pid(actor) }, body, token: other.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await server.call('reorderProviderDemos', {
          params: { id: pid(actor) },
          body: { from: -1, to: 0 },
          token: actor.token,
        })
      ).status,
    ).toBe(400);
  });

  it('gets a demo by id alone (shared links)', async () => {
    const s = await newSample(owner, 'Shared');
    const demo = await newDemo(owner, 'Shared demo', [s.id]);
    const res = await server.call('getDemo', { params: { id: demo.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: demo.id, provider_id: pid(owner), name: 'Shared demo' });
    expect((await server.call('getDemo', { params: { id: 999999 } })).status).toBe(404);
    expect((await server.call('getDemo', { params: { id: 0 } })).status).toBe(400);
  });

  it("sorts a demo's samples, which must be exactly its samples", async () => {
    const a = await newSample(owner, 'S1');
    const b = await newSample(owner, 'S2');
    const c = await newSample(owner, 'S3');
    const demo = await newDemo(owner, 'Sortable', [a.id, b.id, c.id]);
    const res = await server.call('sortDemoSamples', {
      params: { id: demo.id },
      body: { sample_ids: [c.id, a.id, b.id] },
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(
      (res.json['samples'] as { id: number; display_order: number }[]).map((s) => [s.id, s.display_order]),
    ).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    const partial = await server.call('sortDemoSamples', {
      params: { id: demo.id },
      body: { sample_ids: [c.id, a.id] },
      token: owner.token,
    });
    expect(partial.status).toBe(422);
    const body = { sample_ids: [a.id, b.id, c.id] };
    expect((await server.call('sortDemoSamples', { params: { id: demo.id }, body })).status).toBe(401);
    expect(
      (await server.call('sortDemoSamples', { params: { id: demo.id }, body, token: other.token })).status,
    ).toBe(403);
    expect(
      (
        await server.call('sortDemoSamples', {
          params: { id: demo.id },
          body: { sample_ids: [] },
          token: owner.token,
        })
      ).status,
    ).toBe(400);
    expect(
      (await server.call('sortDemoSamples', { params: { id: 999999 }, body, token: owner.token })).status,
    ).toBe(404);
  });
});
