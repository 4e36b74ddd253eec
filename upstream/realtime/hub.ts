import type { WebSocket } from 'ws';
import { ErrorCode, errorFrame, frame } from './protocol';
import type { RealtimeApp, RealtimeLogger } from './types';

/** One open WebSocket after its handshake. */
export interface Client {
  readonly ws: WebSocket;
  readonly app: RealtimeApp;
  readonly socketId: string;
  readonly ip: string;
  readonly channels: Set<string>;
  /** When the handshake completed: a server that requires sign-in counts its deadline from here. */
  readonly connectedAtMs: number;
  /** The user id a `pusher:signin` proved (its user_data's `id`); null until then. */
  userId: string | null;
  lastSeenMs: number;
  /** When the server's unanswered pusher:ping went out; null when none is pending. */
  pingSentAtMs: number | null;
}

export interface HubCounters {
  messagesReceived: number;
  messagesRejected: number;
  eventsPublished: number;
  deliveries: number;
  slowConsumersDropped: number;
  /** Sockets closed because the app terminated their user's connections. */
  userConnectionsTerminated: number;
}

/** Close politely, then cut the TCP socket if the peer never completes the close handshake. */
export function closeClient(client: { ws: WebSocket }, code: number, reason: string, graceMs = 1000): void {
  const { ws } = client;
  // Already closing: the first call scheduled the cut-off, and repeated sweeps must not pile up timers.
  if (ws.readyState !== ws.OPEN) return;
  ws.close(code, reason);
  setTimeout(() => ws.terminate(), graceMs).unref();
}

/**
 * Subscriptions per app and channel, and fan-out of published events. A subscriber whose
 * send buffer is over `maxBufferedBytes` is dropped (4100) rather than let memory grow.
 */
export class Hub {
  private readonly byApp = new Map<string, Map<string, Set<Client>>>();
  readonly counters: HubCounters = {
    messagesReceived: 0,
    messagesRejected: 0,
    eventsPublished: 0,
    deliveries: 0,
    slowConsumersDropped: 0,
    userConnectionsTerminated: 0,
  };
  /** Signed-in sockets per app and user id, for the app's "terminate this user's connections". */
  private readonly usersByApp = new Map<string, Map<string, Set<Client>>>();

  constructor(
    private readonly maxBufferedBytes: number,
    private readonly log: RealtimeLogger,
  ) {}

  subscribe(client: Client, channel: string): void {
    let channels = this.byApp.get(client.app.id);
    if (!channels) this.byApp.set(client.app.id, (channels = new Map()));
    let members = channels.get(channel);
    if (!members) channels.set(channel, (members = new Set()));
    members.add(client);
    client.channels.add(channel);
  }

  unsubscribe(client: Client, channel: string): void {
    client.channels.delete(channel);
    const channels = this.byApp.get(client.app.id);
    const members = channels?.get(channel);
    if (!channels || !members) return;
    members.delete(client);
    if (members.size === 0) channels.delete(channel);
  }

  /** Records a proved `pusher:signin`; a socket signs in as one user only. */
  signIn(client: Client, userId: string): void {
    if (client.userId !== null) this.signOut(client);
    let users = this.usersByApp.get(client.app.id);
    if (!users) this.usersByApp.set(client.app.id, (users = new Map()));
    let sockets = users.get(userId);
    if (!sockets) users.set(userId, (sockets = new Set()));
    sockets.add(client);
    client.userId = userId;
  }

  private signOut(client: Client): void {
    if (client.userId === null) return;
    const users = this.usersByApp.get(client.app.id);
    const sockets = users?.get(client.userId);
    sockets?.delete(client);
    if (sockets?.size === 0) users?.delete(client.userId);
    client.userId = null;
  }

  removeClient(client: Client): void {
    for (const channel of [...client.channels]) this.unsubscribe(client, channel);
    this.signOut(client);
  }

  /**
   * Pusher's "terminate user connections": every socket signed in as the user is unsubscribed
   * at once (nothing more reaches it, even before the close completes) and closed with 4009.
   */
  terminateUser(appId: string, userId: string): number {
    const sockets = [...(this.usersByApp.get(appId)?.get(userId) ?? [])];
    for (const client of sockets) {
      this.removeClient(client);
      if (client.ws.readyState !== client.ws.OPEN) continue;
      client.ws.send(errorFrame(ErrorCode.UNAUTHORIZED, 'Connection terminated by the app'));
      closeClient(client, ErrorCode.UNAUTHORIZED, 'Terminated by the app');
    }
    this.counters.userConnectionsTerminated += sockets.length;
    return sockets.length;
  }

  /** Sends one event to every subscriber but `exceptSocketId`; returns how many got it. */
  publish(appId: string, channel: string, event: string, data: string, exceptSocketId?: string): number {
    this.counters.eventsPublished++;
    const members = this.byApp.get(appId)?.get(channel);
    if (!members) return 0;
    const message = frame(event, data, channel);
    let delivered = 0;
    for (const client of members) {
      if (client.socketId === exceptSocketId || client.ws.readyState !== client.ws.OPEN) continue;
      if (client.ws.bufferedAmount > this.maxBufferedBytes) {
        this.counters.slowConsumersDropped++;
        this.log.warn({ socketId: client.socketId, ip: client.ip }, 'realtime: dropping slow consumer');
        client.ws.send(errorFrame(ErrorCode.OVER_CAPACITY, 'Buffer full: client too slow'));
        closeClient(client, ErrorCode.OVER_CAPACITY, 'Buffer full');
        continue;
      }
      client.ws.send(message);
      delivered++;
    }
    this.counters.deliveries += delivered;
    return delivered;
  }

  subscriberCount(appId: string, channel: string): number {
    return this.byApp.get(appId)?.get(channel)?.size ?? 0;
  }

  /** Occupied channels of an app, optionally only those starting with `prefix`. */
  occupiedChannels(appId: string, prefix = ''): Array<{ name: string; subscribers: number }> {
    const channels = this.byApp.get(appId);
    if (!channels) return [];
    return [...channels]
      .filter(([name]) => name.startsWith(prefix))
      .map(([name, members]) => ({ name, subscribers: members.size }));
  }

  totals(): { channels: number; subscriptions: number } {
    let channels = 0;
    let subscriptions = 0;
    for (const app of this.byApp.values()) {
      channels += app.size;
      for (const members of app.values()) subscriptions += members.size;
    }
    return { channels, subscriptions };
  }
}
