import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryTokenStorage } from '@vo/sdk';
import { ws } from 'msw';
import { within } from 'storybook/test';
import { liveUpdatesMachine } from '@vo/machines';
import { MachineInspector } from './MachineInspector';
import { json } from './payload';
import { expectRefused, expectSentToParent, expectState, send } from './play';

const USER_ID = 5530;
/** The live-update socket of the document (x-websocket): same origin, /api/socket. */
const socket = ws.link('*/api/socket');

const statsFor = (stats: Record<string, number>) => ({
  event: 'stats-updated',
  entity: 'User',
  entity_id: USER_ID,
  dummy: false,
  payload: { stats },
});

/**
 * The session's live-updates child, run under a stand-in parent that keeps the stats the child
 * reports (the session's `session.stats`). The socket is MSW's: each story says how it behaves.
 */
function LiveUpdatesInspector() {
  return (
    <MachineInspector
      machine={liveUpdatesMachine}
      asChild
      title="Live updates (child of Session)"
      description="A websocket with the bearer token whose stats-updated messages update the session's badge counters; when the socket fails or closes it polls the stats and retries the socket every 10 s."
      createInput={() => ({
        tokens: createMemoryTokenStorage({ accessToken: 'demo', refreshToken: 'demo' }),
        userId: USER_ID,
        providerId: null,
        loggedAs: null,
      })}
      payloads={{
        'socket.message': [json('message', { label: 'Message', initial: statsFor({ pending_events: 9 }) })],
      }}
    />
  );
}

const meta = {
  title: 'Machines/LiveUpdates',
  component: LiveUpdatesInspector,
} satisfies Meta<typeof LiveUpdatesInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socket opens and stays quiet; send socket events by hand. */
export const Playground: Story = {};

/** The socket opens and pushes new counters: the child reports them to its parent. */
export const HappyPath: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      socket.addEventListener('connection', ({ client }) => {
        setTimeout(() => {
          client.send(JSON.stringify(statsFor({ pending_events: 7, active_projects: 2 })));
        }, 200);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'online.open');
    await expectSentToParent(canvas, '"pending_events": 7');
    // A message about another user is not ours: the machine refuses it.
    await expectRefused(canvas, 'socket.message', {
      fields: { Message: JSON.stringify({ ...statsFor({ pending_events: 1 }), entity_id: 1 }) },
    });
    await send(canvas, 'socket.message', {
      fields: { Message: JSON.stringify(statsFor({ pending_events: 9 })) },
    });
    await expectSentToParent(canvas, '"pending_events": 9');
    await expectState(canvas, 'online.open');
  },
};

/** The socket is closed at once: the child polls GET /users/{id}/stats and reports those counters. */
export const SocketClosed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      socket.addEventListener('connection', ({ client }) => {
        client.close();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'polling');
    await expectSentToParent(canvas, '"pending_events": 3');
  },
};
