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
  };

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

  removeClient(client: Client): void {
    for (const channel of [...client.channels]) this.unsubscribe(client, channel);
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
